import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../server/i18n/translator.ts';
import { gateCodeMail } from '../../../server/mail/gate-code-mail.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { newPushKey } from '../../../shared/sealed/push-key.ts';
import { sealText } from '../../../shared/sealed/sealed-text.ts';
import { englishLeft, type Rendered } from '../i18n/english-left.ts';
import { webClient } from '../web-client.ts';
import { signedInClient } from '../web-push-client.ts';
import { gatedPush } from './gate-support.ts';

const PERSON = 'alice@example.com';
const SEALING = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};
const envelope = await sealText(SEALING, newPushKey(SEALING.randomBytes), 'Zq9-hunter2');

/** The gate's pages and its code mail in one language: asked, mailed, wrong, too many, refused, audited. */
async function gatePages(code: string): Promise<Rendered[]> {
  const { h, token } = await gatedPush({ emails: [PERSON], networks: [] });
  const ranged = await h.create({ payload: 'Zq9-hunter2', gate: { networks: ['192.0.2.0/24'] } }, h.alice);
  const at = (path: string) => `${path}?locale=${code}`;
  const visitor = webClient(h.app);
  const pages: Rendered[] = [];
  const keep = (name: string) => (r: { status: number; html: string }) => {
    pages.push({ name, status: r.status, html: r.html });
  };
  await visitor.get(at(`/p/${token}`)).then(keep('gate, address'));
  await visitor.post(at(`/p/${token}`), { gate_step: 'email', email: PERSON }).then(keep('gate, code'));
  await visitor
    .post(at(`/p/${token}`), { gate_step: 'code', email: PERSON, code: '1' })
    .then(keep('gate, wrong code'));
  for (let i = 0; i < 4; i++)
    await visitor.post(at(`/p/${token}`), { gate_step: 'code', email: PERSON, code: '1' });
  await visitor
    .post(at(`/p/${token}`), { gate_step: 'code', email: PERSON, code: '1' })
    .then(keep('gate, too many'));
  await visitor.get(at(`/p/${ranged.url_token}`)).then(keep('gate, network'));
  const members = await h.create({ payload: envelope, gate: { members: true } }, h.alice);
  await visitor.get(at(`/p/${members.url_token}`)).then(keep('gate, sealed for members'));
  await h.call('GET', `/api/v2/pushes/${token}`, { token: h.alice });
  const owner = await signedInClient(h, PERSON);
  await owner.get(at(`/p/${token}/audit`)).then(keep('gate, audit'));
  await owner.get(at('/')).then(keep('push form with the Recipient fieldset'));
  const mail = gateCodeMail(translatorFor(code), {
    origin: 'https://push.example',
    code: '123456',
    lifetimeMs: 600_000,
  });
  pages.push({
    name: 'gate, code mail',
    status: 200,
    html: `<html lang="${code}" dir="${LANGUAGES.find((l) => l.code === code)?.dir}">${mail.html}`,
    text: `${mail.subject}\n${mail.text}`,
  });
  return pages;
}

describe("the gate's pages and mail in every language", () => {
  it('render in English with the statuses each step answers', async () => {
    const english = await gatePages('en');
    expect(english.map((p) => [p.name, p.status])).toEqual([
      ['gate, address', 403],
      ['gate, code', 403],
      ['gate, wrong code', 401],
      ['gate, too many', 429],
      ['gate, network', 403],
      ['gate, sealed for members', 403],
      ['gate, audit', 200],
      ['push form with the Recipient fieldset', 200],
      ['gate, code mail', 200],
    ]);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en'))('$code: no English left', async (language) => {
    const english = await gatePages('en');
    expect(englishLeft(language, await gatePages(language.code), english)).toEqual([]);
  });
});
