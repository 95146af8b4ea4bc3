import type { ApiClient } from '../../shared/api-client.ts';
import type { PushSummary } from '../../shared/push-summary.ts';
import type { AuditJson } from '../../shared/wire.ts';
import { feedStart, watchFeed } from './feed-watch.ts';
import type { Note } from './menu-notes.ts';
import { loadNotificationSettings } from './notification-settings.ts';
import { clientFor } from './push-actions.ts';
import { pollBudget } from './request-budget.ts';
import { rowTitle } from './row-model.ts';
import { type Instance, loadSettings, type StorageArea } from './settings-store.ts';
import {
  addToBadge,
  type FeedPosition,
  loadWatchState,
  saveWatchState,
  type WatchedPush,
} from './view-watch-state.ts';
import { viewedNote } from './watch-notes.ts';

/** A page of the active list holds this many; a full page means the list may go on. */
const PAGE_SIZE = 50;

export interface WatchEnv {
  storage: StorageArea;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  notify: (note: Note) => Promise<void>;
  now: () => number;
}

export interface PollOutcome {
  /**
   * Pushes still watched after this poll, plus instances it could not list yet, plus instances read
   * through their feed (which tells of pushes made anywhere, so it never stops); 0: the watch can stop.
   */
  watching: number;
  requests: number;
}

interface Candidate {
  push: WatchedPush;
  /** Views used per the active list; null when the push has left the list (expired). */
  used: number | null;
}

/** What the active list says to look at: pushes whose views went up, and watched ones that left it. */
function candidatesFrom(listed: PushSummary[], known: WatchedPush[], instance: Instance, since: number) {
  const byToken = new Map(known.map((p) => [p.urlToken, p]));
  const kept: WatchedPush[] = [];
  const candidates: Candidate[] = [];
  for (const s of listed) {
    const push = byToken.get(s.urlToken) ?? {
      instanceId: instance.id,
      urlToken: s.urlToken,
      // Its title as the popup shows it, so a notice of an unnamed push names it as the row does.
      name: rowTitle(s, s.titleHint).title,
      used: 0,
      since,
    };
    byToken.delete(s.urlToken);
    kept.push(push);
    const used = s.expireAfterViews - s.viewsRemaining;
    if (used > push.used) candidates.push({ push, used });
  }
  // Only a list that fits one page proves a push left it; otherwise it may be on the next page.
  for (const push of byToken.values()) {
    if (listed.length < PAGE_SIZE) candidates.push({ push, used: null });
    else kept.push(push);
  }
  return { kept, candidates };
}

/** Views logged after the push's `since`; the owner's own reads and reads after expiry are not views. */
function newViews(logs: AuditJson[], since: number): number[] {
  return logs
    .filter((log) => log.kind === 'view')
    .map((log) => Date.parse(log.created_at))
    .filter((at) => at > since);
}

/**
 * One poll: per watched instance the active list (views used per push), then the audit log of each
 * push whose views went up or that left the list. Never reads a push itself: that would count a view.
 * An instance of ours with its feed switched on is read through the feed instead (feed-watch.ts).
 */
export async function pollViews(env: WatchEnv): Promise<PollOutcome> {
  const notifications = await loadNotificationSettings(env.storage);
  const { viewedFor } = notifications;
  const instances = (await loadSettings(env.storage)).instances.filter(
    (i) => i.token !== '' && viewedFor[i.id] !== undefined,
  );
  const state = await loadWatchState(env.storage);
  const budget = pollBudget(state.sent, env.now());
  let pushes = state.pushes.filter((p) => instances.some((i) => i.id === p.instanceId));
  let requests = 0;
  let unlisted = 0;
  const feeds: Record<string, FeedPosition> = {};
  for (const instance of instances) {
    const startedFor = feedStart(instance, notifications);
    if (startedFor !== null) {
      const read = await watchFeed(env, instance, startedFor, state.feeds?.[instance.id], budget.take);
      requests += read.requests;
      feeds[instance.id] = read.position;
      pushes = pushes.filter((p) => p.instanceId !== instance.id);
      continue;
    }
    const client = clientFor(instance, env.fetch);
    const ask = <T>(call: (c: ApiClient) => Promise<T>) => {
      requests += 1;
      return call(client);
    };
    const known = pushes.filter((p) => p.instanceId === instance.id);
    const listed = budget.take() ? await ask((c) => c.list('active', 1)) : null;
    if (!listed?.ok) {
      if (known.length === 0) unlisted += 1;
      continue;
    }
    const { kept, candidates } = candidatesFrom(listed.value, known, instance, viewedFor[instance.id] ?? 0);
    const host = new URL(instance.baseUrl).host;
    for (const { push, used } of candidates) {
      const audit = budget.take() ? await ask((c) => c.audit(push.urlToken)) : null;
      // Not read (budget, or the instance did not answer): a push that left the list waits for the next poll.
      if (!audit?.ok) {
        if (used === null && audit?.error.kind !== 'not-found') kept.push(push);
        continue;
      }
      const times = newViews(audit.value, push.since);
      if (times.length > 0) {
        await env.notify(viewedNote(push, times.length, host));
        await addToBadge(env.storage, times.length);
        push.since = Math.max(...times);
      }
      if (used !== null) push.used = used;
    }
    pushes = [...pushes.filter((p) => p.instanceId !== instance.id), ...kept];
  }
  await saveWatchState(env.storage, { pushes, sent: budget.times(), feeds });
  return { watching: pushes.length + unlisted + Object.keys(feeds).length, requests };
}
