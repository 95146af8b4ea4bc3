import { describe, expect, it } from 'vitest';
import { signedInOnNotifications, textOf } from './signed-in.ts';

const HOOK = 'https://203.0.113.7/hooks/Sl4ck-path-secret';
const OTHER_HOOK = 'https://198.51.100.20/in/another-secret-path';

const shownSecret = (html: string) =>
  /<code id="webhook-secret" class="token">([^<]*)<\/code>/.exec(html)?.[1];

const summaryOf = (html: string) =>
  textOf(/<h2 id="notifications-heading">[\s\S]*?<\/h2>\s*<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '');

describe('the notifications page', () => {
  it('saves the events, channel and webhook, sealed in the store, and shows them again with a secret to copy', async () => {
    const { h, browser, alice } = await signedInOnNotifications();
    const saved = await browser.post('/users/notifications', {
      event_view: 'on',
      event_expire: 'on',
      webhook_url: HOOK,
      webhook_format: 'slack',
    });
    expect([saved.status, saved.headers.get('location')]).toEqual([303, '/users/notifications?done=saved']);

    const record = await h.store.findNotificationSettings(alice.id);
    expect(record).toMatchObject({
      userId: alice.id,
      events: ['view', 'expire'],
      byEmail: false,
      updatedAt: h.clock.now,
    });
    expect(record?.webhook?.format).toBe('slack');
    const secret = h.cipher.open(record?.webhook?.secret ?? '');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(h.cipher.open(record?.webhook?.url ?? '')).toBe(HOOK);
    const kept = JSON.stringify(record);
    expect([kept.includes(HOOK), kept.includes('Sl4ck'), kept.includes(secret)]).toEqual([
      false,
      false,
      false,
    ]);

    const page = await browser.get('/users/notifications?done=saved');
    expect(page.html).toContain('<p class="success" role="status">Saved.</p>');
    expect(page.html).toContain('name="event_view" value="on" checked>');
    expect(page.html).toContain('name="event_failed_passphrase" value="on">');
    expect(page.html).toContain('name="event_expire" value="on" checked>');
    expect(page.html).toContain(`value="${HOOK}"`);
    expect(page.html).toContain('<option value="slack" selected>Slack</option>');
    expect(shownSecret(page.html)).toBe(secret);
    expect(page.html).toContain('data-copy="webhook-secret" hidden>Copy the secret</button>');
    // Requests are off: their event is not offered.
    expect(page.html).not.toContain('event_request_answered');
  });

  it('keeps the secret when the address changes, makes a new one on request, and removes the webhook alone', async () => {
    const { h, browser, alice } = await signedInOnNotifications();
    await browser.post('/users/notifications', {
      event_view: 'on',
      webhook_url: HOOK,
      webhook_format: 'standard',
    });
    const first = shownSecret((await browser.get('/users/notifications')).html);
    await browser.post('/users/notifications', {
      event_view: 'on',
      webhook_url: OTHER_HOOK,
      webhook_format: 'ntfy',
    });
    const moved = await browser.get('/users/notifications');
    expect([shownSecret(moved.html), moved.html.includes(`value="${OTHER_HOOK}"`)]).toEqual([first, true]);

    const renewed = await browser.post('/users/notifications/secret');
    expect([renewed.status, renewed.headers.get('location')]).toEqual([
      303,
      '/users/notifications?done=secret',
    ]);
    const after = await browser.get('/users/notifications?done=secret');
    expect(after.html).toContain('New secret made. Deliveries from now on are signed with it.');
    const second = shownSecret(after.html);
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    const record = await h.store.findNotificationSettings(alice.id);
    expect([h.cipher.open(record?.webhook?.secret ?? ''), h.cipher.open(record?.webhook?.url ?? '')]).toEqual(
      [second, OTHER_HOOK],
    );

    const removed = await browser.post('/users/notifications/remove');
    expect(removed.headers.get('location')).toBe('/users/notifications?done=removed');
    expect(await h.store.findNotificationSettings(alice.id)).toMatchObject({
      events: ['view'],
      webhook: null,
    });
    const gone = await browser.get('/users/notifications?done=removed');
    expect(gone.html).toContain('Webhook removed.');
    expect([shownSecret(gone.html), gone.html.includes('/users/notifications/remove')]).toEqual([
      undefined,
      false,
    ]);
    expect(gone.html).toContain('id="webhook_url" name="webhook_url" type="url"');
    expect(gone.html).toMatch(/id="webhook_url"[^>]*value=""/);
    // Asking for a new secret of a webhook no longer there says so, at the top.
    const stale = await browser.post('/users/notifications/secret');
    expect(stale.status).toBe(422);
    expect(stale.html).toContain(
      '<p class="error" id="action-error" role="alert">There is no webhook saved any more.</p>',
    );
  });

  it('says beside the events, once saved and every time after, that a channel with no event sends nothing', async () => {
    const { browser } = await signedInOnNotifications({ mail: true });
    const saved = await browser.post('/users/notifications', { by_email: 'on', webhook_url: HOOK });
    expect(saved.headers.get('location')).toBe('/users/notifications?done=saved');
    const page = await browser.get('/users/notifications?done=saved');
    expect(page.html).toContain(
      '<p class="success" role="status">Saved, but nothing will be sent until you choose at least one event.</p>',
    );
    const warning =
      '<p class="error" id="events-warning">No event is chosen, so nothing is sent by e-mail or webhook. Choose at least one to be told of it.</p>';
    expect(page.html).toContain(
      `<div role="group" aria-labelledby="events-heading" aria-describedby="events-warning">`,
    );
    expect(page.html).toContain(warning);
    expect((await browser.get('/users/notifications')).html).toContain(warning);

    await browser.post('/users/notifications', { event_view: 'on', by_email: 'on', webhook_url: HOOK });
    const told = await browser.get('/users/notifications?done=saved');
    expect(told.html).toContain('<p class="success" role="status">Saved.</p>');
    expect(told.html).not.toContain('events-warning');
    // Nothing chosen at all is no promise broken: no warning either.
    await browser.post('/users/notifications', { webhook_url: '' });
    expect((await browser.get('/users/notifications?done=saved')).html).not.toContain('events-warning');
  });

  it('saving with no address removes the webhook; an unknown format is refused beside its field', async () => {
    const { h, browser, alice } = await signedInOnNotifications();
    await browser.post('/users/notifications', {
      event_view: 'on',
      webhook_url: HOOK,
      webhook_format: 'standard',
    });
    const odd = await browser.post('/users/notifications', {
      webhook_url: OTHER_HOOK,
      webhook_format: 'teams',
    });
    expect(odd.status).toBe(422);
    expect(odd.html).toContain(
      '<p class="error" id="webhook_format-error" role="alert">Choose one of the formats.</p>',
    );
    expect(h.cipher.open((await h.store.findNotificationSettings(alice.id))?.webhook?.url ?? '')).toBe(HOOK);
    await browser.post('/users/notifications', {
      event_expire: 'on',
      webhook_url: '  ',
      webhook_format: 'standard',
    });
    expect(await h.store.findNotificationSettings(alice.id)).toMatchObject({
      events: ['expire'],
      webhook: null,
    });
  });

  it('offers the answered-request event only when requests are on, and keeps it while they are off', async () => {
    const on = await signedInOnNotifications({ notify: { requests: true } });
    const page = await on.browser.get('/users/notifications');
    expect(page.html).toContain('name="event_request_answered" value="on"> A request is answered</label>');
    await on.browser.post('/users/notifications', { event_request_answered: 'on', webhook_url: '' });
    expect((await on.h.store.findNotificationSettings(on.alice.id))?.events).toEqual(['request_answered']);

    const off = await signedInOnNotifications();
    await off.h.store.setNotificationSettings({
      userId: off.alice.id,
      events: ['request_answered'],
      byEmail: false,
      webhook: null,
      updatedAt: off.h.clock.now,
    });
    await off.browser.post('/users/notifications', { event_view: 'on', event_request_answered: 'on' });
    expect((await off.h.store.findNotificationSettings(off.alice.id))?.events).toEqual([
      'view',
      'request_answered',
    ]);
  });

  it('sums up on the account page what the user is told of and how, with a link to the page', async () => {
    const { browser } = await signedInOnNotifications({ mail: true });
    const before = await browser.get('/users/account');
    expect(summaryOf(before.html)).toBe('You are not told of anything that happens to your pushes.');
    expect(before.html).toContain('<a href="/users/notifications">Notification settings</a>');
    await browser.post('/users/notifications', {
      event_view: 'on',
      event_failed_passphrase: 'on',
      webhook_url: '',
    });
    expect(summaryOf((await browser.get('/users/account')).html)).toBe(
      'You chose to be told of views and wrong passphrases, but by no channel.',
    );
    await browser.post('/users/notifications', {
      event_view: 'on',
      event_failed_passphrase: 'on',
      event_expire: 'on',
      by_email: 'on',
      webhook_url: HOOK,
      webhook_format: 'standard',
    });
    expect(summaryOf((await browser.get('/users/account')).html)).toBe(
      'You are told of views, wrong passphrases, and expiry by e-mail and webhook.',
    );
  });
});
