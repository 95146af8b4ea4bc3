import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { type AccountSettings, DEFAULT_ACCOUNT_SETTINGS } from '../../server/accounts/account-settings.ts';
import { userAdmin } from '../../server/accounts/user-admin.ts';
import { createApp, discardWith } from '../../server/app.ts';
import { aesGcmCipher } from '../../server/crypto/cipher.ts';
import { localFileStorage } from '../../server/files/local-file-storage.ts';
import { THROTTLE_OFF, type ThrottleLimits } from '../../server/http/throttle.ts';
import type { Counters } from '../../server/limits/counters.ts';
import { memoryCounters } from '../../server/limits/memory-counters.ts';
import type { Logger } from '../../server/log/log.ts';
import type { MailMessage } from '../../server/mail/mailer.ts';
import { countedPushService } from '../../server/metrics/counted-service.ts';
import { createMetrics } from '../../server/metrics/metrics.ts';
import type { ProxyTrust } from '../../server/net/trusted-proxies.ts';
import { DEFAULT_NOTIFY_SETTINGS, type NotifySettings } from '../../server/notifications/notify-settings.ts';
import type { PushEventSink } from '../../server/pushes/push-event.ts';
import { pushFiles } from '../../server/pushes/push-files.ts';
import { type PushServiceDeps, pushService } from '../../server/pushes/service.ts';
import { requestService } from '../../server/requests/request-service.ts';
import { openLowdbStore } from '../../server/store/lowdb-store.ts';
import { openMemoryStore } from '../../server/store/memory-store.ts';
import type { Store } from '../../server/store/port.ts';
import { defaultSettings, type InstanceSettings } from '../../shared/settings.ts';
import type { PushJson } from '../../shared/wire.ts';
import { storedMailer } from '../support/stored-mailer.ts';

export const T0 = Date.parse('2026-01-01T00:00:00.000Z');
export const DAY = 86_400_000;

export interface HarnessOptions {
  /** File storage in a fresh temporary DATA_DIR, wired the way main.ts wires it. */
  files?: boolean;
  bodyLimitBytes?: number;
  /** Peers whose X-Forwarded-* headers count; the app's default when omitted. */
  trustedProxies?: ProxyTrust;
  /** The durable lowdb store on disk in the test's DATA_DIR instead of memory; close it with `close()`. */
  durable?: boolean;
  /** Prometheus metrics at /metrics, wired the way main.ts wires them. */
  metrics?: { token: string | null };
  /** Off unless a test asks: every request of a test comes from the same (empty) address. */
  throttling?: ThrottleLimits;
  /** Where limits and throttles count; fresh memory counters when omitted. */
  counters?: Counters;
  /** A store the test opened (PostgreSQL, say); the test closes it. Wins over `durable`. */
  store?: Store;
  /** Outgoing mail, kept in `mails` instead of sent; without it the app runs as with no SMTP server. */
  mail?: boolean;
  /** Sign-up, a required second factor and single sign-on. */
  accounts?: Partial<AccountSettings>;
  /** Link mails, notices, requests; the defaults (requests off) when omitted. */
  notify?: Partial<NotifySettings>;
  /** Told of push and request events, as the server's notifier is; nobody is told when omitted. */
  events?: PushEventSink;
  /** Whether every worker serves, as a cluster worker's primary answers; a lone process when omitted. */
  allWorkersServing?: () => Promise<boolean>;
}

/** A Secret Push app over an in-memory store, a clock the test moves, and two users with tokens. */
export async function harness(
  configure: (s: InstanceSettings) => void = () => {},
  options: HarnessOptions = {},
) {
  const settings = defaultSettings();
  configure(settings);
  const clock = { now: T0 };
  const now = () => clock.now;
  const instanceKey = randomBytes(32);
  const cipher = aesGcmCipher(instanceKey);
  const lines: string[] = [];
  const logger: Logger = { info: (l) => lines.push(l), error: (l) => lines.push(l) };
  const dataDir = mkdtempSync(join(tmpdir(), 'secret-push-test-'));
  const store =
    options.store ?? (options.durable ? await openLowdbStore({ dataDir, instanceKey }) : openMemoryStore());
  const files = options.files
    ? pushFiles({ storage: localFileStorage(join(dataDir, 'files')), cipher, now, logger })
    : undefined;
  const counters = options.counters ?? memoryCounters();
  let counter = 0;
  const metrics =
    options.metrics === undefined
      ? undefined
      : {
          registry: createMetrics({ storeHealth: () => store.health() }),
          token: options.metrics.token,
        };
  const serviceDeps: PushServiceDeps = {
    store,
    cipher,
    settings,
    now,
    newUrlToken: () => `tok${String(++counter).padStart(4, '0')}${'x'.repeat(20)}`,
    counters,
    ...(files ? { onExpired: files.onExpired, fileLink: files.fileLink } : {}),
    ...(options.events ? { events: options.events } : {}),
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
  });
  const mails: Omit<MailMessage, 'kind'>[] = [];
  const mailing = options.mail
    ? storedMailer({
        store,
        cipher,
        transport: { sendMail: async (mail) => mails.push(mail), close: () => {} },
        from: 'Secret Push <push@push.test>',
        logger,
        now,
      })
    : null;
  const mailer = mailing?.mailer ?? null;
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
    requests,
    // As in the server, one instance key seals pushes, account secrets and feed events alike.
    accountCipher: cipher,
  });
  const admin = userAdmin(store, now);
  const alice = await admin.add('alice@example.com');
  const bob = await admin.add('bob@example.com');

  const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`http://push.test${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown), res };
  };
  const create = async (push: Record<string, unknown>, token?: string) => {
    const { status, body } = await call('POST', '/api/v2/pushes', { token, body: { push } });
    if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`);
    return body as PushJson;
  };
  /** The kinds of a push's audit entries (its first page), oldest first: the API sends them newest first. */
  const auditKinds = async (urlToken: string) => {
    const { body } = await call('GET', `/api/v2/pushes/${urlToken}/audit`, { token: alice });
    return (body as { logs: { kind: string }[] }).logs.map((l) => l.kind).reverse();
  };
  return {
    auditKinds,
    app,
    store,
    settings,
    clock,
    service,
    requests,
    cipher,
    instanceKey,
    files,
    dataDir,
    admin,
    alice,
    bob,
    call,
    create,
    logLines: lines,
    /** What the app mailed, oldest first (with the `mail` option). */
    mails,
    close: async () => {
      await mailing?.runner.stop();
      mailer?.close();
      await store.close();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof harness>>;

/** Opens apps over the durable store on disk, each closed after its test; call it at a test file's top level. */
export function durableHarnesses() {
  const opened: Harness[] = [];
  afterEach(async () => {
    for (const h of opened.splice(0)) await h.close();
  });
  return async (configure?: (s: InstanceSettings) => void) => {
    const h = await harness(configure, { durable: true });
    opened.push(h);
    return h;
  };
}
