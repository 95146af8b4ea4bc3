import { describe, expect, it } from 'vitest';
import { type PushEvent, tokenDigest } from '../../../server/pushes/push-event.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import type { NotifyEvent } from '../../../server/store/records.ts';
import { T0 as HARNESS_T0, harness } from '../harness.ts';
import { ALICE, eventOf, HOOK_SECRET, HOOK_URL, notifierSetup, ORIGIN, T0, TOKEN } from './notifier-setup.ts';

const DIGEST = tokenDigest(TOKEN);

describe('the push notifier', () => {
  it("puts every event of an owned push into its owner's feed, token and name sealed", async () => {
    const { notifier, feed, cipher, deliveries } = await notifierSetup();
    await notifier.events(eventOf('view'));
    const [entry, ...more] = await feed();
    expect(more).toEqual([]);
    expect(entry).toEqual({
      id: 'n1',
      userId: ALICE.id,
      event: 'view',
      urlToken: expect.not.stringContaining(TOKEN),
      name: expect.not.stringContaining('Staging'),
      kind: 'text',
      createdAt: T0 + 60_000,
    });
    expect(cipher.open(entry?.urlToken ?? '')).toBe(TOKEN);
    expect(cipher.open(entry?.name ?? '')).toBe('Staging database');
    // No choices made: the feed only.
    expect(await deliveries()).toEqual([]);
  });

  it('mails the owner and queues a signed-at-send webhook for a view they chose', async () => {
    const { notifier, choose, deliveries, mailOf, webhookOf } = await notifierSetup();
    await choose();
    await notifier.events(eventOf('view'));
    const sent = await deliveries();
    expect(sent.map((d) => [d.channel, d.kind, d.recipient, d.userId])).toEqual([
      ['mail', 'notify-view', 'example.com', ALICE.id],
      ['webhook', 'notify-view', 'hooks.example.net', ALICE.id],
    ]);
    const mail = mailOf(sent);
    expect(mail.to).toBe(ALICE.email);
    expect(mail.subject).toBe('Your push “Staging database” was viewed');
    expect(mail.text).toContain(`Reference: ${DIGEST}.`);
    expect(mail.text).toContain(`${ORIGIN}/d\n`);
    expect(webhookOf(sent)).toEqual({
      url: HOOK_URL,
      secret: HOOK_SECRET,
      id: 'msg_m1',
      body: JSON.stringify({
        type: 'push.viewed',
        timestamp: new Date(T0 + 60_000).toISOString(),
        data: { push: { name: 'Staging database', kind: 'text', token_digest: DIGEST } },
      }),
      contentType: 'application/json',
      headers: {},
    });
  });

  it.each([
    [
      'failed_passphrase',
      'push.failed_passphrase',
      'A wrong passphrase was entered for your push “Staging database”',
    ],
    ['expire', 'push.expired', 'Your push “Staging database” has expired'],
  ] as const)('tells of %s on both channels', async (event, type, subject) => {
    const { notifier, choose, deliveries, mailOf, webhookOf } = await notifierSetup();
    await choose();
    await notifier.events(eventOf(event));
    const sent = await deliveries();
    expect(sent.map((d) => d.kind)).toEqual([
      `notify-${event.replace('_', '-')}`,
      `notify-${event.replace('_', '-')}`,
    ]);
    expect(mailOf(sent).subject).toBe(subject);
    expect(JSON.parse(webhookOf(sent).body).type).toBe(type);
  });

  it('sends nothing for an event the owner did not choose, and only on the channels they set', async () => {
    const { notifier, choose, deliveries, feed } = await notifierSetup();
    await choose({ events: ['expire'] as NotifyEvent[] });
    await notifier.events(eventOf('view'));
    await notifier.events(eventOf('failed_passphrase'));
    expect(await deliveries()).toEqual([]);
    expect((await feed()).map((n) => n.event)).toEqual(['view', 'failed_passphrase']);

    await choose({ byEmail: false });
    await notifier.events(eventOf('view'));
    expect((await deliveries()).map((d) => d.channel)).toEqual(['webhook']);
  });

  it('mails nothing when the server has no SMTP, and the webhook still goes', async () => {
    const { notifier, choose, deliveries } = await notifierSetup({ mail: false });
    await choose();
    await notifier.events(eventOf('view'));
    expect((await deliveries()).map((d) => d.channel)).toEqual(['webhook']);
  });

  it('shapes the webhook as the owner chose and writes its words in their language', async () => {
    const { store, notifier, choose, cipher, deliveries, mailOf, webhookOf } = await notifierSetup();
    await choose({
      webhook: { url: cipher.seal(HOOK_URL), secret: cipher.seal(HOOK_SECRET), format: 'slack' },
    });
    await notifier.events(eventOf('view', { name: '' }));
    expect(JSON.parse(webhookOf(await deliveries()).body)).toEqual({
      text: `Your push “Text, Mar 1, 2026, 8:00 AM UTC” was viewed. (Text, reference ${DIGEST})`,
    });
    await store.setUserLanguage(ALICE.id, 'de');
    await notifier.events(eventOf('expire'));
    const mail = mailOf((await deliveries()).filter((d) => d.kind === 'notify-expire'));
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.subject).not.toContain('expired');
  });

  it('titles an unnamed push by kind and the time it was made, never by its host, note or token', async () => {
    const told: PushEvent[] = [];
    const h = await harness(undefined, { events: async (event) => void told.push(event) });
    const made = await h.create(
      { kind: 'url', payload: 'https://db.internal.example/rotate', note: 'Rotate monthly' },
      h.alice,
    );
    h.clock.now += 3 * 60 * 60_000;
    expect((await h.call('GET', `/api/v2/pushes/${made.url_token}`)).status).toBe(200);
    await h.close();
    const [viewed] = told;
    if (viewed === undefined) throw new Error('the view was not told');
    expect(viewed.push.createdAt).toBe(HARNESS_T0);

    const { notifier, choose, cipher, deliveries, mailOf, webhookOf } = await notifierSetup();
    await choose({
      webhook: { url: cipher.seal(HOOK_URL), secret: cipher.seal(HOOK_SECRET), format: 'slack' },
    });
    await notifier.events({ ...viewed, push: { ...viewed.push, ownerId: ALICE.id } });
    const sent = await deliveries();
    const title = 'URL, Jan 1, 2026, 12:00 AM UTC';
    expect(mailOf(sent).subject).toBe(`Your push “${title}” was viewed`);
    expect(JSON.parse(webhookOf(sent).body)).toEqual({
      text: `Your push “${title}” was viewed. (URL, reference ${tokenDigest(made.url_token)})`,
    });
    const everything = JSON.stringify(sent.map((d) => d.message));
    expect(everything).not.toMatch(new RegExp(`db\\.internal|Rotate|${made.url_token}|Untitled`));
  });

  it('leaves a push with no owner alone: no feed, no notice', async () => {
    const { notifier, feed, store, deliveries } = await notifierSetup();
    await notifier.events(eventOf('view', { ownerId: null }));
    expect(await feed()).toEqual([]);
    expect(await store.listNotifications('', { createdAt: 0, id: '' }, 10)).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });
});

