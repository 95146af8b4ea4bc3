import type { StorageArea } from './settings-store.ts';

/** One push of the person's whose views are being watched. */
export interface WatchedPush {
  instanceId: string;
  urlToken: string;
  name: string;
  /** Views used the last time its audit log was read (from the list's `views_remaining`). */
  used: number;
  /** Views logged after this time (epoch ms) are news; earlier ones were told already or predate watching. */
  since: number;
}

/** Where the watch is in an instance's event feed. */
export interface FeedPosition {
  /** The switch-on time this position belongs to; another one (switched off and on) starts afresh. */
  startedFor: number;
  /** The feed's cursor after the last event read; '' before the first read. */
  cursor: string;
  /** Until the feed is read to its end once, events before this time (epoch ms) are not news; 0 after. */
  newsFrom: number;
}

export interface WatchState {
  pushes: WatchedPush[];
  /** When the watch's recent requests were sent, for the per-minute budget. */
  sent: number[];
  /** Per instance read through its feed; absent in what older versions stored. */
  feeds?: Record<string, FeedPosition>;
}

const STATE_KEY = 'viewWatch';
/** Views told by a notification and not yet seen in the popup: the badge's number. */
export const BADGE_KEY = 'viewedBadge';

export async function loadWatchState(area: StorageArea): Promise<WatchState> {
  const stored = (await area.get(STATE_KEY))[STATE_KEY] as Partial<WatchState> | undefined;
  return {
    pushes: Array.isArray(stored?.pushes) ? stored.pushes : [],
    sent: Array.isArray(stored?.sent) ? stored.sent.filter((at) => typeof at === 'number') : [],
    feeds: typeof stored?.feeds === 'object' && stored.feeds !== null ? stored.feeds : {},
  };
}

export async function saveWatchState(area: StorageArea, state: WatchState): Promise<void> {
  await area.set({ [STATE_KEY]: state });
}

export async function badgeCount(area: StorageArea): Promise<number> {
  const stored = (await area.get(BADGE_KEY))[BADGE_KEY];
  return typeof stored === 'number' && stored > 0 ? stored : 0;
}

export async function addToBadge(area: StorageArea, views: number): Promise<void> {
  await area.set({ [BADGE_KEY]: (await badgeCount(area)) + views });
}

/** The popup calls this when it opens: the person has now seen what the badge was counting. */
export async function clearBadge(area: StorageArea): Promise<void> {
  await area.set({ [BADGE_KEY]: 0 });
}

/** The badge's text: empty for none, and capped so it fits the toolbar button. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}
