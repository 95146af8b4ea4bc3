import { type FeedEvent, readFeed } from './notification-feed.ts';
import type { NotificationSettings } from './notification-settings.ts';
import type { Instance } from './settings-store.ts';
import type { WatchEnv } from './view-watch.ts';
import { addToBadge, type FeedPosition } from './view-watch-state.ts';
import { feedNotes } from './watch-notes.ts';

/**
 * When the instance's feed is to be read in place of polling, the time from which its events are
 * news (the later of the two switches); null when it is polled. Only an instance of ours has a feed.
 */
export function feedStart(
  instance: Pick<Instance, 'id' | 'features'>,
  settings: Pick<NotificationSettings, 'viewedFor' | 'feedFor'>,
): number | null {
  const viewed = settings.viewedFor[instance.id];
  const feed = settings.feedFor?.[instance.id];
  if (instance.features?.notificationFeed !== true || viewed === undefined || feed === undefined) return null;
  return Math.max(viewed, feed);
}

export interface FeedRead {
  position: FeedPosition;
  requests: number;
}

/**
 * One poll of an instance's feed: pages from the kept cursor while the budget allows, then one
 * notification per push and event for what is news. A position kept for another switch-on starts
 * afresh at the feed's beginning, telling only what happened since the switch.
 */
export async function watchFeed(
  env: WatchEnv,
  instance: Pick<Instance, 'baseUrl' | 'token'>,
  startedFor: number,
  kept: FeedPosition | undefined,
  take: () => boolean,
): Promise<FeedRead> {
  let position = kept?.startedFor === startedFor ? kept : { startedFor, cursor: '', newsFrom: startedFor };
  const news: FeedEvent[] = [];
  let requests = 0;
  let more = true;
  while (more && take()) {
    requests += 1;
    const page = await readFeed(instance, env.fetch, position.cursor);
    if (!page.ok) {
      // A cursor the server refuses (a store restored, say): start again from now, not from a week ago.
      if (page.error.kind === 'invalid') position = { startedFor, cursor: '', newsFrom: env.now() };
      break;
    }
    const { events, next } = page.value;
    more = page.value.more;
    news.push(...events.filter((e) => e.createdAt >= position.newsFrom));
    position = { startedFor, cursor: next, newsFrom: more ? position.newsFrom : 0 };
  }
  const { notes, badge } = feedNotes(news, new URL(instance.baseUrl).host);
  for (const note of notes) await env.notify(note);
  if (badge > 0) await addToBadge(env.storage, badge);
  return { position, requests };
}