describe('a test notice', () => {
  it('goes to the webhook and by mail, whatever events were chosen, as webhook.test', async () => {
    const { notifier, choose, deliveries, webhookOf } = await notifierSetup();
    await choose({ events: [] });
    const user = { ...ALICE, tokenHash: null, passwordHash: null, createdAt: T0, admin: false };
    expect(await notifier.sendTest(user)).toEqual({ mail: true, webhook: true });
    const sent = await deliveries();
    expect(sent.map((d) => [d.channel, d.kind])).toEqual([
      ['mail', 'notify-test'],
      ['webhook', 'notify-test'],
    ]);
    expect(JSON.parse(webhookOf(sent).body)).toEqual({
      type: 'webhook.test',
      timestamp: new Date(T0 + 120_000).toISOString(),
      data: {},
    });
  });

  it("says which channels it went on, and links the mail to the instance's configured origin", async () => {
    const { notifier, choose, deliveries, mailOf } = await notifierSetup();
    const user = { ...ALICE, tokenHash: null, passwordHash: null, createdAt: T0, admin: false };
    expect(await notifier.sendTest(user)).toEqual({ mail: false, webhook: false });
    await choose({ webhook: null });
    expect(await notifier.sendTest(user)).toEqual({ mail: true, webhook: false });
    expect(mailOf(await deliveries()).text).toContain(`${ORIGIN}/d\n`);
  });

  it('is held while one waits for its first try, and within moments of one a double click queued', async () => {
    const { notifier, choose, deliveries } = await notifierSetup();
    await choose();
    const user = { ...ALICE, tokenHash: null, passwordHash: null, createdAt: T0, admin: false };
    const [first, second] = await Promise.all([notifier.sendTest(user), notifier.sendTest(user)]);
    expect([first, second]).toEqual([{ mail: true, webhook: true }, { held: 'recent' }]);
    expect(await notifier.sendTest(user)).toEqual({ held: 'waiting' });
    expect((await deliveries()).map((d) => d.kind)).toEqual(['notify-test', 'notify-test']);
  });
});

describe('failures', () => {
  it('are logged by their kind, never with the token, the name, the URL or the secret', async () => {
    const store = openMemoryStore();
    const failing = {
      ...store,
      insertNotification: async () => {
        throw Object.assign(new Error(`insert ${TOKEN} Staging database`), { name: 'StoreUnavailableError' });
      },
    };
    const { notifier, choose, deliveries, lines } = await notifierSetup({ store: failing });
    await choose();
    await notifier.events(eventOf('view'));
    // The feed failed; mail and webhook still went.
    expect((await deliveries()).map((d) => d.channel)).toEqual(['mail', 'webhook']);
    expect(lines).toEqual(['notice view: feed failed (StoreUnavailableError)']);
  });

  it('skip a webhook whose settings no longer open, and the mail still goes', async () => {
    const other = await notifierSetup();
    const { store, notifier, choose, deliveries, lines } = await notifierSetup();
    // Sealed under another instance key: a store moved without its key.
    await choose({
      webhook: { url: other.cipher.seal(HOOK_URL), secret: other.cipher.seal(HOOK_SECRET), format: 'ntfy' },
    });
    await notifier.events(eventOf('failed_passphrase'));
    expect((await deliveries()).map((d) => d.channel)).toEqual(['mail']);
    expect(lines).toEqual(['notice failed_passphrase: webhook failed (webhook settings unreadable)']);
    expect(await store.listNotifications(ALICE.id, { createdAt: 0, id: '' }, 10)).toHaveLength(1);
  });

  it('of the store never reach the push service', async () => {
    const store = openMemoryStore();
    const down = async () => {
      throw new Error(`down ${HOOK_URL}`);
    };
    const broken = { ...store, insertNotification: down, findNotificationSettings: down };
    const { notifier, lines } = await notifierSetup({ store: broken });
    await expect(notifier.events(eventOf('expire'))).resolves.toBeUndefined();
    expect(lines).toEqual(['notice expire: feed failed (Error)', 'notice expire: settings failed (Error)']);
    const user = { ...ALICE, tokenHash: null, passwordHash: null, createdAt: T0, admin: false };
    expect(await notifier.sendTest(user)).toEqual({ mail: false, webhook: false });
    expect(lines.join('\n')).not.toMatch(/hooks\.example|whsec|Staging|tok3n/);
  });
});
