import { describe, expect, it } from 'vitest';
import { passwordTag, sessionIdHash } from '../../../server/web/chrome/session-store.ts';
import { T0 } from '../harness.ts';
import { linkIn, PASSWORD, type RecoveryHarness, recoveryHarness, signedIn } from './recovery-harness.ts';

async function askChange(h: RecoveryHarness, newEmail: string, password = PASSWORD) {
  const client = await signedIn(h);
  await client.get('/users/account/email');
  return {
    client,
    res: await client.post('/users/account/email', { new_email: newEmail, current_password: password }),
  };
}

describe('change of e-mail address', () => {
  it('sends the signed-out visitor to sign in first, and back', async () => {
    const h = await recoveryHarness();
    const res = await h.client().get('/users/account/email');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/users/sign_in?return_to=/users/account/email');
  });

  it('changes the address once the link mailed to the new one is followed, and tells the old one', async () => {
    const h = await recoveryHarness();
    const { client, res } = await askChange(h, 'Alice.New@Example.com');
    expect(res.status).toBe(200);
    expect(res.html).toContain(
      'We sent a link to <strong>alice.new@example.com</strong>. Your address changes when you follow it, within 1 day.',
    );
    const mail = await h.mail(1);
    expect(mail.envelopeTo).toEqual(['alice.new@example.com']);
    expect(mail.parsed.subject).toBe('Confirm your new e-mail address on push.test');
    expect(mail.parsed.text).toContain('from alice@example.com to this address');
    expect(mail.parsed.text).not.toContain(PASSWORD);
    const link = linkIn(mail);
    expect(link).toMatch(/^\/users\/account\/email\/[A-Za-z0-9_-]{32}$/);
    expect((await h.store.findUserByEmail('alice@example.com'))?.email).toBe('alice@example.com');

    const confirm = await client.get(link);
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain(
      '<strong>alice@example.com</strong> to <strong>alice.new@example.com</strong>',
    );
    const done = await client.post(link);
    expect(done.status).toBe(200);
    expect(done.html).toContain('is now <strong>alice.new@example.com</strong>');
    expect(await h.store.findUserByEmail('alice@example.com')).toBeUndefined();
    expect(await h.admin.checkPassword('alice.new@example.com', PASSWORD)).toBeDefined();

    const notice = await h.mail(2);
    expect(notice.envelopeTo).toEqual(['alice@example.com']);
    expect(notice.parsed.subject).toBe('Your e-mail address was changed');
    expect(notice.parsed.text).toContain(
      'The e-mail address of your account alice@example.com on push.test was changed on Jan 1, 2026, 12:00 AM UTC.',
    );
    await client.get('/users/account/email');
    expect((await client.post(link)).status).toBe(404);
  });

  it('voids reset links mailed to the old address', async () => {
    const h = await recoveryHarness();
    const visitor = h.client();
    await visitor.get('/users/password/new');
    await visitor.post('/users/password/new', { email: 'alice@example.com' });
    const reset = linkIn(await h.mail(1));
    const { client } = await askChange(h, 'alice.new@example.com');
    const link = linkIn(await h.mail(2));
    await client.get(link);
    await client.post(link);
    expect((await visitor.get(reset)).status).toBe(404);
  });

  it('refuses a wrong password, the same address and one that is not an address', async () => {
    const h = await recoveryHarness();
    const wrong = (await askChange(h, 'alice.new@example.com', 'not my password')).res;
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('That is not your current password.');
    const same = (await askChange(h, 'ALICE@example.com')).res;
    expect(same.status).toBe(422);
    expect(same.html).toContain('This is already your address.');
    expect((await askChange(h, 'nowhere')).res.status).toBe(422);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(h.mails()).toHaveLength(0);
  });

  it('leaves the address as it was when another account took the new one meanwhile', async () => {
    const h = await recoveryHarness();
    const { client } = await askChange(h, 'carol@example.com');
    const link = linkIn(await h.mail(1));
    await h.admin.add('carol@example.com');
    await client.get(link);
    const taken = await client.post(link);
    expect(taken.status).toBe(409);
    expect(taken.html).toContain('Another account already uses <strong>carol@example.com</strong>');
    expect((await h.store.findUserByEmail('alice@example.com'))?.email).toBe('alice@example.com');
  });

  it('lets a link work for a day, and only the latest one', async () => {
    const h = await recoveryHarness();
    const { client } = await askChange(h, 'first@example.com');
    const first = linkIn(await h.mail(1));
    await client.get('/users/account/email');
    await client.post('/users/account/email', {
      new_email: 'second@example.com',
      current_password: PASSWORD,
    });
    const second = linkIn(await h.mail(2));
    expect((await client.get(first)).status).toBe(404);
    h.clock.now += 24 * 60 * 60_000;
    const gone = await client.get(second);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain(
      'This confirmation link is unknown, was already used, or is older than a day.',
    );
  });

  it('without SMTP, says what an administrator can do', async () => {
    const h = await recoveryHarness({ noMail: true });
    const client = await signedIn(h);
    const page = await client.get('/users/account/email');
    expect(page.status).toBe(503);
    expect(page.html).toContain('This server sends no e-mail, so it cannot confirm a new address.');
  });

  it('is not for a single sign-on user, whose provider keeps the address', async () => {
    const h = await recoveryHarness();
    const alice = await h.store.findUserByEmail('alice@example.com');
    const id = 'a-single-sign-on-session-id-for-alice';
    await h.store.insertSession({
      idHash: sessionIdHash(id),
      userId: alice?.id ?? '',
      passwordTag: passwordTag(alice?.passwordHash ?? ''),
      expiresAt: T0 + 60 * 60_000,
      via: 'sso',
    });
    const client = h.client();
    client.cookies.set('sp_session', id);
    const page = await client.get('/users/account/email');
    expect(page.status).toBe(403);
    expect(page.html).toContain('your identity provider keeps your e-mail address');
    expect(
      (await client.post('/users/account/email', { new_email: 'x@example.com', current_password: PASSWORD }))
        .status,
    ).toBe(403);
  });
});
