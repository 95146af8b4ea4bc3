import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { keptGateKinds } from '../shared/gate.ts';
import { commandLineLog } from './accounts/account-log.ts';
import { userAdmin } from './accounts/user-admin.ts';
import { activityRecorder } from './activity/activity-recorder.ts';
import { removeExpiredActivity } from './activity/activity-retention.ts';
import { activityCutoffs } from './activity/activity-settings.ts';
import { startActivityStreams } from './activity/activity-streams.ts';
import { rotateKeyCommand } from './admin/key-rotation.ts';
import { serveAdminSocket } from './admin/socket-server.ts';
import { createApp, discardWith, sessionLength } from './app.ts';
import { wholeMetricsOf } from './cluster/cluster-metrics.ts';
import { askAllServing } from './cluster/whole-server-up.ts';
import type { ServerConfig } from './config.ts';
import { newSecretToken } from './crypto/tokens.ts';
import { DeliveryRunner } from './deliveries/delivery-runner.ts';
import { deliveryOutbox } from './deliveries/outbox.ts';
import { webhookSender } from './deliveries/webhook-sender.ts';
import { startHousekeeping } from './housekeeping.ts';
import type { Logger } from './log/log.ts';
import { openMailer } from './mail/open-mailer.ts';
import { countedPushService } from './metrics/counted-service.ts';
import { createMetrics } from './metrics/metrics.ts';
import { parseTrustedProxies } from './net/trusted-proxies.ts';
import { pushNotifier } from './notifications/notifier.ts';
import type { DataStore } from './open-data-store.ts';
import { openFileStorage } from './open-file-storage.ts';
import { brandSource, fixedBrandSettings } from './pushes/brand-source.ts';
import { policySource } from './pushes/policy-source.ts';
import { pushFiles } from './pushes/push-files.ts';
import { type PushServiceDeps, pushService } from './pushes/service.ts';
import { requestService } from './requests/request-service.ts';
import { verifyActivity } from './store/activity/verify-activity.ts';
import { SessionStore } from './web/chrome/session-store.ts';
import { accountDigestKey, createdMarkerKey } from './web/pushes/created-marker.ts';

/** Delivered and given-up deliveries stay listed on the account page this long. */
const DONE_DELIVERIES_KEPT_MS = 30 * 24 * 60 * 60_000;
/** The extension reads its feed at least daily; a week covers a browser left closed over a holiday. */
const NOTIFICATIONS_KEPT_MS = 7 * 24 * 60 * 60_000;
/** Answered and closed requests stay listed for their requester this long (their answers expire by their own limits). */
const ENDED_REQUESTS_KEPT_MS = 90 * 24 * 60 * 60_000;

export interface ServingApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  /** On SIGTERM, before the requests in flight finish: timers and the account socket stop. */
  stopping(): void;
  /** Once the requests in flight have finished: file removals under way end, then the store closes. */
  finish(): Promise<void>;
}

