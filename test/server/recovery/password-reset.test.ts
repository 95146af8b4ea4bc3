import { describe, expect, it } from 'vitest';
import type { webClient } from '../web-client.ts';
import { linkIn, PASSWORD, recoveryHarness, signedIn } from './recovery-harness.ts';

const NEW_PASSWORD = 'a much newer passphrase';

/** Fills in the reset form as a person would: opens it, then sends it. */
async function askReset(visitor: ReturnType<typeof webClient>, email: string) {
  await visitor.get('/users/password/new');
  return visitor.post('/users/password/new', { email });
}

describe('password reset by e-mail', () => {
  it('mails a one-time link whose page sets a new password, ends every session and sends a notice', async () => {
    const h = await recoveryHarness();
    const before = await signedIn(h);
    const visitor = h.client();
    const form = await visitor.get('/users/password/new');
    expect(form.status).toBe(200);
    expect(form.html).toContain('action="/users/password/new"');
    const sent = await visitor.post('/users/password/new', { email: ' Alice@Example.com ' });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(
      'If <strong>alice@example.com</strong> has an account here, a link to choose a new password is on its way. It works once, within 1 hour.',
    );

    const mail = await h.mail(1);
    expect(mail.envelopeTo).toEqual(['alice@example.com']);
    expect(mail.parsed.subject).toBe('Reset your password on push.test');
    const link = linkIn(mail);
    expect(link).toMatch(/^\/users\/password\/edit\/[A-Za-z0-9_-]{32}$/);
    expect(mail.parsed.html).toContain(`href="http://push.test${link}"`);
    expect(mail.parsed.text).toContain('The link works once, within 1 hour.');
    expect(mail.parsed.text).not.toContain(PASSWORD);

    const page = await visitor.get(link);
    expect(page.status).toBe(200);
    expect(page.html).toContain('For your account <strong>alice@example.com</strong>.');
    const differ = await visitor.post(link, { password: NEW_PASSWORD, password_again: `${NEW_PASSWORD}!` });
    expect(differ.status).toBe(422);
    expect(differ.html).toContain('The two passwords are not the same.');
    const short = await visitor.post(link, { password: 'short', password_again: 'short' });
    expect(short.status).toBe(422);
    expect(short.html).toContain('At least 12 characters.');

    const done = await visitor.post(link, { password: NEW_PASSWORD, password_again: NEW_PASSWORD });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/users/password/done');
    expect((await visitor.get('/users/password/done')).html).toContain('Sign in with your new password.');

    // The session from before the reset is gone.
    expect((await before.get('/users/account')).status).toBe(303);
    const notice = await h.mail(2);
    expect(notice.envelopeTo).toEqual(['alice@example.com']);
    expect(notice.parsed.subject).toBe('Your password was changed');
    expect(notice.parsed.text).toContain(
      'The password of your account alice@example.com on push.test was changed on Jan 1, 2026, 12:00 AM UTC.',
    );
    expect(notice.parsed.text).toContain('http://push.test/users/password/new');
    expect(notice.parsed.text).not.toContain(NEW_PASSWORD);

    expect(await h.admin.checkPassword('alice@example.com', PASSWORD)).toBeUndefined();
    expect(await h.admin.checkPassword('alice@example.com', NEW_PASSWORD)).toBeDefined();
    const reused = await visitor.get(link);
    expect(reused.status).toBe(404);
    expect(reused.html).toContain('This reset link is unknown, was already used, or is older than an hour.');
    expect(reused.html).toContain('href="/users/password/new"');
    await visitor.get('/users/password/new');
    const reposted = await visitor.post(link, {
      password: 'yet another passphrase',
      password_again: 'yet another passphrase',
    });
    expect(reposted.status).toBe(404);
    // The log names the page, never the link's token.
    expect(h.logLines.join('\n')).not.toContain(link.split('/').at(-1));
  });

  it('answers an address without an account just as one with, and mails it nothing', async () => {
    const h = await recoveryHarness();
    const visitor = h.client();
    const unknown = await askReset(visitor, 'nobody@example.com');
    const known = await askReset(visitor, 'alice@example.com');
    expect(unknown.status).toBe(known.status);
    const same = (html: string) => html.replaceAll(/nonce="[^"]+"/g, 'nonce=""');
    expect(same(unknown.html.replaceAll('nobody@example.com', 'alice@example.com'))).toBe(same(known.html));
    expect((await h.mail(1)).envelopeTo).toEqual(['alice@example.com']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(h.mails()).toHaveLength(1);
  });

  it('lets a link work for an hour only, and only the latest one', async () => {
    const h = await recoveryHarness();
    const visitor = h.client();
    await askReset(visitor, 'alice@example.com');
    const first = linkIn(await h.mail(1));
    await askReset(visitor, 'alice@example.com');
    const second = linkIn(await h.mail(2));
    expect(second).not.toBe(first);
    expect((await visitor.get(first)).status).toBe(404);
    h.clock.now += 60 * 60_000 - 1;
    expect((await visitor.get(second)).status).toBe(200);
    h.clock.now += 1;
    const expired = await visitor.get(second);
    expect(expired.status).toBe(404);
    expect(expired.html).toContain('Ask for a new link');
  });

  it('refuses a link that was never made', async () => {
    const h = await recoveryHarness();
    const visitor = h.client();
    expect((await visitor.get('/users/password/edit/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await visitor.get('/users/password/edit/short')).status).toBe(404);
    await visitor.get('/users/password/new');
    const posted = await visitor.post('/users/password/edit/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
      password: NEW_PASSWORD,
      password_again: NEW_PASSWORD,
    });
    expect(posted.status).toBe(404);
    expect(await h.admin.checkPassword('alice@example.com', PASSWORD)).toBeDefined();
  });

  it('limits requests per e-mail address, whether or not it has an account', async () => {
    const h = await recoveryHarness();
    const visitor = h.client();
    for (let i = 0; i < 5; i++) expect((await askReset(visitor, 'nobody@example.com')).status).toBe(200);
    const refused = await askReset(visitor, 'nobody@example.com');
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('Too many requests for this address or from your network.');
    h.clock.now += 60 * 60_000;
    expect((await askReset(visitor, 'nobody@example.com')).status).toBe(200);
  });

  it('limits requests per client address, whichever e-mail addresses it types', async () => {
    const h = await recoveryHarness();
    const visitor = h.client();
    for (let i = 0; i < 20; i++) expect((await askReset(visitor, `person${i}@example.com`)).status).toBe(200);
    expect((await askReset(visitor, 'alice@example.com')).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(h.mails()).toHaveLength(0);
  });

  it('refuses a form without its CSRF token and an address that is not one', async () => {
    const h = await recoveryHarness();
    const visitor = h.client();
    await visitor.get('/users/password/new');
    expect((await visitor.postRaw('/users/password/new', { email: 'alice@example.com' })).status).toBe(403);
    const bad = await askReset(visitor, 'not an address');
    expect(bad.status).toBe(422);
    expect(bad.html).toContain('Enter an e-mail address');
  });

  it('without SMTP, says an administrator can set a password with the CLI', async () => {
    const h = await recoveryHarness({ noMail: true });
    const visitor = h.client();
    const page = await visitor.get('/users/password/new');
    expect(page.status).toBe(503);
    expect(page.html).toContain('<code>secret-push user password</code>');
    await visitor.get('/users/sign_in');
    expect((await visitor.post('/users/password/new', { email: 'alice@example.com' })).status).toBe(503);
    expect((await visitor.get('/users/sign_in')).status).toBe(200);
  });
});
