import { afterEach, describe, expect, it } from 'vitest';
import { translatorFor } from '../../../server/i18n/translator.ts';
import { gateCodeMail } from '../../../server/mail/gate-code-mail.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { englishLeft, type Rendered } from '../i18n/english-left.ts';
import { webClient } from '../web-client.ts';
import type { RequestApp } from './request-app.ts';
import { answerAsProven, BOB, gatedRequest } from './request-gate-support.ts';

const opened: RequestApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

/** A request's gate in one language: its address and code pages, its form's fieldset, the answer's audit, its mail. */
async function requestGatePages(code: string): Promise<Rendered[]> {
  const { h, alice, token } = await gatedRequest({ gate_emails: BOB });
  opened.push(h);
  const at = (path: string) => `${path}?locale=${code}`;
  const visitor = webClient(h.app);
  const pages: Rendered[] = [];
  const keep = (name: string) => (r: { status: number; html: string }) => {
    pages.push({ name, status: r.status, html: r.html });
  };
  await visitor.get(at(`/req/${token}`)).then(keep('request gate, address'));
  await visitor
    .post(at(`/req/${token}`), { gate_step: 'email', email: BOB })
    .then(keep('request gate, code'));
  await alice.get(at('/requests/new')).then(keep('request form with who may answer'));
  await answerAsProven(h, token, 'vpn-key-123');
  const request = await h.store.findRequest(token);
  const answer = request?.answerToken ? h.cipher.open(request.answerToken) : '';
  await alice.get(at(`/p/${answer}/audit`)).then(keep('answer audit, who answered'));
  const mail = gateCodeMail(translatorFor(code), {
    origin: 'https://push.example',
    code: '123456',
    lifetimeMs: 600_000,
    about: 'request',
  });
  pages.push({
    name: 'request gate, code mail',
    status: 200,
    html: `<html lang="${code}" dir="${LANGUAGES.find((l) => l.code === code)?.dir}">${mail.html}`,
    text: `${mail.subject}\n${mail.text}`,
  });
  return pages;
}

describe("a request's gate in every language", () => {
  it('renders in English with the statuses each step answers', async () => {
    const english = await requestGatePages('en');
    expect(english.map((p) => [p.name, p.status])).toEqual([
      ['request gate, address', 403],
      ['request gate, code', 403],
      ['request form with who may answer', 200],
      ['answer audit, who answered', 200],
      ['request gate, code mail', 200],
    ]);
    expect(english.map((p) => p.html).join('\n')).toContain(`Answered by ${BOB}, verified by a mailed code`);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en'))('$code: no English left', async (language) => {
    const english = await requestGatePages('en');
    expect(englishLeft(language, await requestGatePages(language.code), english)).toEqual([]);
  });
});
