import { describe, expect, it } from 'vitest';
import { webClient } from '../web-client.ts';
import { signedInClient } from '../web-push-client.ts';
import { BOB, gatedPush, proveAddress } from './gate-support.ts';

type Entry = { kind: string; gate?: string; ip: string };

describe("a gated push's audit", () => {
  it('names who opened it and how, and the readers the gate kept out, in the API and on the audit page', async () => {
    const { h, token } = await gatedPush({ emails: [BOB, 'alice@example.com'] });
    await h.call('GET', `/api/v2/pushes/${token}`);
    const { visitor } = await proveAddress(h, `/p/${token}`);
    await visitor.get(`/p/${token}`);
    await h.call('GET', `/api/v2/pushes/${token}`, { token: h.alice });
    const { body } = await h.call('GET', `/api/v2/pushes/${token}/audit`, { token: h.alice });
    const logs = (body as { logs: Entry[] }).logs.reverse().map(({ kind, gate }) => ({ kind, gate }));
    expect(logs).toEqual([
      { kind: 'creation', gate: undefined },
      { kind: 'failed_gate', gate: 'email' },
      { kind: 'view', gate: undefined },
      { kind: 'gate_passed', gate: `code:${BOB}` },
      { kind: 'owner_view', gate: undefined },
      { kind: 'gate_passed', gate: 'account:alice@example.com' },
    ]);
    const owner = await signedInClient(h, 'alice@example.com');
    const page = await owner.get(`/p/${token}/audit`);
    expect(page.html).toContain(`Opened by ${BOB}, verified by a mailed code`);
    expect(page.html).toContain('Opened by alice@example.com (signed in)');
    expect(page.html).toContain('Kept out by the gate');
  });

  it('names a member who opened a members-only push', async () => {
    const { h, token } = await gatedPush({ members: true });
    const bob = await signedInClient(h, 'bob@example.com');
    await bob.get(`/p/${token}`);
    expect(await h.auditKinds(token)).toEqual(['creation', 'view', 'gate_passed']);
    const { body } = await h.call('GET', `/api/v2/pushes/${token}/audit`, { token: h.alice });
    expect((body as { logs: Entry[] }).logs[0]?.gate).toBe('member:bob@example.com');
  });

  it('audits a wrong code as a reader kept out', async () => {
    const { h, token } = await gatedPush({ emails: [BOB] });
    const visitor = webClient(h.app);
    await visitor.get(`/p/${token}`);
    await visitor.post(`/p/${token}`, { gate_step: 'email', email: BOB });
    await visitor.post(`/p/${token}`, { gate_step: 'code', email: BOB, code: 'nope' });
    expect(await h.auditKinds(token)).toEqual(['creation', 'failed_gate']);
  });
});
