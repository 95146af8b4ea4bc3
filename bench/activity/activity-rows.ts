import {
  ACTIVITY_EVENT_NAMES,
  ACTIVITY_EVENTS,
  type ActivityEventName,
} from '../../server/activity/activity-events.ts';
import { ACTIVITY_GENESIS, chainActivity } from '../../server/store/activity/activity-chain.ts';
import { activityToKeep } from '../../server/store/activity/activity-details.ts';
import type { ActivityEntry, NewActivity } from '../../server/store/activity-store.ts';

/** The bench log's shape: its users, pushes and addresses, over 90 days ending at `end`. */
export const LOG_USERS = 2_000;
export const LOG_PUSHES = 100_000;
export const LOG_DAYS = 90;
const DAY = 86_400_000;

/** Events by how often a day of a busy instance records them: views and creations most. */
const WEIGHTS: Partial<Record<ActivityEventName, number>> = {
  'push.viewed': 30,
  'push.created': 20,
  'push.expired': 15,
  sign_in: 8,
  'push.viewed_by_owner': 4,
  'sign_in.failed': 3,
  'push.passphrase_failed': 2,
  'two_factor.used': 2,
  'request.asked': 1,
  'request.answered': 1,
};
/** Every other event once in the draw. */
const DRAW = ACTIVITY_EVENT_NAMES.flatMap((name) => Array<ActivityEventName>(WEIGHTS[name] ?? 1).fill(name));

/** A small deterministic generator, so every run fills the same log. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const userId = (n: number) => `user-${n}`;
export const pushId = (n: number) => `push-${n}`;
export const address = (n: number) => `10.${(n >> 8) & 255}.${n & 255}.${(n * 7) % 250}`;

const BROWSERS = [
  'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15',
  'secret-push-cli/1.0',
];

/** One event as a recorder hands it over, drawn from the bench's mix. */
function drawn(random: () => number, at: number): NewActivity {
  const event = DRAW[Math.floor(random() * DRAW.length)] ?? 'push.viewed';
  const category = ACTIVITY_EVENTS[event];
  const user = Math.floor(random() * LOG_USERS);
  const anonymous =
    event === 'push.viewed' || event === 'sign_in.failed' || event === 'push.passphrase_failed';
  const actor: NewActivity['actor'] = anonymous
    ? { kind: 'anonymous', id: null, name: null }
    : event === 'push.expired'
      ? { kind: 'server', id: null, name: null }
      : { kind: 'user', id: userId(user), name: `${userId(user)}@example.com` };
  const target: NewActivity['target'] =
    category === 'push'
      ? { kind: 'push', id: pushId(Math.floor(random() * LOG_PUSHES)) }
      : category === 'security' || category === 'admin'
        ? { kind: 'user', id: userId(event === 'sign_in.failed' ? user : Math.floor(random() * LOG_USERS)) }
        : { kind: 'request', id: `request-${Math.floor(random() * 10_000)}` };
  return {
    at,
    category,
    event,
    actor,
    address: event === 'push.expired' ? null : address(Math.floor(random() * 20_000)),
    browser: event === 'push.expired' ? null : (BROWSERS[Math.floor(random() * BROWSERS.length)] ?? null),
    target,
    outcome: event.endsWith('failed') ? 'failure' : 'success',
    details: category === 'push' ? { kind: 'text', views: Math.floor(random() * 10) } : {},
  };
}

/**
 * `count` entries, oldest first, chained from the genesis value: the rows the store's append would
 * keep for these events (the allow-list applied, numbered, digested), made without the append.
 */
export function* benchLog(count: number, end: number): Generator<ActivityEntry> {
  const random = randomFrom(33);
  const start = end - LOG_DAYS * DAY;
  let prev = ACTIVITY_GENESIS;
  for (let seq = 1; seq <= count; seq++) {
    const at = start + Math.floor(((seq - 1) / count) * LOG_DAYS * DAY);
    const entry = chainActivity(seq, activityToKeep(drawn(random, at)), prev);
    prev = entry.digest;
    yield entry;
  }
}
