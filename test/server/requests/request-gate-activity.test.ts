import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Counters } from '../../../server/limits/counters.ts';
import { memoryCounters } from '../../../server/limits/memory-counters.ts';
import { allEntries, targetOf } from '../activity/push-event-support.ts';
import { webClient } from '../web-client.ts';
import type { RequestApp } from './request-app.ts';
import { BOB, gatedRequest, requestCodeMailed } from './request-gate-support.ts';

const opened: RequestApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});
async function gated(gate: Record<string, string>, counters?: Counters) {
  const made = await gatedRequest(gate, { mail: true, ...(counters === undefined ? {} : { counters }) });
  opened.push(made.h);
  return made;
}

/** The log's refused answers of the request, once recorded (after the answer has gone). */
async function refusals(h: RequestApp, token: string, count: number) {
  return vi.waitFor(async () => {
    const found = (await allEntries(h)).filter(
      (e) => e.event === 'request.answered' && e.outcome === 'failure',
    );
    expect(found).toHaveLength(count);
    for (const entry of found) expect(entry.target).toEqual(targetOf('request', token));
    return found.map((e) => e.details);
  });
}

describe("a gate refusal on a request's answer page, in the activity log", () => {
  it('records a client outside the address range as a failed answer', async () => {
    const { h, token } = await gated({ gate_networks: '192.0.2.0/24' });
    expect((await webClient(h.app).get(`/req/${token}`)).status).toBe(403);
    expect(await refusals(h, token, 1)).toEqual([{ reason: 'gate_closed', gates: 'network' }]);
  });

  it('records a wrong code with the domain of the address typed, never the address', async () => {
    const { h, token } = await gated({ gate_emails: '@client.example' });
    const visitor = webClient(h.app);
    const path = `/req/${token}`;
    await visitor.get(path);
    await visitor.post(path, { gate_step: 'email', email: BOB });
    const code = (await requestCodeMailed(h, BOB)) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await visitor.post(path, { gate_step: 'code', email: BOB, code: wrong })).status).toBe(401);
    expect(await refusals(h, token, 1)).toEqual([
      { reason: 'wrong_code', gates: 'email', domain: 'client.example' },
    ]);
    expect(JSON.stringify(await allEntries(h))).not.toContain(BOB);
  });

  it('records no refusal for meeting the address form, which is a first step', async () => {
    const { h, token } = await gated({ gate_emails: BOB });
    expect((await webClient(h.app).get(`/req/${token}`)).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await refusals(h, token, 0)).toEqual([]);
  });

  it('answers the refused client without waiting on the log', async () => {
    const counters = memoryCounters();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stalled: Counters = {
      ...counters,
      attempt: async (limit, key, at) => {
        if (limit.scope === 'gate-refusal-log') await held;
        return counters.attempt(limit, key, at);
      },
    };
    const { h, token } = await gated({ gate_networks: '192.0.2.0/24' }, stalled);
    const page = await webClient(h.app).get(`/req/${token}`);
    expect(page.status).toBe(403);
    release();
    expect(await refusals(h, token, 1)).toHaveLength(1);
  });
});
