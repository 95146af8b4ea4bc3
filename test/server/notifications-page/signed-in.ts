import { afterEach } from 'vitest';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../../server/accounts/account-settings.ts';
import { type AppDeps, createApp } from '../../../server/app.ts';
import { deliveryOutbox } from '../../../server/deliveries/outbox.ts';
import { THROTTLE_OFF } from '../../../server/http/throttle.ts';
import { memoryCounters } from '../../../server/limits/memory-counters.ts';
import { Mailer } from '../../../server/mail/mailer.ts';
import { type Notifier, pushNotifier } from '../../../server/notifications/notifier.ts';
import {
  DEFAULT_NOTIFY_SETTINGS,
  type NotifySettings,
} from '../../../server/notifications/notify-settings.ts';
import type { DeliveryRecord } from '../../../server/store/records.ts';
import { type Harness, harness } from '../harness.ts';
import { PASSWORD, PASSWORD_HASH, userOf } from '../i18n/page-recorder.ts';
import { webClient } from '../web-client.ts';

export interface PageOptions {
  /** The server has SMTP (mail waits in the store; nothing sends it). */
  mail?: boolean;
  notify?: Partial<NotifySettings>;
}

const opened: Harness[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

/**
 * The harness's store, users, clock and cipher, served by an app wired as the serving app wires
 * it for this page: the administrator's notification settings, and a notifier over a stored outbox
 * (no runner: what it queues stays listed as waiting). Alice is signed in, on the page.
 */
export async function signedInOnNotifications(options: PageOptions = {}) {
  const h = await harness(undefined, { accounts: {} });
  opened.push(h);
  const { store, cipher, service, settings } = h;
  const now = () => h.clock.now;
  const logger = { info: () => {}, error: () => {} };
  const outbox = deliveryOutbox({ store, cipher, now, queued: () => {} });
  const transport = { sendMail: async () => ({}), close: () => {} };
  const mailer = options.mail
    ? new Mailer({ transport, from: 'push@push.test', origin: 'http://push.test', logger, outbox })
    : null;
  const notifier = pushNotifier({ store, cipher, outbox, mailer, logger, now });
  // The page's test needs the notifier the serving app makes; createApp hands it on to the pages.
  const deps: AppDeps & { notifier: Notifier } = {
    store,
    service,
    settings,
    secretPushVersion: '0.1.0',
    logger,
    bodyLimitBytes: 1024 * 1024,
    throttling: THROTTLE_OFF,
    counters: memoryCounters(),
    now,
    mailer,
    accounts: DEFAULT_ACCOUNT_SETTINGS,
    accountCipher: cipher,
    notify: { ...DEFAULT_NOTIFY_SETTINGS, ...options.notify },
    notifier,
  };
  const app = createApp(deps);
  const alice = await userOf(h, 'alice@example.com');
  await store.updateUser({ ...alice, passwordHash: PASSWORD_HASH });
  const browser = webClient(app);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  await browser.get('/users/notifications');
  return { h, app, browser, alice };
}

/** A delivery of `userId` as the runner leaves it, made at `createdAt`. */
export function delivery(userId: string, createdAt: number, more: Partial<DeliveryRecord>): DeliveryRecord {
  return {
    id: `d-${createdAt}-${more.kind ?? 'x'}`,
    channel: 'mail',
    userId,
    kind: 'password-reset',
    recipient: 'example.com',
    payload: 'sealed',
    createdAt,
    attempts: 1,
    nextAttemptAt: createdAt,
    status: 'delivered',
    lastError: null,
    claimedUntil: null,
    doneAt: createdAt + 1_000,
    ...more,
  };
}

/** The text of an element's contents, tags dropped and space collapsed. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The deliveries table's rows, each as its cells' text. */
export const deliveryRows = (html: string): string[][] =>
  [...(/<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '').matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...(row ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) => textOf(cell ?? '')),
  );
