import { describe, expect, it } from 'vitest';
import { webClient } from '../web-client.ts';
import { signedInOnNotifications } from './signed-in.ts';

const CHOICES = { event_view: 'on', event_expire: 'on', webhook_format: 'ntfy' };

const REFUSED: [string, string, string][] = [
  ['loopback', 'http://127.0.0.1:8080/hook', 'private, loopback or link-local network'],
  ['loopback by IPv6', 'http://[::1]/hook', 'private, loopback or link-local network'],
  ['private', 'https://10.20.30.40/hook', 'private, loopback or link-local network'],
  [
    'link-local (cloud metadata)',
    'http://169.254.169.254/latest/meta-data',
    'private, loopback or link-local network',
  ],
  ['another scheme', 'ftp://203.0.113.7/hook', 'A webhook address starts with https:// or http://.'],
  ['script', 'javascript:alert(1)', 'A webhook address starts with https:// or http://.'],
  [
    'credentials',
    'https://user:pass@203.0.113.7/hook',
    'Leave the user name and password out of the address.',
  ],
  [
    'not an address',
    'hooks example',
    'Enter a whole address, such as https://hooks.example.com/secret-push.',
  ],
  ['too long', `https://203.0.113.7/${'a'.repeat(2_000)}`, 'Enter a whole address'],
];

describe('the notifications page refuses', () => {
  it.each(REFUSED)(
    'a webhook address that is %s, beside the field, keeping what was typed and saving nothing',
    async (_, url, said) => {
      const { h, browser, alice } = await signedInOnNotifications();
      const res = await browser.post('/users/notifications', { ...CHOICES, webhook_url: url });
      expect(res.status).toBe(422);
      expect(res.html).toMatch(
        new RegExp(
          `<p class="error" id="webhook_url-error" role="alert">[^<]*${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        ),
      );
      expect(res.html).toMatch(
        /id="webhook_url"[^>]*aria-describedby="webhook_url-hint webhook_url-error" aria-invalid="true"/,
      );
      const typed = url.length > 2_000 ? url.slice(0, 2_001) : url;
      expect(res.html).toContain(`value="${typed.replace(/&/g, '&amp;')}"`);
      expect(res.html).toContain('name="event_view" value="on" checked>');
      expect(res.html).toContain('name="event_failed_passphrase" value="on">');
      expect(res.html).toContain('<option value="ntfy" selected>ntfy</option>');
      expect(await h.store.findNotificationSettings(alice.id)).toBeUndefined();
    },
  );

  it('a host name with no address, saying so', async () => {
    const { browser } = await signedInOnNotifications();
    const res = await browser.post('/users/notifications', {
      ...CHOICES,
      webhook_url: 'https://no-such-host.invalid/hook',
    });
    expect([res.status, res.html.includes('No address was found for this host name.')]).toEqual([422, true]);
  });

  it('nothing in the networks the administrator allows', async () => {
    const { h, browser, alice } = await signedInOnNotifications({
      notify: { webhookAllowedNetworks: ['127.0.0.1/32', '10.0.0.0/8'] },
    });
    for (const url of ['http://127.0.0.1:8080/hook', 'https://10.20.30.40/hook']) {
      const res = await browser.post('/users/notifications', { ...CHOICES, webhook_url: url });
      expect([res.status, res.headers.get('location')]).toEqual([303, '/users/notifications?done=saved']);
      expect(h.cipher.open((await h.store.findNotificationSettings(alice.id))?.webhook?.url ?? '')).toBe(url);
    }
    const outside = await browser.post('/users/notifications', {
      ...CHOICES,
      webhook_url: 'http://192.168.1.1/hook',
    });
    expect(outside.status).toBe(422);
  });

  it('a signed-out visitor, sending them to sign in', async () => {
    const { app } = await signedInOnNotifications();
    const visitor = webClient(app);
    for (const [method, path] of [
      ['GET', '/users/notifications'],
      ['GET', '/users/notifications/deliveries'],
      ['POST', '/users/notifications'],
      ['POST', '/users/notifications/secret'],
      ['POST', '/users/notifications/remove'],
      ['POST', '/users/notifications/test'],
    ] as const) {
      const res =
        method === 'GET'
          ? await visitor.get(path)
          : await visitor.postRaw(path, { webhook_url: 'https://203.0.113.7/' });
      // The list alone is no page to land on: its own address returns to the whole page.
      const page = path === '/users/notifications/deliveries' ? '/users/notifications' : path;
      const back =
        method === 'GET' ? `/users/sign_in?return_to=${encodeURIComponent(page)}` : '/users/sign_in';
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 303, back]);
    }
  });

  it('a form without its CSRF token, as a cross-site form would send it', async () => {
    const { h, browser, alice } = await signedInOnNotifications();
    await browser.post('/users/notifications', { event_view: 'on', webhook_url: 'https://203.0.113.7/hook' });
    const before = await h.store.findNotificationSettings(alice.id);
    for (const path of ['', '/secret', '/remove', '/test']) {
      const res = await browser.postRaw(`/users/notifications${path}`, {
        event_expire: 'on',
        webhook_url: 'https://198.51.100.1/',
      });
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.html).toContain('This form has expired');
    }
    expect(await h.store.findNotificationSettings(alice.id)).toEqual(before);
    expect(await h.store.listUserDeliveries(alice.id, 10)).toEqual([]);
  });

  it('mail without SMTP: the box is off with a sentence why, and a posted one changes nothing', async () => {
    const { h, browser, alice } = await signedInOnNotifications();
    const page = await browser.get('/users/notifications');
    expect(page.html).toContain('name="by_email" value="on" disabled aria-describedby="no-mail">');
    expect(page.html).toContain(
      '<p class="muted" id="no-mail">E-mail notices are not available: this server has no mail server set up. Your administrator can set one up.</p>',
    );
    await browser.post('/users/notifications', { event_view: 'on', by_email: 'on', webhook_url: '' });
    expect(await h.store.findNotificationSettings(alice.id)).toMatchObject({
      events: ['view'],
      byEmail: false,
    });
    expect((await browser.get('/users/notifications')).html).not.toContain('/users/notifications/test');

    const mail = await signedInOnNotifications({ mail: true });
    const offered = await mail.browser.get('/users/notifications');
    expect(offered.html).toContain(
      '<input type="checkbox" name="by_email" value="on"> <span>E-mail to <strong>alice@example.com</strong></span>',
    );
    expect(offered.html).not.toContain('id="no-mail"');
    await mail.browser.post('/users/notifications', { event_view: 'on', by_email: 'on', webhook_url: '' });
    expect(await mail.h.store.findNotificationSettings(mail.alice.id)).toMatchObject({
      byEmail: true,
      webhook: null,
    });
  });
});
