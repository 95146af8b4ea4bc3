import { describe, expect, it } from 'vitest';
import type { PushEvent } from '../../../server/pushes/push-event.ts';
import {
  ANON,
  allEntries,
  SERVER,
  seenSince,
  targetOf,
  userActorOf,
} from '../activity/push-event-support.ts';
import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { signedInClient } from '../web-push-client.ts';
import { BOB, codeMailed, gatedPush, proveAddress } from './gate-support.ts';

const gateEntries = async (h: Awaited<ReturnType<typeof harness>>) =>
  (await seenSince(h)).filter((entry) => entry.event !== 'push.created');

describe('the activity log of a gated push', () => {
  it('records readers kept out and a wrong code as failed views, and the view by a mailed code by its domain alone', async () => {
    const { h, token } = await gatedPush({ emails: [BOB], networks: [] });
    const visitor = webClient(h.app);
    await visitor.get(`/p/${token}`);
    await visitor.post(`/p/${token}`, { gate_step: 'email', email: BOB });
    await visitor.post(`/p/${token}`, { gate_step: 'code', email: BOB, code: '000000x' });
    await h.call('GET', `/api/v2/pushes/${token}`);
    const { visitor: bob } = await proveAddress(h, `/p/${token}`);
    expect((await bob.get(`/p/${token}`)).status).toBe(200);
    const target = targetOf('push', token);
    const refused = (door: string, reason: string) => ({
      event: 'push.viewed',
      actor: ANON,
      target,
      outcome: 'failure',
      details: { door, reason, gates: 'email' },
    });
    expect(await gateEntries(h)).toEqual([
      refused('web', 'wrong_code'),
      refused('api', 'gate_closed'),
      {
        event: 'push.viewed',
        actor: ANON,
        target,
        outcome: 'success',
        details: { door: 'web', gates: 'email', method: 'code', domain: 'client.example' },
      },
    ]);
    expect(JSON.stringify(await allEntries(h))).not.toContain('bob@');
  });

  it('names a member who opened a members-only push as its actor', async () => {
    const { h, token } = await gatedPush({ members: true });
    const bob = await signedInClient(h, 'bob@example.com');
    expect((await bob.get(`/p/${token}`)).status).toBe(200);
    expect(await gateEntries(h)).toEqual([
      {
        event: 'push.viewed',
        actor: await userActorOf(h, 'bob@example.com'),
        target: targetOf('push', token),
        outcome: 'success',
        details: { door: 'web', gates: 'member', method: 'member', domain: 'example.com' },
      },
    ]);
  });

  it('records a push burnt past its failed codes as expired by failures', async () => {
    const { h, token } = await gatedPush({ emails: [BOB], burn_after_failures: 1 });
    const visitor = webClient(h.app);
    await visitor.get(`/p/${token}`);
    await visitor.post(`/p/${token}`, { gate_step: 'email', email: BOB });
    expect(await codeMailed(h, BOB)).toMatch(/^\d{6}$/);
    await visitor.post(`/p/${token}`, { gate_step: 'code', email: BOB, code: 'wrong' });
    const entries = await gateEntries(h);
    expect(entries.map((e) => [e.event, e.outcome, e.details])).toEqual([
      ['push.viewed', 'failure', { door: 'web', reason: 'wrong_code', gates: 'email' }],
      ['push.expired', 'success', { by: 'failures' }],
    ]);
    expect(entries[1]?.actor).toEqual(SERVER);
  });
});

describe("the owner's notice of a gated view", () => {
  it('is told who opened it and how: by a mailed code, or signed in; no one for an ungated view', async () => {
    const told: PushEvent[] = [];
    const h = await harness(undefined, { mail: true, events: async (event) => void told.push(event) });
    const byCode = await h.create({ payload: 'a', gate: { emails: [BOB] } }, h.alice);
    const { visitor } = await proveAddress(h, `/p/${byCode.url_token}`);
    await visitor.get(`/p/${byCode.url_token}`);
    const members = await h.create({ payload: 'b', gate: { members: true } }, h.alice);
    await (await signedInClient(h, 'bob@example.com')).get(`/p/${members.url_token}`);
    const open = await h.create({ payload: 'c' }, h.alice);
    await webClient(h.app).get(`/p/${open.url_token}`);
    expect(told.filter((e) => e.event === 'view').map((e) => e.viewer)).toEqual([
      { address: BOB, verified: 'code' },
      { address: 'bob@example.com', verified: 'sign_in' },
      undefined,
    ]);
  });
});
