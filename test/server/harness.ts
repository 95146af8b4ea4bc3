import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../server/accounts/account-settings.ts';
import { userAdmin } from '../../server/accounts/user-admin.ts';
import { activityRecorder } from '../../server/activity/activity-recorder.ts';
import { createApp, discardWith } from '../../server/app.ts';
import { aesGcmCipher } from '../../server/crypto/cipher.ts';
import { localFileStorage } from '../../server/files/local-file-storage.ts';
import { THROTTLE_OFF } from '../../server/http/throttle.ts';
import { memoryCounters } from '../../server/limits/memory-counters.ts';
import type { Logger } from '../../server/log/log.ts';
import { countedPushService } from '../../server/metrics/counted-service.ts';
import { createMetrics } from '../../server/metrics/metrics.ts';
import { pushNotifier } from '../../server/notifications/notifier.ts';
import { DEFAULT_NOTIFY_SETTINGS } from '../../server/notifications/notify-settings.ts';
import { pushFiles } from '../../server/pushes/push-files.ts';
import { type PushServiceDeps, pushService } from '../../server/pushes/service.ts';
import { requestService } from '../../server/requests/request-service.ts';
import { openLowdbStore } from '../../server/store/lowdb-store.ts';
import { openMemoryStore } from '../../server/store/memory/memory-store.ts';
import type { Store } from '../../server/store/port.ts';
import { keptGateKinds } from '../../shared/gate.ts';
import { defaultSettings, type InstanceSettings } from '../../shared/settings.ts';
import { testMail } from '../support/test-mail.ts';
import { apiCalls } from './api-calls.ts';
import { testBrandSource } from './harness-brand.ts';
import type { HarnessOptions, StorePlace } from './harness-options.ts';
import { testPolicySource } from './harness-policy.ts';

export const T0 = Date.parse('2026-01-01T00:00:00.000Z');
export const DAY = 86_400_000;

export type { HarnessOptions, ServerShare, StorePlace } from './harness-options.ts';

