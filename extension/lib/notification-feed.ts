import type { ApiResult } from '../../shared/api-client.ts';
import { classifyAnswer, offlineError, unexpectedAnswer } from '../../shared/api-errors.ts';
import type { Instance } from './settings-store.ts';

/** What happened to a push (or a request) of the owner's, as the feed names it. */
export type FeedEventKind = 'view' | 'failed_passphrase' | 'expire' | 'request_answered';

export interface FeedEvent {
  id: string;
  event: FeedEventKind;
  urlToken: string;
  name: string;
  kind: string;
  /** Epoch ms, by the server's clock. */
  createdAt: number;
}

export interface FeedPage {
  events: FeedEvent[];
  /** The cursor to ask from next time: the last event of this page, or the one asked from. */
  next: string;
  /** A full page: more may follow at once. */
  more: boolean;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const EVENTS = new Set<string>(['view', 'failed_passphrase', 'expire', 'request_answered']);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** One event of the wire's `notifications`; null for a shape this extension does not know (skipped). */
function eventOf(json: unknown): FeedEvent | null {
  if (!isObject(json)) return null;
  const { id, event, url_token, name, kind, created_at } = json;
  const createdAt = typeof created_at === 'string' ? Date.parse(created_at) : Number.NaN;
  if (typeof id !== 'string' || typeof url_token !== 'string' || Number.isNaN(createdAt)) return null;
  if (typeof event !== 'string' || !EVENTS.has(event)) return null;
  return {
    id,
    event: event as FeedEventKind,
    urlToken: url_token,
    name: typeof name === 'string' ? name : '',
    kind: typeof kind === 'string' ? kind : '',
    createdAt,
  };
}

function pageOf(json: unknown): FeedPage | undefined {
  if (!isObject(json) || !Array.isArray(json.notifications) || typeof json.next !== 'string')
    return undefined;
  const events = json.notifications.map(eventOf).filter((e): e is FeedEvent => e !== null);
  return { events, next: json.next, more: json.more === true };
}

/**
 * One page of the owner's events on an instance of ours (`/api/v2/notifications`), after `cursor`
 * ('' for the feed's start). The feed is ours only, so it is read here rather than by the pwpush client.
 */
export async function readFeed(
  instance: Pick<Instance, 'baseUrl' | 'token'>,
  fetch: Fetch,
  cursor: string,
): Promise<ApiResult<FeedPage>> {
  const query = cursor === '' ? '' : `?after=${encodeURIComponent(cursor)}`;
  let status: number;
  let text: string;
  try {
    const answer = await fetch(`${instance.baseUrl}/api/v2/notifications${query}`, {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: `Bearer ${instance.token}` },
    });
    status = answer.status;
    text = await answer.text();
  } catch {
    return { ok: false, error: offlineError() };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (status < 200 || status > 299) return { ok: false, error: classifyAnswer(status, json) };
  const page = pageOf(json);
  return page === undefined ? { ok: false, error: unexpectedAnswer(status) } : { ok: true, value: page };
}