/** The whole server over an opened store: the app, the account socket and the housekeeping. */
export async function servingApp(data: DataStore, config: ServerConfig, logger: Logger): Promise<ServingApp> {
  const { store, cipher, linkKey, counters, shared } = data;
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const storage = await openFileStorage(config).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  const files = pushFiles({
    storage,
    keys: store,
    cipher,
    now: Date.now,
    logger,
    linkKey,
  });
  const metrics =
    config.metrics === null
      ? undefined
      : {
          registry: createMetrics({
            storeHealth: () => store.health(),
            acrossWorkers: cluster.isWorker ? wholeMetricsOf : undefined,
          }),
          token: config.metrics.token,
        };
  const outbox = deliveryOutbox({ store, cipher, now: Date.now, queued: () => deliveries.wake() });
  const brand = brandSource({
    store,
    settings: { ...fixedBrandSettings(config.brand), pins: config.brandPins ?? {} },
    now: Date.now,
  });
  const mailer = openMailer(config.mail, logger, outbox, brand.latest);
  const deliveries = new DeliveryRunner({
    store,
    cipher,
    logger,
    now: Date.now,
    // Webhooks need no setting, so every process sends them; mail only with SMTP.
    senders: {
      webhook: webhookSender({
        allowedNetworks: config.notify.webhookAllowedNetworks,
        timeoutMs: config.notify.webhookTimeoutMs,
      }),
      ...(mailer === null ? {} : { mail: mailer }),
    },
  });
  const notifier = pushNotifier({
    store,
    cipher,
    outbox,
    mailer,
    logger,
    now: Date.now,
  });
  // No code could reach a recipient from a server that sends no mail: it keeps no e-mail gate.
  const gateKinds = keptGateKinds(mailer !== null);
  // Every worker and server reads the administrator's changes from the store within POLICY_REFRESH_MS.
  const policy = policySource({ store, settings: config.policy, now: Date.now, gateKinds, logger });
  // The one activity log recorder: the services and the app's pages record through it.
  const activity = activityRecorder({ store, now: Date.now, logger });
  const serviceDeps: PushServiceDeps = {
    store,
    cipher,
    settings: config.settings,
    policy,
    now: Date.now,
    newUrlToken: newSecretToken,
    counters,
    onExpired: files.onExpired,
    fileLink: files.fileLink,
    checkFiles: files.checkServable,
    events: notifier.events,
    activity,
    gateKinds,
  };
  const service = metrics ? countedPushService(serviceDeps, metrics.registry) : pushService(serviceDeps);
  const sessions = new SessionStore(store, Date.now, sessionLength(service));
  const requests = requestService({
    requests: store,
    users: store,
    pushes: service,
    cipher,
    settings: config.settings,
    counters,
    now: Date.now,
    newUrlToken: newSecretToken,
    events: notifier.events,
    discardFiles: discardWith(files),
    activity,
  });
  const app = createApp({
    store,
    service,
    settings: config.settings,
    secretPushVersion: version,
    logger,
    bodyLimitBytes: config.bodyLimitBytes,
    files,
    markerKey: createdMarkerKey(linkKey),
    trustedProxies: parseTrustedProxies(config.trustedProxies).trust,
    ...(metrics ? { metrics } : {}),
    sessions,
    throttling: config.throttling,
    counters,
    ...(cluster.isWorker ? { allWorkersServing: askAllServing() } : {}),
    mailer,
    accounts: config.accounts,
    accountCipher: cipher,
    accountDigestKey: accountDigestKey(data.rootLinkKey),
    notify: config.notify,
    gates: config.gates,
    notifier,
    requests,
    brand,
    activity,
  });
  // The embedded store is this process's alone, so `secret-push user` asks it; over PostgreSQL the
  // command opens the database itself.
  const rotate = rotateKeyCommand({
    store,
    ring: cipher,
    files: storage,
    ...(data.compact === undefined ? {} : { compact: data.compact }),
    log: (line) => logger.info(`key rotation: ${line.trim()}`),
  });
  const adminSocket = shared
    ? null
    : await serveAdminSocket(
        config.dataDir,
        userAdmin(store, Date.now, commandLineLog(store, logger)),
        logger,
        rotate,
        (expect) => verifyActivity(store, { expect, cutoffs: activityCutoffs(config.activity, Date.now()) }),
      );
  const housekeeping = await startHousekeeping({
    store,
    shared,
    files,
    storage,
    sweep: async () => {
      await service.expireDue();
      await files.sweep();
      await sessions.sweep();
      await store.removeExpiredOneTimes(Date.now());
      await store.removeDoneDeliveries(Date.now() - DONE_DELIVERIES_KEPT_MS);
      await store.removeOldNotifications(Date.now() - NOTIFICATIONS_KEPT_MS);
      await requests.sweep();
      await store.removeEndedRequests(Date.now() - ENDED_REQUESTS_KEPT_MS);
      await removeExpiredActivity(store, config.activity, Date.now());
    },
    ownSweep: () => service.writeHeldFailures(),
    orphanAgeMs: config.orphanFiles.minAgeMs,
    orphanSweepEveryMs: config.orphanFiles.sweepEveryMs,
    logger,
  });
  deliveries.start();
  const streams = startActivityStreams({
    store,
    settings: config.activityStream,
    outbox,
    now: Date.now,
    logger,
  });
  let deliveriesStopped: Promise<void> | undefined;
  let streamsStopped: Promise<void> | undefined;
  return {
    fetch: app.fetch,
    stopping: () => {
      housekeeping.stop();
      adminSocket?.close();
      deliveriesStopped = deliveries.stop();
      streamsStopped = streams.stop();
    },
    finish: async () => {
      // The owners' notices of the last requests are stored; like their mail, they go at the next start.
      await Promise.all([
        files.idle(),
        notifier.idle(),
        deliveriesStopped ?? deliveries.stop(),
        streamsStopped ?? streams.stop(),
      ]);
      mailer?.close();
      await store.close();
    },
  };
}
