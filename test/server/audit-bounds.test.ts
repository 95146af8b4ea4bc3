import { describe, expect, it } from 'vitest';
import type { AuditJson } from '../../shared/wire.ts';
import { harness, T0 } from './harness.ts';

type H = Awaited<ReturnType<typeof harness>>;

/** Every audit entry of a push, newest first, read straight from the store (past the API's 50 a page). */
const storedAudit = (h: H, urlToken: string) => h.store.auditLog(urlToken, { offset: 0, limit: 100_000 });

/** The API's page 1 of a push's audit log, as its owner alice reads it. */
async function auditPage(h: H, urlToken: string): Promise<AuditJson[]> {
  const { body } = await h.call('GET', `/api/v2/pushes/${urlToken}/audit`, { token: h.alice });
  return (body as { logs: AuditJson[] }).logs;
}

describe('audit entries of failed reads are bounded', () => {
  it('logs 3 of 1,000 failed passphrases in a minute one by one, and the rest as one entry with a count', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'guarded', passphrase: 'right one' }, h.alice);
    const statuses = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      // Without a passphrase a read is not rate-limited: only its audit entry can grow.
      statuses.add((await h.call('GET', `/api/v2/pushes/${push.url_token}`)).status);
    }
    expect([...statuses]).toEqual([401]);
    expect((await storedAudit(h, push.url_token)).map((e) => e.kind)).toEqual([
      'failed_passphrase',
      'failed_passphrase',
      'failed_passphrase',
      'creation',
    ]);

    h.clock.now = T0 + 61_000;
    await h.service.sweep();
    const logs = await auditPage(h, push.url_token);
    expect(logs).toHaveLength(5);
    expect(logs[0]).toMatchObject({ kind: 'failed_passphrase', count: 997 });
    expect(logs.slice(1).every((entry) => entry.count === undefined)).toBe(true);
  });

  it('keeps at most 4 entries a minute for reads of an expired push, writing a held count at the next failure', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'once', expire_after_views: 1 }, h.alice);
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}`)).status).toBe(200);
    for (let minute = 0; minute < 10; minute++) {
      h.clock.now = T0 + minute * 60_000 + 1;
      for (let i = 0; i < 100; i++) {
        const read = await h.call('GET', `/api/v2/pushes/${push.url_token}`);
        expect(read.body).toMatchObject({ expired: true, payload: null });
      }
    }
    const entries = await storedAudit(h, push.url_token);
    // creation, view, then per minute 3 entries of their own and (from the second minute) the last one's count.
    expect(entries).toHaveLength(2 + 10 * 3 + 9);
    expect(entries.filter((e) => e.count !== undefined).map((e) => e.count)).toEqual(Array(9).fill(97));
  });

  it('still logs every failure one by one when they come a few a minute', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'guarded', passphrase: 'right one' }, h.alice);
    for (let minute = 0; minute < 5; minute++) {
      h.clock.now = T0 + minute * 60_000;
      for (let i = 0; i < 3; i++) await h.call('GET', `/api/v2/pushes/${push.url_token}?passphrase=no${i}`);
    }
    await h.service.sweep();
    const kinds = await h.auditKinds(push.url_token);
    expect(kinds.filter((k) => k === 'failed_passphrase')).toHaveLength(15);
    expect((await auditPage(h, push.url_token)).some((e) => e.count !== undefined)).toBe(false);
  });
});
