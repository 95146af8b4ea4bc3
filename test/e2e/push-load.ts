/** One answer the load got: which request, when it was sent (in request order), and what came back. */
export interface LoadOutcome {
  /** Position of the request in the order the load sent them. */
  seq: number;
  kind: 'create' | 'read';
  /** The HTTP status, 0 for a broken connection, -1 for no answer within the request timeout. */
  status: number;
  retryAfter: string | null;
  contentType: string;
  body: unknown;
  /** A read that answered 200 with a payload other than the one created. */
  wrongPayload?: boolean;
}

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A steady API load on a real server: each worker creates a push, then reads one acknowledged
 * push, again and again until stopped or `maxRequests` are sent (bounded, loopback only).
 */
export function pushLoad(baseUrl: string, options: { workers: number; maxRequests: number; views: number }) {
  const acknowledged = new Map<string, string>();
  const outcomes: LoadOutcome[] = [];
  let sent = 0;
  let stopped = false;

  const send = async (kind: LoadOutcome['kind'], path: string, init: RequestInit) => {
    const seq = sent++;
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      const outcome: LoadOutcome = {
        seq,
        kind,
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        contentType: res.headers.get('content-type') ?? '',
        body,
      };
      outcomes.push(outcome);
      return outcome;
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const outcome: LoadOutcome = {
        seq,
        kind,
        status: timedOut ? -1 : 0,
        retryAfter: null,
        contentType: '',
        body: String(error),
      };
      outcomes.push(outcome);
      return outcome;
    }
  };

  const worker = async (id: number) => {
    for (let i = 0; !stopped && sent < options.maxRequests; i++) {
      const payload = `load payload ${id}-${i}`;
      const created = await send('create', '/api/v2/pushes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ push: { payload, expire_after_views: options.views } }),
      });
      const token = (created.body as { url_token?: unknown }).url_token;
      if (created.status === 201 && typeof token === 'string') acknowledged.set(token, payload);
      const tokens = [...acknowledged.keys()];
      const pick = tokens[(id * 7919 + i * 104729) % tokens.length];
      if (pick === undefined || stopped) continue;
      const read = await send('read', `/api/v2/pushes/${pick}`, {});
      if (read.status === 200)
        read.wrongPayload = (read.body as { payload?: unknown }).payload !== acknowledged.get(pick);
    }
  };

  let running: Promise<unknown> = Promise.resolve();
  return {
    acknowledged,
    outcomes,
    sent: () => sent,
    start() {
      running = Promise.all(Array.from({ length: options.workers }, (_, id) => worker(id)));
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
