import { describe, expect, it } from 'vitest';
import type { webClient } from '../web-client.ts';
import { linkIn, recoveryHarness } from './recovery-harness.ts';

const CHOSEN = 'my very own passphrase';

async function askSignUp(visitor: ReturnType<typeof webClient>, email: string) {
  await visitor.get('/users/sign_up');
  return visitor.post('/users/sign_up', { email });
}

describe('sign-up confirmed by e-mail', () => {
  it('is off unless the settings turn it on', async () => {
    const h = await recoveryHarness();
    const page = await h.client().get('/users/sign_up');
    expect(page.status).toBe(404);
    expect(page.html).toContain('This server does not let people sign up by themselves.');
  });

  it('without SMTP, says an administrator can invite instead', async () => {
    const h = await recoveryHarness({ noMail: true, accounts: { signups: true } });
    const page = await h.client().get('/users/sign_up');
    expect(page.status).toBe(503);
    expect(page.html).toContain('Sign-up needs e-mail, which this server does not send.');
  });

  it('mails a link whose page makes the account with the password chosen there', async () => {
    const h = await recoveryHarness({ accounts: { signups: true } });
    const visitor = h.client();
    const sent = await askSignUp(visitor, 'New.Person@Example.com');
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(
      'We sent a mail to <strong>new.person@example.com</strong>. Follow its link within 1 day to go on.',
    );
    const mail = await h.mail(1);
    expect(mail.envelopeTo).toEqual(['new.person@example.com']);
    expect(mail.parsed.subject).toBe('Confirm your sign-up on push.test');
    const link = linkIn(mail);
    expect(link).toMatch(/^\/users\/sign_up\/[A-Za-z0-9_-]{32}$/);
    expect(await h.store.findUserByEmail('new.person@example.com')).toBeUndefined();

    const page = await visitor.get(link);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Your address <strong>new.person@example.com</strong> is confirmed.');
    expect(page.html).toContain('>Password again</label>');
    expect((await visitor.post(link, { password: 'short', password_again: 'short' })).status).toBe(422);
    const made = await visitor.post(link, { password: CHOSEN, password_again: CHOSEN });
    expect(made.status).toBe(303);
    expect(made.headers.get('location')).toBe('/users/sign_up/done');
    const user = await h.admin.checkPassword('new.person@example.com', CHOSEN);
    expect(user).toMatchObject({ email: 'new.person@example.com', admin: false, tokenHash: null });
    expect((await visitor.get(link)).status).toBe(404);
  });

  it('tells an address that already has an account so by mail only', async () => {
    const h = await recoveryHarness({ accounts: { signups: true } });
    const visitor = h.client();
    const known = await askSignUp(visitor, 'alice@example.com');
    const unknown = await askSignUp(visitor, 'bob@example.com');
    const same = (html: string) => html.replaceAll(/nonce="[^"]+"/g, '').replaceAll('bob@', 'alice@');
    expect(same(unknown.html)).toBe(same(known.html));
    const mail = await h.mail(1);
    expect(mail.envelopeTo).toEqual(['alice@example.com']);
    expect(mail.parsed.subject).toBe('You already have an account on push.test');
    expect(linkIn(mail)).toBe('/users/password/new');
    expect((await h.mail(2)).envelopeTo).toEqual(['bob@example.com']);
  });

  it('keeps an address with a Kelvin sign apart from the account whose address has a k', async () => {
    const h = await recoveryHarness({ accounts: { signups: true } });
    await h.admin.add('karl@example.com');
    await h.admin.setPassword('karl@example.com', 'karl has a long password');
    const kelvin = '\u212Aarl@example.com';
    const visitor = h.client();
    await visitor.get('/users/sign_in');
    const posing = await visitor.post('/users/sign_in', {
      email: kelvin,
      password: 'karl has a long password',
    });
    expect(posing.status).toBe(401);

    const sent = await askSignUp(visitor, kelvin);
    expect(sent.html).toContain(`We sent a mail to <strong>${kelvin}</strong>.`);
    const mail = await h.mail(1);
    expect(mail.envelopeTo).toEqual([kelvin]);
    expect(mail.parsed.subject).toBe('Confirm your sign-up on push.test');
    const link = linkIn(mail);
    await visitor.get(link);
    expect((await visitor.post(link, { password: CHOSEN, password_again: CHOSEN })).status).toBe(303);
    const made = await h.admin.checkPassword(kelvin, CHOSEN);
    const karl = await h.store.findUserByEmail('KARL@example.com');
    expect(made?.email).toBe(kelvin);
    expect(karl?.email).toBe('karl@example.com');
    expect(made?.id).not.toBe(karl?.id);
    expect(await h.admin.checkPassword('karl@example.com', CHOSEN)).toBeUndefined();
  });

  it('refuses an address outside the sign-up pattern, saying so', async () => {
    const h = await recoveryHarness({ accounts: { signups: true, signupEmailPattern: /@example\.com$/i } });
    const refused = await askSignUp(h.client(), 'olga@elsewhere.test');
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('This server accepts sign-ups only from some e-mail addresses');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(h.mails()).toHaveLength(0);
  });

  it('makes no account when the address was taken after the link was sent', async () => {
    const h = await recoveryHarness({ accounts: { signups: true } });
    const visitor = h.client();
    await askSignUp(visitor, 'carol@example.com');
    const link = linkIn(await h.mail(1));
    await h.admin.add('carol@example.com');
    await visitor.get(link);
    const taken = await visitor.post(link, { password: CHOSEN, password_again: CHOSEN });
    expect(taken.status).toBe(409);
    expect(taken.html).toContain('There is already an account with this address.');
    expect(await h.admin.checkPassword('carol@example.com', CHOSEN)).toBeUndefined();
  });

  it('lets a link work for a day', async () => {
    const h = await recoveryHarness({ accounts: { signups: true } });
    const visitor = h.client();
    await askSignUp(visitor, 'dave@example.com');
    const link = linkIn(await h.mail(1));
    h.clock.now += 24 * 60 * 60_000;
    const gone = await visitor.get(link);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('This sign-up link is unknown, was already used, or is older than a day.');
  });

  it('is off with single sign-on only, as there is no password to sign in with', async () => {
    const oidc = {
      issuer: 'http://127.0.0.1:9/',
      clientId: 'push',
      clientSecret: 'secret',
      allowedDomains: [],
      autoProvision: true,
      passwordSignIn: false,
      name: null,
      timeoutMs: 10_000,
    };
    const h = await recoveryHarness({ accounts: { signups: true, oidc } });
    expect((await h.client().get('/users/sign_up')).status).toBe(404);
    const reset = await h.client().get('/users/password/new');
    expect(reset.status).toBe(404);
    expect(reset.html).toContain('there is no password here to reset');
  });
});
