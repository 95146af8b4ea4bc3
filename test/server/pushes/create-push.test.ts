import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { translatorFor } from '../../../server/i18n/translator.ts';
import { memoryCounters } from '../../../server/limits/memory-counters.ts';
import type { Logger } from '../../../server/log/log.ts';
import { DEFAULT_NOTIFY_SETTINGS } from '../../../server/notifications/notify-settings.ts';
import { type AskedPush, createPush } from '../../../server/pushes/create-push.ts';
import { linkMails } from '../../../server/pushes/link-mails.ts';
import { type PushService, pushService } from '../../../server/pushes/service.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import type { UserRecord } from '../../../server/store/records.ts';
import { defaultSettings } from '../../../shared/settings.ts';
import { storedMailer } from '../../support/stored-mailer.ts';
import { T0 } from '../harness.ts';

const AUDIT = { ip: '203.0.113.7', userAgent: 'test', referrer: '' };
const NO_PROBLEMS = { recipients: [], locale: [], base: [] };
const english = translatorFor('en');

/** The use case over the real memory store and push service, link mails on with a cap of `perDay`. */
async function creation(perDay = 3) {
  const store = openMemoryStore();
  const cipher = aesGcmCipher(randomBytes(32));
  const settings = defaultSettings();
  const counters = memoryCounters();
  const now = () => T0;
  const logger: Logger = { info: () => {}, error: () => {} };
  let tokens = 0;
  const newUrlToken = () => `tok${++tokens}${'x'.repeat(20)}`;
  const service = pushService({ store, cipher, settings, now, newUrlToken, counters });
  const transport = { sendMail: async () => {}, close: () => {} };
  const { mailer } = storedMailer({ store, cipher, transport, from: 'push@push.test', logger, now });
  const notify = { ...DEFAULT_NOTIFY_SETTINGS, linkMailsPerDay: perDay };
  const mails = linkMails({ mailer, counters, notify, now, logger });
  await userAdmin(store, now).add('alice@example.com');
  const alice = (await store.findUserByEmail('alice@example.com')) as UserRecord;
  const deps = { service, settings, linkMails: mails };
  const asked = (fields: Record<string, unknown>, more: Partial<AskedPush> = {}): AskedPush => ({
    fields: { kind: 'text', payload: 'the secret', ...fields },
    files: [],
    actor: { user: alice, audit: AUDIT },
    mailWords: english,
    ...more,
  });
  const queuedMails = () => store.listUserDeliveries(alice.id, 20);
  return { store, service, deps, alice, asked, queuedMails, pushed: () => tokens };
}

