import type { PolicyChangeRecord } from '../store/policy-store.ts';
import type { UserRecord } from '../store/records.ts';

/**
 * What an administrator's save changed in the saved record, one history entry per name whose value
 * differs (compared as JSON, as the record keeps them), in the order `names` gives.
 */
export function recordChanges(
  names: readonly string[],
  values: { before: (name: string) => unknown; after: (name: string) => unknown },
  user: Pick<UserRecord, 'id' | 'email'>,
  at: number,
): PolicyChangeRecord[] {
  return names
    .map((rule) => ({
      rule,
      from: JSON.stringify(values.before(rule)),
      to: JSON.stringify(values.after(rule)),
    }))
    .filter((change) => change.from !== change.to)
    .map((change) => ({ ...change, userId: user.id, userEmail: user.email, at }));
}
