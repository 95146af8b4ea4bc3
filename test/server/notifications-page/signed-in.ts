import type { NotifySettings } from '../../../server/notifications/notify-settings.ts';
import type { DeliveryRecord } from '../../../server/store/records.ts';
import { harnessesClosedAfterEach } from '../harness.ts';
import { PASSWORD, PASSWORD_HASH, userOf } from '../i18n/page-recorder.ts';
import { webClient } from '../web-client.ts';

export interface PageOptions {
  /** The server has SMTP (mail waits in the store; nothing sends it). */
  mail?: boolean;
  notify?: Partial<NotifySettings>;
}

const openHarness = harnessesClosedAfterEach({ accounts: {}, notifier: true, bodyLimitBytes: 1024 * 1024 });

/**
 * An app wired as the serving app wires it for this page: the administrator's notification
 * settings, and a notifier over a stored outbox (no runner: what it queues stays listed as
 * waiting). Alice is signed in, on the page.
 */
export async function signedInOnNotifications(options: PageOptions = {}) {
  const h = await openHarness(undefined, {
    mail: options.mail ? 'held' : 'none',
    notify: options.notify ?? {},
  });
  const { app, store } = h;
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
