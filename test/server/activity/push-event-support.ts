import { createHash } from 'node:crypto';
import type { ActivityEntry } from '../../../server/store/activity-store.ts';
import type { Harness } from '../harness.ts';

/** What a test compares of an entry: everything but its number, time and chain. */
export type Seen = Pick<ActivityEntry, 'event' | 'actor' | 'target' | 'outcome' | 'details'>;

/** Every entry of the log so far, oldest first. */
export const allEntries = async (h: Pick<Harness, 'store'>): Promise<ActivityEntry[]> =>
  h.store.readActivity(0, 10_000);

/** The entries of one category after `afterSeq`, as the tests compare them. */
export async function seenSince(h: Pick<Harness, 'store'>, afterSeq = 0, category = 'push'): Promise<Seen[]> {
  const entries = await h.store.readActivity(afterSeq, 10_000);
  return entries
    .filter((entry) => entry.category === category)
    .map(({ event, actor, target, outcome, details }) => ({ event, actor, target, outcome, details }));
}

/** The newest entry's number: a test reads what a step recorded after it. */
export const lastSeq = async (h: Pick<Harness, 'store'>): Promise<number> =>
  (await allEntries(h)).at(-1)?.seq ?? 0;

/** How the log names a push or request: computed here on its own, so a change of the rule shows. */
export const targetOf = (kind: 'push' | 'request', urlToken: string) => ({
  kind,
  id: createHash('sha256').update(`${kind}:${urlToken}`).digest('hex').slice(0, 16),
});

export const ANON = { kind: 'anonymous', id: null, name: null } as const;
export const SERVER = { kind: 'server', id: null, name: null } as const;

export async function userId(h: Pick<Harness, 'store'>, email: string): Promise<string> {
  return (await h.store.findUserByEmail(email))?.id ?? '';
}

/** The actor an API call signed with a user's own API token is recorded as. */
export const apiTokenActor = async (h: Pick<Harness, 'store'>, email: string) => ({
  kind: 'api_token',
  id: await userId(h, email),
  name: email,
});

export const userActorOf = async (h: Pick<Harness, 'store'>, email: string) => ({
  kind: 'user',
  id: await userId(h, email),
  name: email,
});

/** An API call with a browser's name, as a client sends it; the token signs it when given. */
export async function apiCall(
  h: Pick<Harness, 'app'>,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'user-agent': 'pwpush-cli/2.0' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await h.app.request(`http://push.test${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>),
  };
}
