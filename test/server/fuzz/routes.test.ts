import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RequestSpec, requestFor } from './fuzz-requests.ts';
import { ALLOWED_STATUS, FUZZ_ROUTES, type FuzzRoute } from './fuzz-routes.ts';
import { type FuzzTarget, fuzzTarget, type PushState } from './fuzz-target.ts';

/** About 8,000 requests over the routes of today, in-process: about 20 s on two busy cores. */
const RUNS_PER_ROUTE = 160;

/** Audit entries in `after` that `before` did not have (both sorted). */
function added(before: string[], after: string[]): string[] {
  const left = [...before];
  return after.filter((kind) => {
    const at = left.indexOf(kind);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

/** What a request may have done to a push it did not hand out. */
function expectUntouched(
  spec: RequestSpec,
  status: number,
  was: PushState,
  now: PushState | undefined,
): void {
  if (spec.method === 'HEAD' || spec.method === 'OPTIONS') {
    expect(now).toEqual(was);
  } else if (status >= 400 && !was.expired) {
    expect({ views: now?.countedViews, expired: now?.expired }).toEqual({
      views: was.countedViews,
      expired: false,
    });
    const allowed = status === 401 ? ['failed_passphrase'] : [];
    expect(added(was.audit, now?.audit ?? []).filter((kind) => !allowed.includes(kind))).toEqual([]);
  }
}

async function send(target: FuzzTarget, route: FuzzRoute, spec: RequestSpec): Promise<void> {
  const before = await target.snapshot();
  const logged = target.h.logLines.length;
  const res = await target.h.app.request(`http://push.test${spec.path}`, {
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
  });
  await res.arrayBuffer();
  const failures = target.h.logLines.slice(logged).filter((line) => line.includes(' failed: '));
  expect({ status: res.status, failures }).toEqual({
    status: expect.toSatisfy((s: number) => ALLOWED_STATUS[route.kind].includes(s)),
    failures: [],
  });
  const after = await target.snapshot();
  for (const [token, was] of before) expectUntouched(spec, res.status, was, after.get(token));
}

describe('every route under generated requests', () => {
  it.each(FUZZ_ROUTES)(
    '$path answers only its contract codes, never 5xx, and a refusal uses no view',
    async (route) => {
      const target = await fuzzTarget();
      await fc.assert(
        fc.asyncProperty(requestFor(route, target), (spec) => send(target, route, spec)),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
  );
});
