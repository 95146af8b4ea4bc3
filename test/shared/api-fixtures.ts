import type { PushJson } from '../../shared/wire.ts';

/** A push as pwpush OSS sends it on create: no `kind`, no `expires_at`, `.json` appended to html_url. */
export function pwpushPush(over: Partial<PushJson> = {}): PushJson {
  return {
    expire_after_views: 5,
    expired: false,
    url_token: 'abc123def456',
    deletable_by_viewer: true,
    retrieval_step: false,
    expired_on: null,
    passphrase: '',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    expire_after_days: 1,
    days_remaining: 1,
    views_remaining: 5,
    deleted: false,
    json_url: 'https://pwpush.example/p/abc123def456.json',
    html_url: 'https://pwpush.example/p/abc123def456',
    name: '',
    note: '',
    ...over,
  };
}

/** The same push as a Secret Push server sends it: with `kind` and the exact `expires_at`. */
export function ourPush(over: Partial<PushJson> = {}): PushJson {
  return {
    ...pwpushPush(),
    json_url: 'https://ours.example/api/v2/pushes/abc123def456',
    html_url: 'https://ours.example/p/abc123def456',
    kind: 'text',
    expires_at: '2026-01-01T00:15:00.000Z',
    ...over,
  };
}

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** A fetch that records each call and answers with the given status and raw body text. */
export function answering(status: number, body: unknown, calls: Call[] = []) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    calls,
    fetch: async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
      calls.push({ url, ...init });
      return new Response(status === 204 ? null : text, { status });
    },
  };
}
