import { type DeliveryRecord, NOTIFY_EVENTS } from '../../../server/store/records.ts';
import type { Rendered } from './english-left.ts';
import { pageRecorder, userOf } from './page-recorder.ts';

const HOOK = { webhook_url: 'https://203.0.113.7/hooks/abc', webhook_format: 'standard' };

/** Every kind of delivery the page names, each in another state, so each kind's and outcome's words show. */
const KINDS = [
  'notify-view',
  'notify-failed-passphrase',
  'notify-expire',
  'notify-request-answered',
  'notify-test',
  'link-mail',
  'password-reset',
  'sign-up',
  'sign-up-existing',
  'email-change',
  'invitation',
  'notice-password',
  'notice-email',
  'notice-second-factor-on',
  'notice-second-factor-off',
  'notice-second-factor-removed',
  'notice-second-factor-failures',
];

function delivery(userId: string, kind: string, n: number, at: number): DeliveryRecord {
  const state = (
    [
      { status: 'delivered', attempts: 1, lastError: null, doneAt: at + 1_000 },
      { status: 'pending', attempts: 2, lastError: 'ECONNREFUSED', doneAt: null },
      { status: 'failed', attempts: 9, lastError: 'http 500', doneAt: at + 86_400_000 },
      { status: 'pending', attempts: 0, lastError: null, doneAt: null },
    ] as const
  )[n % 4];
  return {
    id: `d${n}`,
    channel: kind.startsWith('notify-') && n % 2 === 0 ? 'webhook' : 'mail',
    userId,
    kind,
    recipient: kind.startsWith('notify-') && n % 2 === 0 ? '203.0.113.7' : 'example.com',
    payload: 'sealed',
    createdAt: at + n * 60_000,
    nextAttemptAt: at + (n + 2) * 60_000,
    claimedUntil: null,
    ...(state ?? { status: 'delivered', attempts: 1, lastError: null, doneAt: at }),
  };
}

/** The notifications page in each of its states, and the account page's summary of it. */
export async function notificationPages(code: string): Promise<Rendered[]> {
  const { h, pages, get, post, send, signedIn } = await pageRecorder(code, { mail: true, accounts: {} });
  const alice = await signedIn();
  await get(alice, 'account, told of nothing', '/users/account');
  await get(alice, 'notifications', '/users/notifications');
  await post(alice, 'notifications, address refused', '/users/notifications', {
    event_view: 'on',
    webhook_url: 'http://127.0.0.1/hook',
  });
  await post(alice, 'notifications, address not found', '/users/notifications', {
    event_view: 'on',
    webhook_url: 'https://no-such-host.invalid/hook',
  });
  await post(alice, 'notifications, nowhere to test', '/users/notifications/test', {});
  await send(alice, '/users/notifications', { event_view: 'on', event_expire: 'on', webhook_url: '' });
  await get(alice, 'account, told by no channel', '/users/account');
  await send(alice, '/users/notifications', { event_view: 'on', by_email: 'on', ...HOOK });
  const { id } = await userOf(h, 'alice@example.com');
  const saved = await h.store.findNotificationSettings(id);
  if (saved !== undefined) await h.store.setNotificationSettings({ ...saved, events: [...NOTIFY_EVENTS] });
  for (const [n, kind] of KINDS.entries()) await h.store.insertDelivery(delivery(id, kind, n, h.clock.now));
  await get(alice, 'notifications, saved', '/users/notifications?done=saved');
  await get(alice, 'notifications, new secret', '/users/notifications?done=secret');
  // One waiting for its first try: the list says it refreshes itself.
  const waiting = {
    ...delivery(id, 'notify-test', 3, h.clock.now),
    id: 'waiting',
    nextAttemptAt: h.clock.now,
  };
  await h.store.insertDelivery(waiting);
  await get(alice, 'notifications, test queued', '/users/notifications?done=test');
  await get(alice, 'account, told of events', '/users/account');
  await send(alice, '/users/notifications', { by_email: 'on', ...HOOK });
  await get(alice, 'notifications, saved with no event', '/users/notifications?done=saved');
  await send(alice, '/users/notifications/remove', {});
  await get(alice, 'notifications, webhook removed', '/users/notifications?done=removed');
  await post(alice, 'notifications, no webhook', '/users/notifications/secret', {});
  await h.close();

  const noMail = await pageRecorder(code, { accounts: {} });
  await noMail.get(await noMail.signedIn(), 'notifications, no mail', '/users/notifications');
  await noMail.h.close();
  return [...pages, ...noMail.pages];
}
