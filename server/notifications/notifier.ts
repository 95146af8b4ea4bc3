import { randomUUID } from 'node:crypto';
import type { Cipher } from '../crypto/cipher.ts';
import type { DeliveryOutbox } from '../deliveries/outbox.ts';
import { describeError, type Logger } from '../log/log.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type PushEvent, type PushEventSink, tokenDigest } from '../pushes/push-event.ts';
import type { DeliveryStore } from '../store/delivery-store.ts';
import type { NotificationStore } from '../store/notification-store.ts';
import type { NotificationSettingsRecord, UserRecord } from '../store/records.ts';
import type { UserStore } from '../store/user-store.ts';
import { NoticeNotSent, noticeDelivery } from './notice-delivery.ts';
import { noticeQueue } from './notice-queue.ts';
import type { EventNotice, Notice } from './notice-words.ts';
import { noticeKindOf } from './notify-mail.ts';

export interface NotifierDeps {
  store: NotificationStore & UserStore & DeliveryStore;
  cipher: Cipher;
  outbox: DeliveryOutbox;
  /** Null when the server has no SMTP: notices then go to the feed and webhooks only. */
  mailer: Mailer | null;
  logger: Logger;
  now: () => number;
  /** Feed event ids; random when omitted. */
  newId?: () => string;
  /** Random part of webhook message ids. */
  newMessageId?: () => string;
  /** How long after one test another may be sent; 20 s when omitted. */
  testIntervalMs?: number;
  /** How many notices are told at once; the rest wait their turn (notice-queue.ts). */
  noticesAtOnce?: number;
}

/** What a test notice was queued on: a channel the user has not set (or the server lacks) is false. */
export interface TestSent {
  mail: boolean;
  webhook: boolean;
}

/** Why no test was queued although a channel is set: one still waits to be tried, or one went just now. */
export type TestHeld = { held: 'waiting' | 'recent' };

/** A failure's kind for the log: an error's name and code, nothing it says. */
const kindOf = (error: unknown) =>
  error instanceof NoticeNotSent ? error.step : (describeError(error).split('\n')[0] ?? 'error');

/** Runs one step; a failure is logged by kind, and the steps after it go on. */
async function step<T>(logger: Logger, about: string, what: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    logger.error(`${about}: ${what} failed (${kindOf(error)})`);
    return undefined;
  }
}

/** Mail and webhook of one notice, each on its own: one failing leaves the other to go. */
async function send(
  deps: NotifierDeps,
  about: string,
  to: { user: UserRecord; settings: NotificationSettingsRecord },
  notice: Notice,
): Promise<TestSent> {
  const { user, settings } = to;
  const deliver = noticeDelivery(deps);
  const mail =
    settings.byEmail &&
    (await step(deps.logger, about, 'mail', async () => deliver.mail(user, notice))) === true;
  const hook = settings.webhook;
  const webhook =
    hook !== null &&
    (await step(deps.logger, about, 'webhook', () =>
      deliver.webhook(user, hook, notice).then(() => true),
    )) === true;
  return { mail, webhook };
}

export interface Notifier {
  /**
   * For the push service's `events`: each event of a push with an owner goes into the owner's
   * feed, then by mail and webhook when the owner chose its kind. Never throws. Notices wait their
   * turn (notice-queue.ts): this resolves once this one is told, and the push service does not wait.
   */
  events: PushEventSink;
  /** Resolves once every notice handed to `events` so far is stored (or its failure logged): for a stop. */
  idle(): Promise<void>;
  /**
   * A test notice, for the notifications page's "Send a test": on the channels the user set (mail
   * when they chose it and the server has SMTP, their webhook when they have one), whatever events
   * they chose. Never throws: a failure is logged, and its channel is false.
   */
  sendTest(user: UserRecord): Promise<TestSent | TestHeld>;
}