/** Every test's Secret Push app: an in-memory store unless told otherwise, a clock the test moves, alice and bob with tokens. */
export async function harness(
  configure: (s: InstanceSettings) => void = () => {},
  options: HarnessOptions = {},
) {
  const settings = defaultSettings();
  configure(settings);
  const clock = { now: T0 };
  const now = () => clock.now;
  const shared = options.sharedWith;
  const instanceKey = shared?.instanceKey ?? randomBytes(32);
  const cipher = aesGcmCipher(instanceKey);
  // Derived from the instance key, so a second process of one server keeps the same digests (gate codes, say).
  const digestKey = createHash('sha256').update(instanceKey).update('account digests').digest();
  const lines: string[] = [];
  const logger: Logger = { info: (l) => lines.push(l), error: (l) => lines.push(l) };
  const dataDir = mkdtempSync(join(tmpdir(), 'secret-push-test-'));
  const store = shared?.store ?? (await openedStore(options, { dataDir, instanceKey, logger }));
  const storage = options.files === true ? localFileStorage(join(dataDir, 'files')) : options.files;
  const files = storage ? pushFiles({ storage, keys: store, cipher, now, logger }) : undefined;
  const counters = options.counters ?? memoryCounters();
  // A second process numbers its pushes apart, so both can make pushes in the one store.
  const prefix = shared === undefined ? 'tok' : 'two';
  let counter = 0;
  const metrics =
    options.metrics === undefined
      ? undefined
      : {
          registry: createMetrics({ storeHealth: () => store.health() }),
          token: options.metrics.token,
        };
  const mailChoice = options.mail === true ? 'kept' : options.mail || 'none';
  const policy = testPolicySource(store, now, settings, {
    ...options,
    gateKinds: keptGateKinds(mailChoice !== 'none'),
    logger,
  });
  // As in the server: one recorder for the services and the app.
  const activity = activityRecorder({ store, now, logger });
  const serviceDeps: PushServiceDeps = {
    store,
    cipher,
    settings,
    policy,
    now,
    newUrlToken: () => `${prefix}${String(++counter).padStart(4, '0')}${'x'.repeat(20)}`,
    counters,
    ...(files
      ? { onExpired: files.onExpired, fileLink: files.fileLink, checkFiles: files.checkServable }
      : {}),
    ...(options.events ? { events: options.events } : {}),
    activity,
    // As in the server: an e-mail gate only where mail goes out.
    gateKinds: policy.gateKinds,
  };
  const service = metrics ? countedPushService(serviceDeps, metrics.registry) : pushService(serviceDeps);
  let requestCounter = 0;
  // Made here, as the server makes it, so tests can answer and sweep through the app's own service.
  const requests = requestService({
    requests: store,
    users: store,
    pushes: service,
    cipher,
    settings,
    counters,
    now,
    newUrlToken: () => `req${String(++requestCounter).padStart(4, '0')}${'y'.repeat(20)}`,
    ...(options.events ? { events: options.events } : {}),
    ...(files ? { discardFiles: discardWith(files) } : {}),
    activity,
  });
  const brand = testBrandSource(store, now, options);
  const mail = await testMail(mailChoice, {
    store,
    cipher,
    logger,
    now,
    ...(shared === undefined ? {} : { sharedSmtp: shared.smtp }),
    brand: brand.latest,
  });
  const { mailer } = mail;
  const notifier = options.notifier
    ? pushNotifier({ store, cipher, outbox: mail.outbox, mailer, logger, now })
    : undefined;
  const app = createApp({
    store,
    service,
    settings,
    secretPushVersion: '0.1.0',
    logger,
    bodyLimitBytes: options.bodyLimitBytes ?? 5 * 1024 * 1024,
    throttling: options.throttling ?? THROTTLE_OFF,
    counters,
    now,
    ...(files ? { files } : {}),
    ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
    ...(options.allWorkersServing ? { allWorkersServing: options.allWorkersServing } : {}),
    ...(metrics ? { metrics } : {}),
    ...(mailer ? { mailer } : {}),
    ...(options.accounts ? { accounts: { ...DEFAULT_ACCOUNT_SETTINGS, ...options.accounts } } : {}),
    ...(options.notify ? { notify: { ...DEFAULT_NOTIFY_SETTINGS, ...options.notify } } : {}),
    ...(notifier ? { notifier } : {}),
    requests,
    // As in the server, one instance key seals pushes, account secrets and feed events alike.
    accountCipher: cipher,
    accountDigestKey: digestKey,
    brand,
    activity,
  });
  const admin = userAdmin(store, now);
  const users = shared === undefined ? (options.users ?? 'alice and bob') : 'none';
  const alice = users === 'none' ? '' : await admin.add('alice@example.com');
  const bob = users === 'alice and bob' ? await admin.add('bob@example.com') : '';

  const { call, create, auditKinds } = apiCalls(app, alice);
  return {
    auditKinds,
    app,
    store,
    settings,
    /** The policy in force, as the app reads it from the store. */
    policy,
    /** The brand in force, as the app and its mailer read it from the store. */
    brand,
    clock,
    service,
    requests,
    cipher,
    instanceKey,
    digestKey,
    files,
    dataDir,
    admin,
    alice,
    bob,
    call,
    create,
    logLines: lines,
    /** What the app mailed, oldest first (with `mail: true`). */
    mails: mail.kept,
    /** The SMTP server on loopback that received the app's mail (with `mail: 'smtp'`). */
    smtp: mail.smtp,
    /** The delivery runner: its `runDue()` sends what waits now; null when nothing sends mail. */
    runner: mail.runner,
    counters,
    close: async () => {
      await mail.close();
      if (shared === undefined) await store.close();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof harness>>;

async function openedStore(options: HarnessOptions, place: StorePlace): Promise<Store> {
  if (typeof options.store === 'function') return options.store(place);
  if (options.store !== undefined) return options.store;
  return options.durable
    ? openLowdbStore({ dataDir: place.dataDir, instanceKey: place.instanceKey })
    : openMemoryStore();
}

/**
 * Opens apps, each closed after its test, the last opened first (a second process lets go of what
 * it shares before the first closes it); call it at a test file's or helper's top level.
 */
export function harnessesClosedAfterEach(defaults: HarnessOptions = {}) {
  const opened: Harness[] = [];
  afterEach(async () => {
    for (const h of opened.splice(0).reverse()) await h.close();
  });
  return async (configure?: (s: InstanceSettings) => void, options: HarnessOptions = {}) => {
    const h = await harness(configure, { ...defaults, ...options });
    opened.push(h);
    return h;
  };
}

/** Opens apps over the durable store on disk, each closed after its test; call it at a test file's top level. */
export function durableHarnesses() {
  const open = harnessesClosedAfterEach({ durable: true });
  return (configure?: (s: InstanceSettings) => void) => open(configure);
}
