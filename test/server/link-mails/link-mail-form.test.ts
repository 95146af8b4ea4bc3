import { describe, expect, it } from 'vitest';
import { type LinkMailApp, type LinkMailAppOptions, linkMailApp, ORIGIN, PASSWORD } from './link-mail-app.ts';

const FIELD = '<label for="link-mail">Send the link by e-mail (optional)</label>';

/** Alice's browser, signed in, on the push form. */
async function aliceAtTheForm(options: LinkMailAppOptions = {}) {
  const h = await linkMailApp(options);
  const browser = h.client();
  await browser.get('/users/sign_in');
  const signedIn = await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  if (signedIn.status !== 303) throw new Error(`sign-in failed: ${signedIn.status}`);
  const form = await browser.get('/');
  return { h, browser, form };
}

const push = (fields: Record<string, string>) => ({
  kind: 'text',
  payload: 'the secret',
  expire_after_duration: '2',
  expire_after_views: '3',
  ...fields,
});

const activeCount = async (h: LinkMailApp) =>
  ((await h.send('GET', '/api/v2/pushes/active', { token: h.alice })).body as unknown[]).length;

describe('the push form sends the link by e-mail', () => {
  it('offers the field to a signed-in sender only, and only where link mails are available', async () => {
    const { h, form } = await aliceAtTheForm();
    expect(form.html).toContain(FIELD);
    expect(form.html).toMatch(
      /<input id="link-mail" name="notify_emails_to" type="text" inputmode="email" autocomplete="off"\s+spellcheck="false" value="" aria-describedby="link-mail-hint">/,
    );
    expect(form.html).toContain(
      'Up to 5 addresses, separated by commas. Each gets the link in a mail of its own, in the recipient&#39;s language below, else in yours.',
    );
    // Before the recipient's language, which the hint points to.
    expect(form.html.indexOf(FIELD)).toBeLessThan(form.html.indexOf('id="recipient-locale"'));
    expect((await h.client().get('/')).html).not.toContain('notify_emails_to');
    expect((await aliceAtTheForm({ noMail: true })).form.html).not.toContain('notify_emails_to');
    expect((await aliceAtTheForm({ notify: { linkMails: false } })).form.html).not.toContain(
      'notify_emails_to',
    );
  });

  it('mails the link in the recipient language chosen, and the result page is told how many got it', async () => {
    const { h, browser } = await aliceAtTheForm();
    const sent = await browser.post(
      '/',
      push({
        notify_emails_to: 'dana@example.net, eve@example.org',
        recipient_locale: 'en-GB',
        retrieval_step: 'on',
      }),
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(
      /^\/p\/tok0001x+\/preview\?recipient_locale=en-GB&mailed=2$/,
    );
    const result = await browser.get(sent.headers.get('location') ?? '');
    expect(result.html).toContain('The secret link was e-mailed to 2 addresses.');
    // A count it could not have mailed is no count at all.
    const forged = await browser.get(`/p/tok0001${'x'.repeat(20)}/preview?mailed=9`);
    expect(forged.html).not.toContain('was e-mailed to');
    await h.mail(2);
    for (const mail of h.mails()) {
      expect(mail.parsed.text).toContain(`${ORIGIN}/p/tok0001${'x'.repeat(20)}/r?locale=en-GB\n`);
      expect(mail.parsed.text).toContain(
        'The link expires after 45 minutes or 3 views, whichever comes first.',
      );
      expect(String(mail.parsed.html)).toContain('<html lang="en-GB" dir="ltr">');
      expect(mail.parsed.text).not.toContain('the secret\n');
    }
  });

  it("writes in the page's language when no recipient language is chosen, and gives the plain link", async () => {
    const { h, browser } = await aliceAtTheForm();
    const sent = await browser.post('/', push({ notify_emails_to: 'dana@example.net' }));
    expect(sent.headers.get('location')).toMatch(/^\/p\/tok0001x+\/preview\?mailed=1$/);
    const mail = await h.mail(1);
    expect(String(mail.parsed.html)).toContain('<html lang="en" dir="ltr">');
    expect(mail.parsed.text).toContain(`${ORIGIN}/p/tok0001${'x'.repeat(20)}\n`);
  });

  it('refuses bad addresses beside the field, keeps what was typed, and pushes nothing', async () => {
    const { h, browser } = await aliceAtTheForm();
    const typed = 'dana@example.net,,dana@example.net, nobody';
    const refused = await browser.post('/', push({ notify_emails_to: typed, name: 'db password' }));
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('Nothing was pushed. Check the fields marked below.');
    expect(refused.html).toContain(
      `value="${typed}" aria-describedby="link-mail-hint link-mail-error" aria-invalid="true">`,
    );
    expect(refused.html).toContain(
      '<p class="error" id="link-mail-error">Separate the addresses with single commas, and end with an address. An address is given twice. Check the addresses: each must be like name@example.com.</p>',
    );
    expect(refused.html).toContain('the secret</textarea>');
    expect(refused.html).toContain('value="db password"');
    expect(await activeCount(h)).toBe(0);
  });

  it('refuses a sixth address', async () => {
    const { browser } = await aliceAtTheForm();
    const six = Array.from({ length: 6 }, (_, i) => `reader${i}@example.net`).join(',');
    const refused = await browser.post('/', push({ notify_emails_to: six }));
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(
      '<p class="error" id="link-mail-error">The link can be mailed to 5 addresses at most.</p>',
    );
  });

  it("says so when the sender's daily cap is reached, and pushes nothing", async () => {
    const { h, browser } = await aliceAtTheForm({ notify: { linkMailsPerDay: 2 } });
    expect((await browser.post('/', push({ notify_emails_to: 'a@example.net' }))).status).toBe(303);
    await browser.get('/');
    const refused = await browser.post('/', push({ notify_emails_to: 'b@example.net,c@example.net' }));
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(
      'You have had as many links mailed today as this server allows. Send this one yourself, or try again tomorrow.',
    );
    expect(refused.html).toContain('value="b@example.net,c@example.net"');
    expect(await activeCount(h)).toBe(1);
  });

  it('refuses to mail the link of a sealed push, whose key the server never sees', async () => {
    const { browser } = await aliceAtTheForm();
    const sealed = push({
      payload: 'SP-SEALED-1.t.abc.def',
      sealed: 'on',
      notify_emails_to: 'dana@example.net',
    });
    const refused = await browser.post('/', sealed);
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('A sealed push&#39;s link holds its key, which this server never sees');
  });

  it('refuses addresses posted where link mails are not available', async () => {
    const { browser } = await aliceAtTheForm({ noMail: true });
    const refused = await browser.post('/', push({ notify_emails_to: 'dana@example.net' }));
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(FIELD);
    expect(refused.html).toContain(
      'This server does not send links by e-mail. Remove the addresses to push without them.',
    );
  });
});
