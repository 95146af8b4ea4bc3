import { expect, it } from 'vitest';
import type { PolicyChangeRecord } from '../../../server/store/policy-store.ts';
import type { Opened } from './conformance.ts';
import { T0 } from './fixtures.ts';

const change = (rule: string, from: unknown, to: unknown, at = T0): PolicyChangeRecord => ({
  rule,
  from: JSON.stringify(from),
  to: JSON.stringify(to),
  userId: 'user-1',
  userEmail: 'admin@example.com',
  at,
});

/** PolicyStore: the administrator's rules, their version, and the history of changes. */
export function policyRules(adapter: Opened): void {
  it('starts with no rules saved, at version 0, with no history', async () => {
    const store = await adapter.open();
    expect(await store.readPolicy()).toEqual({ rules: {}, version: 0 });
    expect(await store.policyVersion()).toBe(0);
    expect(await store.policyHistory({ offset: 0, limit: 10 })).toEqual([]);
  });

  it('saves each change as its rule, counts the changes and lists them newest first', async () => {
    const store = await adapter.open();
    const first = [change('kinds.text.views.max', 100, 10), change('pushers', 'anyone', 'signed_in')];
    expect(await store.changePolicy(first)).toBe(2);
    const second = change('kinds.text.views.max', 10, 20, T0 + 1000);
    expect(await store.changePolicy([second])).toBe(3);
    expect(await store.readPolicy()).toEqual({
      rules: { 'kinds.text.views.max': '20', pushers: '"signed_in"' },
      version: 3,
    });
    expect(await store.policyVersion()).toBe(3);
    expect(await store.policyHistory({ offset: 0, limit: 10 })).toEqual([second, first[1], first[0]]);
    expect(await store.policyHistory({ offset: 1, limit: 1 })).toEqual([first[1]]);
  });

  it('takes changes made at once from several servers, each counted once', async () => {
    const store = await adapter.open();
    const made = Array.from({ length: 6 }, (_, i) => change('kinds.text.views.default', i, i + 1));
    await Promise.all(made.map((one) => store.changePolicy([one])));
    expect(await store.policyVersion()).toBe(6);
    expect(await store.policyHistory({ offset: 0, limit: 10 })).toHaveLength(6);
  });

  it('keeps the rules and their history when opened again', async () => {
    if (!adapter.durable) return;
    const store = await adapter.open();
    await store.changePolicy([change('mailDomains', [], ['example.com'])]);
    const again = await adapter.reopen(store);
    expect(await again.readPolicy()).toEqual({ rules: { mailDomains: '["example.com"]' }, version: 1 });
    expect(await again.policyHistory({ offset: 0, limit: 1 })).toEqual([
      change('mailDomains', [], ['example.com']),
    ]);
  });
}