const TEST_KIND = noticeKindOf({ event: 'test', at: 0 });
/** Enough notices at once for the store to write them together, few enough to leave the readers first. */
const NOTICES_AT_ONCE = 4;
/** Enough of a user's latest deliveries to find their latest test among a few notices. */
const TESTS_LOOKED_AT = 20;

/** Tells owners of their pushes' events; failures are logged by kind, never thrown. */
export function pushNotifier(deps: NotifierDeps): Notifier {
  const { store, cipher, logger } = deps;
  const newId = deps.newId ?? randomUUID;
  const testIntervalMs = deps.testIntervalMs ?? 20_000;
  /** This process's latest test per user, set before it is queued: a double click finds it at once. */
  const testedAt = new Map<string, number>();

  /** From the store, so tests sent through other workers count: one waits for its first try, or went just now. */
  async function storedHeld(userId: string, now: number): Promise<TestHeld | undefined> {
    const tests = (await store.listUserDeliveries(userId, TESTS_LOOKED_AT)).filter(
      (d) => d.kind === TEST_KIND,
    );
    if (tests.some((test) => test.status === 'pending' && test.attempts === 0)) return { held: 'waiting' };
    return tests.some((test) => test.createdAt > now - testIntervalMs) ? { held: 'recent' } : undefined;
  }

  /** Undefined when a test may go now, which is then noted before anything is awaited. */
  async function testHeld(userId: string): Promise<TestHeld | undefined> {
    const now = deps.now();
    for (const [id, at] of testedAt) if (at <= now - testIntervalMs) testedAt.delete(id);
    const recentHere = testedAt.has(userId);
    if (!recentHere) testedAt.set(userId, now);
    const held = (await storedHeld(userId, now)) ?? (recentHere ? { held: 'recent' as const } : undefined);
    if (held !== undefined && !recentHere) testedAt.delete(userId);
    return held;
  }

  async function tell(event: PushEvent): Promise<void> {
    const { ownerId, urlToken, name, kind, createdAt } = event.push;
    if (ownerId === null) return;
    const about = `notice ${event.event}`;
    await step(logger, about, 'feed', () =>
      store.insertNotification({
        id: newId(),
        userId: ownerId,
        event: event.event,
        urlToken: cipher.seal(urlToken),
        name: cipher.seal(name),
        kind,
        createdAt: event.at,
        ...(event.viewer === undefined ? {} : { viewer: cipher.seal(JSON.stringify(event.viewer)) }),
      }),
    );
    const settings = await step(logger, about, 'settings', () => store.findNotificationSettings(ownerId));
    if (settings === undefined || !settings.events.includes(event.event)) return;
    if (!settings.byEmail && settings.webhook === null) return;
    const user = await step(logger, about, 'owner', () => store.findUserById(ownerId));
    if (user === undefined) return;
    const notice: EventNotice = {
      event: event.event,
      name,
      kind,
      createdAt,
      digest: tokenDigest(urlToken),
      at: event.at,
      ...(event.viewer === undefined ? {} : { viewer: event.viewer }),
    };
    await send(deps, about, { user, settings }, notice);
  }

  const queue = noticeQueue(
    (event) => tell(event).catch((error: unknown) => logger.error(`notice: failed (${kindOf(error)})`)),
    deps.noticesAtOnce ?? NOTICES_AT_ONCE,
  );

  return {
    events: queue.add,
    idle: queue.idle,
    async sendTest(user) {
      const about = 'notice test';
      const settings = await step(logger, about, 'settings', () => store.findNotificationSettings(user.id));
      if (settings === undefined) return { mail: false, webhook: false };
      const reachable = (settings.byEmail && deps.mailer !== null) || settings.webhook !== null;
      if (reachable) {
        const held = await step(logger, about, 'limit', () => testHeld(user.id));
        if (held !== undefined) return held;
      }
      return send(deps, about, { user, settings }, { event: 'test', at: deps.now() });
    },
  };
}