describe('createPush', () => {
  it('stores the push as the rules read it, then mails its link to each address counted', async () => {
    const { store, deps, asked, queuedMails } = await creation();
    const made = await createPush(
      deps,
      asked({ expire_after_views: '3', notify_emails_to: 'dana@example.net, eve@example.org' }),
    );
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.mailed).toBe(2);
    expect(made.input).toMatchObject({ kind: 'text', payload: 'the secret', expireAfterViews: 3 });
    expect(await store.findPush(made.push.urlToken)).toMatchObject({ kind: 'text', expireAfterViews: 3 });
    expect(made.view).toMatchObject({ urlToken: made.push.urlToken, expireAfterViews: 3 });
    await vi.waitFor(async () =>
      expect((await queuedMails()).map((m) => [m.kind, m.recipient]).sort()).toEqual([
        ['link-mail', 'example.net'],
        ['link-mail', 'example.org'],
      ]),
    );
  });

  it('refuses bad fields as a value, every problem at once, and stores, counts and mails nothing', async () => {
    const { deps, asked, queuedMails, pushed } = await creation(1);
    const refused = await createPush(
      deps,
      asked(
        { payload: '', notify_emails_to: 'not an address' },
        { readErrors: { files: ['Choose a file.'] } },
      ),
    );
    expect(refused).toEqual({
      ok: false,
      rules: { status: 422, body: { payload: ['Payload is required.'] } },
      linkMails: { ...NO_PROBLEMS, recipients: ['invalid'] },
      readErrors: { files: ['Choose a file.'] },
    });
    expect(pushed()).toBe(0);
    // Nothing was counted: the one mail a day is still there to send.
    expect(await createPush(deps, asked({ notify_emails_to: 'dana@example.net' }))).toMatchObject({
      mailed: 1,
    });
    await vi.waitFor(async () => expect(await queuedMails()).toHaveLength(1));
  });

  it('refuses a push on what its door found alone, before counting any mail', async () => {
    const { deps, asked, pushed } = await creation(1);
    const readErrors = { sealed: ['Sealing needs the page script.'] };
    const refused = await createPush(deps, asked({ notify_emails_to: 'dana@example.net' }, { readErrors }));
    expect(refused).toEqual({ ok: false, rules: null, linkMails: NO_PROBLEMS, readErrors });
    expect(pushed()).toBe(0);
    expect(await createPush(deps, asked({ notify_emails_to: 'dana@example.net' }))).toMatchObject({
      ok: true,
    });
  });

  it('refuses a push whose mails would pass the daily cap, and stores nothing', async () => {
    const { deps, asked, pushed } = await creation(2);
    expect(await createPush(deps, asked({ notify_emails_to: 'dana@example.net' }))).toMatchObject({
      ok: true,
    });
    const refused = await createPush(deps, asked({ notify_emails_to: 'eve@example.org, fay@example.org' }));
    expect(refused).toEqual({
      ok: false,
      rules: null,
      linkMails: { ...NO_PROBLEMS, base: ['daily_cap'] },
      readErrors: {},
    });
    expect(pushed()).toBe(1);
    // All or none: the one mail left today is still there, and a push without addresses passes.
    expect(await createPush(deps, asked({ notify_emails_to: 'eve@example.org' }))).toMatchObject({
      mailed: 1,
    });
    expect(await createPush(deps, asked({}))).toMatchObject({ ok: true, mailed: 0 });
  });

  it('gives back the mails counted for a push the store failed to take, and mails none of them', async () => {
    const { deps, service, asked, queuedMails } = await creation(2);
    const failing: Pick<PushService, 'create'> = {
      create: async () => {
        throw new Error('disk full');
      },
    };
    const twoAddresses = asked({ notify_emails_to: 'dana@example.net, eve@example.org' });
    await expect(createPush({ ...deps, service: failing }, twoAddresses)).rejects.toThrow('disk full');
    expect(await queuedMails()).toEqual([]);
    expect(await createPush({ ...deps, service }, twoAddresses)).toMatchObject({ ok: true, mailed: 2 });
  });

  it('answers a parameter that is no push at all as such, with the link mail problems beside it', async () => {
    const { deps, asked } = await creation();
    const notAPush = { ...asked({}), fields: [] as unknown as Record<string, unknown> };
    expect(await createPush(deps, notAPush)).toEqual({
      ok: false,
      rules: { status: 400, body: { error: 'param is missing or the value is empty or invalid: push' } },
      linkMails: NO_PROBLEMS,
      readErrors: {},
    });
  });

  it('refuses link mails where none are available, as unavailable', async () => {
    const { deps, asked } = await creation();
    const refused = await createPush(
      { service: deps.service, settings: deps.settings },
      asked({ notify_emails_to: 'dana@example.net' }),
    );
    expect(refused).toMatchObject({
      ok: false,
      rules: null,
      linkMails: { recipients: ['unavailable'], locale: [], base: ['unavailable'] },
    });
  });

  it('stores a push its maker already settled, by its own terms rather than the instance rules', async () => {
    const { store, deps, alice, asked } = await creation();
    deps.settings.kinds.text.expireAfterViews.max = 1;
    expect(await createPush(deps, asked({ expire_after_views: '3' }))).toMatchObject({
      ok: false,
      rules: { status: 422, body: { expire_after_views: ['must be between 1 and 1'] } },
    });
    const push = {
      kind: 'text' as const,
      payload: 'the answer',
      passphrase: '',
      name: 'VPN',
      note: '',
      expireAfterDays: 2,
      expireAfterViews: 3,
      lifetimeMs: 90 * 60_000,
      retrievalStep: false,
      deletableByViewer: false,
    };
    const made = await createPush(deps, { push, files: [], actor: { user: alice, audit: AUDIT } });
    expect(made).toMatchObject({ ok: true, input: push, mailed: 0 });
    expect(await store.findPush(made.push.urlToken)).toMatchObject({
      kind: 'text',
      ownerId: alice.id,
      expireAfterViews: 3,
      expiresAt: T0 + 90 * 60_000,
    });
  });
});
