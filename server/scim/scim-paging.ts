import type { Context } from 'hono';
import { LIST_SCHEMA } from './scim-json.ts';

/** The most resources one page holds, as ServiceProviderConfig says. */
export const MAX_RESULTS = 200;

const whole = (raw: string | undefined, fallback: number) => {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

/** RFC 7644 §3.4.2.4's page: `startIndex` from 1 (less counts as 1), `count` from 0 up to MAX_RESULTS. */
export function listPage<T>(c: Context, all: readonly T[], view: (item: T) => unknown) {
  const startIndex = Math.max(1, whole(c.req.query('startIndex'), 1));
  const count = Math.min(MAX_RESULTS, Math.max(0, whole(c.req.query('count'), MAX_RESULTS)));
  const page = all.slice(startIndex - 1, startIndex - 1 + count);
  return {
    schemas: [LIST_SCHEMA],
    totalResults: all.length,
    startIndex,
    itemsPerPage: page.length,
    Resources: page.map(view),
  };
}
