import { describe, expect, it } from 'vitest';
import { delivery, deliveryRows, signedInOnNotifications } from './signed-in.ts';

const MINUTE = 60_000;

describe('the deliveries on the notifications page', () => {
  it('lists the user’s own, newest first, with what, where and how each went', async () => {
    const { h, browser, alice } = await signedInOnNotifications();
    const t0 = h.clock.now;
    const bob = await h.store.findUserByEmail('bob@example.com');
    for (const made of [
      delivery(alice.id, t0, { kind: 'password-reset' }),
      delivery(alice.id, t0 + MINUTE, {
        channel: 'webhook',
        kind: 'notify-view',
        recipient: 'hooks.example.net',
        status: 'pending',
        attempts: 2,
        nextAttemptAt: t0 + 3 * MINUTE,
        lastError: 'ECONNREFUSED',
        doneAt: null,
      }),
      delivery(alice.id, t0 + 2 * MINUTE, {
        channel: 'webhook',
        kind: 'notify-expire',
        recipient: '203.0.113.7:8443',
        status: 'failed',
        attempts: 9,
        lastError: 'http 500',
      }),
      delivery(alice.id, t0 + 3 * MINUTE, {
        kind: 'a-kind-of-tomorrow',
        status: 'pending',
        attempts: 0,
        doneAt: null,
      }),
      delivery(bob?.id ?? '', t0 + 4 * MINUTE, { kind: 'invitation', recipient: 'bob.example' }),
    ])
      await h.store.insertDelivery(made);

    const page = await browser.get('/users/notifications');
    expect(page.html).toContain('<p class="muted">The latest 50 mails and webhook calls about your account');
    expect(deliveryRows(page.html)).toEqual([
      ['Jan 1, 2026, 12:03 AM UTC', 'E-mail', 'a-kind-of-tomorrow', 'example.com', 'Waiting to be sent', '0'],
      [
        'Jan 1, 2026, 12:02 AM UTC',
        'Webhook',
        'Notice of an expiry',
        '203.0.113.7:8443',
        'Failed: http 500',
        '9',
      ],
      [
        'Jan 1, 2026, 12:01 AM UTC',
        'Webhook',
        'Notice of a view',
        'hooks.example.net',
        'Waiting for try 3 at Jan 1, 2026, 12:03 AM UTC (last error: ECONNREFUSED)',
        '2',
      ],
      ['Jan 1, 2026, 12:00 AM UTC', 'E-mail', 'Password reset', 'example.com', 'Delivered', '1'],
    ]);
    expect(page.html).toContain('<code>a-kind-of-tomorrow</code>');
    expect(page.html).toContain('<td data-label="Outcome">');
  });

  it('shows the latest 50, and says so when there are none', async () => {
    const { h, browser, alice } = await signedInOnNotifications();
    expect((await browser.get('/users/notifications')).html).toContain(
      '<p>Nothing has been sent about your account yet.</p>',
    );
    for (let i = 0; i < 55; i += 1)
      await h.store.insertDelivery(delivery(alice.id, h.clock.now + i * 1_000, {}));
    const rows = deliveryRows((await browser.get('/users/notifications')).html);
    expect(rows).toHaveLength(50);
    expect(rows[0]?.[0]).toBe('Jan 1, 2026, 12:00 AM UTC');
  });

  it('sends a test on the channels saved and lists it as waiting to be sent', async () => {
    const { h, browser, alice } = await signedInOnNotifications({ mail: true });
    await browser.post('/users/notifications', {
      by_email: 'on',
      webhook_url: 'https://203.0.113.7/hooks/abc',
      webhook_format: 'standard',
    });
    const page = await browser.get('/users/notifications');
    expect(page.html).toContain('<button class="secondary" type="submit">Send a test</button>');
    const sent = await browser.post('/users/notifications/test');
    expect([sent.status, sent.headers.get('location')]).toEqual([303, '/users/notifications?done=test']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = await browser.get('/users/notifications?done=test');
    expect(after.html).toContain('Test queued. It shows in the deliveries below once it has been tried.');
    expect(
      deliveryRows(after.html)
        .map((row) => row.slice(1, 5))
        .sort(),
    ).toEqual([
      ['E-mail', 'Test', 'example.com', 'Waiting to be sent'],
      ['Webhook', 'Test', '203.0.113.7', 'Waiting to be sent'],
    ]);
    expect((await h.store.listUserDeliveries(alice.id, 10)).map((d) => d.kind)).toEqual([
      'notify-test',
      'notify-test',
    ]);
  });

  it('sends one test at a time: none while one waits to be tried, and none within 20 s of the last', async () => {
    const { h, browser, alice } = await signedInOnNotifications({ mail: true });
    await browser.post('/users/notifications', { webhook_url: 'https://203.0.113.7/hooks/abc' });
    expect((await browser.post('/users/notifications/test')).status).toBe(303);
    const waiting = await browser.post('/users/notifications/test');
    expect(waiting.status).toBe(429);
    expect(waiting.html).toContain(
      '<p class="error" id="action-error" role="alert">A test is still waiting to be sent: it shows in the deliveries below once it has been tried.</p>',
    );
    const [test] = await h.store.listUserDeliveries(alice.id, 10);
    await h.store.finishDelivery(test?.id ?? '', { status: 'delivered' }, h.clock.now);
    h.clock.now += 19_000;
    const soon = await browser.post('/users/notifications/test');
    expect(soon.status).toBe(429);
    expect(soon.html).toContain('You sent a test a moment ago. Wait a few seconds before sending another.');
    h.clock.now += 1_000;
    expect((await browser.post('/users/notifications/test')).status).toBe(303);
    expect((await h.store.listUserDeliveries(alice.id, 10)).map((d) => [d.kind, d.status])).toEqual([
      ['notify-test', 'pending'],
      ['notify-test', 'delivered'],
    ]);
  });

  it('gives its script the list again while a delivery is on its way, and says it refreshes itself', async () => {
    const { h, browser, alice } = await signedInOnNotifications({ mail: true });
    await browser.post('/users/notifications', { webhook_url: 'https://203.0.113.7/hooks/abc' });
    await browser.post('/users/notifications/test');
    const page = await browser.get('/users/notifications?done=test');
    expect(page.headers.get('content-security-policy')).toMatch(/; connect-src 'self'$/);
    expect(page.html).toContain('<div id="deliveries" data-refresh="/users/notifications/deliveries">');
    expect(page.html).toContain(
      '<p class="muted" data-updating hidden>Some are still on their way: this list updates by itself.</p>',
    );
    expect(page.html).toContain(
      '<noscript><form method="get" action="/users/notifications#deliveries-heading">',
    );
    expect(page.html).toContain("getElementById('deliveries')");

    const pending = await browser.get('/users/notifications/deliveries');
    expect(pending.status).toBe(200);
    expect(
      pending.html.startsWith('<div id="deliveries" data-refresh="/users/notifications/deliveries">'),
    ).toBe(true);
    expect(deliveryRows(pending.html).map((row) => row.slice(1, 5))).toEqual([
      ['Webhook', 'Test', '203.0.113.7', 'Waiting to be sent'],
    ]);
    const [test] = await h.store.listUserDeliveries(alice.id, 10);
    await h.store.finishDelivery(test?.id ?? '', { status: 'delivered' }, h.clock.now);
    const done = await browser.get('/users/notifications/deliveries');
    expect(done.html.startsWith('<div id="deliveries"><h2 id="deliveries-heading">')).toBe(true);
    expect(done.html).not.toContain('data-updating');
    expect(deliveryRows(done.html).map((row) => row[4])).toEqual(['Delivered']);
    // A retry hours away leaves the list still: nothing is about to change.
    await h.store.insertDelivery(
      delivery(alice.id, h.clock.now, {
        status: 'pending',
        attempts: 3,
        nextAttemptAt: h.clock.now + 10 * MINUTE,
      }),
    );
    expect((await browser.get('/users/notifications/deliveries')).html).not.toContain('data-refresh');
  });

  it('refuses a test with nowhere to send it', async () => {
    const { browser } = await signedInOnNotifications({ mail: true });
    await browser.post('/users/notifications', { event_view: 'on', webhook_url: '' });
    expect((await browser.get('/users/notifications')).html).not.toContain('Send a test');
    const res = await browser.post('/users/notifications/test');
    expect(res.status).toBe(422);
    expect(res.html).toContain(
      '<p class="error" id="action-error" role="alert">There is nowhere to send a test: choose e-mail or save a webhook first.</p>',
    );
  });
});
