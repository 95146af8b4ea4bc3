import type { harness } from './harness.ts';

type Harness = Awaited<ReturnType<typeof harness>>;

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * One way of speaking the push API: API v2, or one of the legacy v1 forms. The contract cases
 * that the two share are written once, against this, and run for each.
 */
export interface Dialect {
  name: string;
  /** The body key a create nests the push under. */
  root: string;
  create(h: Harness, push: Record<string, unknown>, token?: string): Promise<Answer>;
  /** A create whose body has no push under the root key. */
  createNothing(h: Harness): Promise<Answer>;
  send(h: Harness, method: string, path: string, token?: string): Promise<Answer>;
  show(urlToken: string): string;
  preview(urlToken: string): string;
  audit(urlToken: string): string;
  list(which: 'active' | 'expired'): string;
  /** The audit answer's entries, oldest first. */
  entries(body: unknown): { kind: string }[];
}

const EMAILS: Record<string, string> = {};

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

async function request(
  h: Harness,
  method: string,
  path: string,
  auth: (token: string) => Record<string, string>,
  token?: string,
  body?: { type: string; text: string },
) {
  const headers: Record<string, string> = token === undefined ? {} : auth(token);
  if (body !== undefined) headers['content-type'] = body.type;
  return answer(await h.app.request(`http://push.test${path}`, { method, headers, body: body?.text }));
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The legacy header pair; the e-mail is looked up from the harness's users. */
const legacyPair = (token: string) => ({ 'x-user-email': EMAILS[token] ?? '', 'x-user-token': token });

/** Remembers which e-mail goes with a harness's tokens, for the legacy header pair. */
export function knowUsers(h: Harness): void {
  EMAILS[h.alice] = 'alice@example.com';
  EMAILS[h.bob] = 'bob@example.com';
}

const json = (root: string, push: Record<string, unknown>) => ({
  type: 'application/json',
  text: JSON.stringify({ [root]: push }),
});

const form = (root: string, push: Record<string, unknown>) => ({
  type: 'application/x-www-form-urlencoded',
  text: new URLSearchParams(Object.entries(push).map(([k, v]) => [`${root}[${k}]`, String(v)])).toString(),
});

export const v2: Dialect = {
  name: 'API v2 (JSON, bearer token)',
  root: 'push',
  create: (h, push, token) => request(h, 'POST', '/api/v2/pushes', bearer, token, json('push', push)),
  createNothing: (h) => request(h, 'POST', '/api/v2/pushes', bearer, undefined, json('other', {})),
  send: (h, method, path, token) => request(h, method, path, bearer, token),
  show: (t) => `/api/v2/pushes/${t}`,
  preview: (t) => `/api/v2/pushes/${t}/preview`,
  audit: (t) => `/api/v2/pushes/${t}/audit`,
  list: (which) => `/api/v2/pushes/${which}`,
  entries: (body) => [...(body as { logs: { kind: string }[] }).logs].reverse(),
};

function legacy(name: string, encode: typeof json): Dialect {
  return {
    name,
    root: 'password',
    create: (h, push, token) => request(h, 'POST', '/p.json', legacyPair, token, encode('password', push)),
    createNothing: (h) => request(h, 'POST', '/p.json', legacyPair, undefined, encode('other', { a: 1 })),
    send: (h, method, path, token) => request(h, method, path, legacyPair, token),
    show: (t) => `/p/${t}.json`,
    preview: (t) => `/p/${t}/preview.json`,
    audit: (t) => `/p/${t}/audit.json`,
    list: (which) => `/p/${which}.json`,
    entries: (body) => (body as { views: { kind: string }[] }).views,
  };
}

export const v1Json = legacy('legacy v1 (JSON, X-User-Email and X-User-Token)', json);
export const v1Form = legacy('legacy v1 (form-encoded, X-User-Email and X-User-Token)', form);
