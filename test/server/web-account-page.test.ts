import { describe, expect, it } from 'vitest';
import { type Harness, harness } from './harness.ts';
import { adapterHarnesses } from './web-adapters.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

const adapters = adapterHarnesses('account');

async function signedIn(open: () => Promise<Harness>) {
  const h = await open();
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  await browser.get('/users/account');
  return { h, browser };
}

describe.each(adapters)('the account page on the %s store', (_name, open) => {
  it('changes the password with the current one; the old one stops working and other sessions end', async () => {
    const { h, browser } = await signedIn(open);
    const elsewhere = webClient(h.app);
    await elsewhere.get('/users/sign_in');
    await elsewhere.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    const changed = await browser.post('/users/account/password', {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_again: NEW_PASSWORD,
    });
    expect([changed.status, changed.headers.get('location')]).toEqual([303, '/users/account?done=password']);
    const shown = await browser.get('/users/account?done=password');
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Your password was changed.');
    expect((await elsewhere.get('/users/account')).headers.get('location')).toBe(
      '/users/sign_in?return_to=%2Fusers%2Faccount',
    );
    expect(await h.admin.checkPassword('alice@example.com', PASSWORD)).toBeUndefined();
    expect((await h.admin.checkPassword('alice@example.com', NEW_PASSWORD))?.email).toBe('alice@example.com');
  });

  it('refuses a wrong current password, a short new one and two that differ, beside the field', async () => {
    const { h, browser } = await signedIn(open);
    const cases = [
      [
        { current_password: 'not my password', new_password: NEW_PASSWORD, new_password_again: NEW_PASSWORD },
        'current_password',
        'That is not your current password.',
      ],
      [
        { current_password: PASSWORD, new_password: 'short', new_password_again: 'short' },
        'new_password',
        'A password needs at least 12 characters.',
      ],
      [
        { current_password: PASSWORD, new_password: NEW_PASSWORD, new_password_again: `${NEW_PASSWORD}!` },
        'new_password_again',
        'The two new passwords are not the same.',
      ],
    ] as const;
    for (const [form, field, message] of cases) {
      const res = await browser.post('/users/account/password', form);
      expect(res.status).toBe(422);
      expect(res.html).toContain(`<p class="error" id="${field}-error">${message}</p>`);
      expect(res.html).toMatch(new RegExp(`id="${field}"[^>]*aria-describedby="[^"]*${field}-error`));
    }
    expect((await h.admin.checkPassword('alice@example.com', PASSWORD))?.email).toBe('alice@example.com');
  });

  it('signs out every other session and keeps this one', async () => {
    const { h, browser } = await signedIn(open);
    const elsewhere = webClient(h.app);
    await elsewhere.get('/users/sign_in');
    await elsewhere.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    const bob = webClient(h.app);
    await h.admin.setPassword('bob@example.com', PASSWORD);
    await bob.get('/users/sign_in');
    await bob.post('/users/sign_in', { email: 'bob@example.com', password: PASSWORD });
    const done = await browser.post('/users/account/sessions');
    expect([done.status, done.headers.get('location')]).toEqual([303, '/users/account?done=sessions']);
    expect((await browser.get('/users/account?done=sessions')).html).toContain(
      'Every other session was signed out.',
    );
    expect((await elsewhere.get('/users/account')).headers.get('location')).toBe(
      '/users/sign_in?return_to=%2Fusers%2Faccount',
    );
    expect((await bob.get('/users/account')).status).toBe(200);
  });

  it('deletes the account and its pushes only once the e-mail is typed, keeping what was typed otherwise', async () => {
    const { h, browser } = await signedIn(open);
    const mine = await h.create({ payload: 'alice secret', expire_after_views: 5 }, h.alice);
    const bobs = await h.create({ payload: 'bob secret', expire_after_views: 5 }, h.bob);
    const refused = await browser.post('/users/account/delete', { confirm_email: 'bob@example.com' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('That is not the e-mail address of this account.');
    expect(refused.html).toContain('value="bob@example.com"');
    expect((await h.store.findUserByEmail('alice@example.com'))?.email).toBe('alice@example.com');
    const deleted = await browser.post('/users/account/delete', { confirm_email: 'Alice@example.com' });
    expect([deleted.status, deleted.headers.get('location')]).toEqual([
      303,
      '/users/sign_in?account=deleted',
    ]);
    expect((await browser.get('/users/sign_in?account=deleted')).html).toContain(
      'Your account and its pushes were deleted.',
    );
    expect(await h.store.findUserByEmail('alice@example.com')).toBeUndefined();
    expect((await h.call('GET', `/api/v2/pushes/${mine.url_token}`)).body).toMatchObject({
      expired: true,
      deleted: true,
      payload: null,
    });
    expect((await h.call('GET', `/api/v2/pushes/${bobs.url_token}`)).body).toMatchObject({
      payload: 'bob secret',
    });
    expect((await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).status).toBe(401);
    expect((await browser.get('/users/account')).headers.get('location')).toBe(
      '/users/sign_in?return_to=%2Fusers%2Faccount',
    );
  });
});

describe('the account page refuses', () => {
  it('signed-out visitors and forms without the CSRF token, on every route', async () => {
    const h = await harness();
    await h.admin.setPassword('alice@example.com', PASSWORD);
    const stranger = webClient(h.app);
    await stranger.get('/');
    for (const path of ['/users/account'])
      expect((await stranger.get(path)).headers.get('location')).toBe(
        `/users/sign_in?return_to=${encodeURIComponent(path)}`,
      );
    for (const path of ['/users/account/password', '/users/account/sessions', '/users/account/delete']) {
      const res = await stranger.post(path, { confirm_email: 'alice@example.com' });
      expect([res.status, res.headers.get('location')]).toEqual([303, '/users/sign_in']);
    }
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    for (const path of ['/users/account/password', '/users/account/sessions', '/users/account/delete']) {
      const res = await browser.postRaw(path, { _csrf: 'x'.repeat(43), confirm_email: 'alice@example.com' });
      expect(res.status).toBe(403);
    }
    expect((await h.store.findUserByEmail('alice@example.com'))?.email).toBe('alice@example.com');
  });

  it('more current-password guesses than sign-in allows', async () => {
    const h = await harness();
    await h.admin.setPassword('alice@example.com', PASSWORD);
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    await browser.get('/users/account');
    const guess = (current: string) =>
      browser.post('/users/account/password', {
        current_password: current,
        new_password: NEW_PASSWORD,
        new_password_again: NEW_PASSWORD,
      });
    for (let i = 0; i < 5; i++) expect((await guess(`guess number ${i}`)).status).toBe(422);
    const limited = await guess(PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.html).toContain('Too many attempts.');
  });
});
