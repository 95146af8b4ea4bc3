import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gateOf } from '../../../server/pushes/gate-check.ts';
import { newPushKey } from '../../../shared/sealed/push-key.ts';
import { sealText } from '../../../shared/sealed/sealed-text.ts';
import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { postMultipart, signedInClient, tokenOf } from '../web-push-client.ts';
import { BOB } from './gate-support.ts';

const CHECK =
  /<label class="check"><input type="checkbox" id="gate-mail-link" name="gate_mail_link" value="on" aria-describedby="gate-mail-link-hint">\s*Also mail the secret link to these addresses<\/label>/;

/** Alice signed in on the push form of a server that mails links (or not, with `mail: false`). */
async function aliceAtTheForm(mail = true) {
  const h = await harness(undefined, { mail, files: true });
  const browser = await signedInClient(h, 'alice@example.com');
  return { h, browser };
}

const mailsTo = async (h: Awaited<ReturnType<typeof harness>>, token: string) => {
  await h.runner?.runDue();
  return h.mails.filter((m) => m.text.includes(`/p/${token}`)).map((m) => m.to);
};

describe("the push form's choice to mail the link to the gate's addresses", () => {
  it('sits beside the addresses in the Recipient fieldset, for a signed-in sender where links are mailed', async () => {
    const { h, browser } = await aliceAtTheForm();
    const { html } = await browser.get('/');
    expect(html).toMatch(CHECK);
    const fieldset = html.slice(
      html.indexOf('<fieldset class="gate"'),
      html.indexOf('</fieldset>', html.indexOf('<fieldset class="gate"')),
    );
    expect(fieldset.indexOf('id="gate-mail-link"')).toBeGreaterThan(
      fieldset.indexOf('id="gate-emails-hint"'),
    );
    expect(fieldset).toContain(
      '<p class="muted" id="gate-mail-link-hint">Each whole address above (not a @domain) gets the link in a mail of its own, in the recipient&#39;s language.</p>',
    );
    expect((await webClient(h.app).get('/')).html).not.toContain('gate_mail_link');
    const unmailed = await aliceAtTheForm(false);
    expect((await unmailed.browser.get('/')).html).not.toContain('gate_mail_link');
  });

  it('mails the link to the gate’s whole addresses typed once, beside any typed for link mails', async () => {
    const { h, browser } = await aliceAtTheForm();
    const sent = await browser.post('/', {
      kind: 'text',
      payload: 'for bob only',
      gate_emails: 'Bob@Client.example, @partner.example',
      gate_mail_link: 'on',
      notify_emails_to: 'bob@client.example, carol@example.org',
      recipient_locale: 'de',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(/\/preview\?recipient_locale=de&mailed=2$/);
    const token = tokenOf(sent.headers.get('location')?.replace(/\?.*$/, '') ?? null);
    const stored = await h.store.findPush(token);
    expect(stored && gateOf(stored, h.cipher)?.emails).toEqual([BOB, '@partner.example']);
    expect((await mailsTo(h, token)).sort()).toEqual([BOB, 'carol@example.org']);
  });

  it('mails the link of a gated file push too', async () => {
    const { h, browser } = await aliceAtTheForm();
    await browser.get('/?kind=file');
    const sent = await postMultipart(h, browser, { kind: 'file', gate_emails: BOB, gate_mail_link: 'on' }, [
      { name: 'plan.txt', bytes: 'the plan' },
    ]);
    expect(sent.status).toBe(303);
    const token = tokenOf(sent.headers.get('location')?.replace(/\?.*$/, '') ?? null);
    expect(await mailsTo(h, token)).toEqual([BOB]);
  });

  it('refuses the choice with a @domain alone, beside it, with the options open and nothing pushed', async () => {
    const { h, browser } = await aliceAtTheForm();
    const res = await browser.post('/', {
      kind: 'text',
      payload: 'for the partner',
      gate_emails: '@partner.example',
      gate_mail_link: 'on',
    });
    expect(res.status).toBe(422);
    expect(res.html).toContain('<details class="more-options" open>');
    expect(res.html).toContain(
      'aria-describedby="gate-mail-link-hint gate-mail-link-error" checked aria-invalid="true">',
    );
    expect(res.html).toContain(
      '<p class="error" id="gate-mail-link-error">To mail the link, enter at least one whole address (name@example.com) above: a @domain has no mailbox.</p>',
    );
    expect((await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).body).toEqual([]);
  });

  it('says beside the choice that a sealed push’s link cannot be mailed, when the addresses came from the gate', async () => {
    const { h, browser } = await aliceAtTheForm();
    const crypto = {
      subtle: webcrypto.subtle as SubtleCrypto,
      randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
    };
    const envelope = await sealText(crypto, newPushKey(crypto.randomBytes), 'sealed for bob');
    const res = await browser.post('/', {
      kind: 'text',
      payload: envelope,
      sealed: 'on',
      gate_emails: BOB,
      gate_mail_link: 'on',
    });
    expect(res.status).toBe(422);
    expect(res.html).toContain(
      '<p class="error" id="gate-mail-link-error">A sealed push&#39;s link holds its key, which this server never sees, so it cannot mail it. Send the link yourself, or push it unsealed.</p>',
    );
    expect(res.html).not.toContain('id="link-mail-error"');
    expect((await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).body).toEqual([]);
  });
});
