import type { PolicyChangeRecord, PolicyStore } from '../policy-store.ts';
import type { Query } from './push-queries.ts';

/** The columns of a recorded change, in the order `policyChangeValues` gives them. */
export const POLICY_CHANGE_COLUMNS = [
  'rule',
  'from_value',
  'to_value',
  'user_id',
  'user_email',
  'at',
] as const;

export function policyChangeValues(change: PolicyChangeRecord): unknown[] {
  return [change.rule, change.from, change.to, change.userId, change.userEmail, change.at];
}

interface ChangeRow {
  rule: string;
  from_value: string;
  to_value: string;
  user_id: string | null;
  user_email: string | null;
  at: string;
}

const fromRow = (row: ChangeRow): PolicyChangeRecord => ({
  rule: row.rule,
  from: row.from_value,
  to: row.to_value,
  userId: row.user_id,
  userEmail: row.user_email,
  at: Number(row.at),
});

const FIELDS = POLICY_CHANGE_COLUMNS.join(', ');

const S = {
  // One statement sets the rules and records their changes, so no server reads one without the other.
  change: {
    name: 'sp_change_policy',
    text: `WITH input AS (
        SELECT * FROM jsonb_to_recordset($1::jsonb)
          AS x(n int, rule text, from_value text, to_value text, user_id text, user_email text, at bigint)
      ), saved AS (
        INSERT INTO policy_rules (rule, value)
        SELECT DISTINCT ON (rule) rule, to_value FROM input ORDER BY rule, n DESC
        ON CONFLICT (rule) DO UPDATE SET value = excluded.value
      ), recorded AS (
        INSERT INTO policy_changes (${FIELDS}) SELECT ${FIELDS} FROM input ORDER BY n RETURNING seq
      )
      SELECT max(seq) AS version FROM recorded`,
  },
  rules: { name: 'sp_policy_rules', text: 'SELECT rule, value FROM policy_rules' },
  version: { name: 'sp_policy_version', text: 'SELECT coalesce(max(seq), 0) AS version FROM policy_changes' },
  history: {
    name: 'sp_policy_history',
    text: `SELECT ${FIELDS} FROM policy_changes ORDER BY seq DESC OFFSET $1 LIMIT $2`,
  },
};

/** The policy methods of the port, each one statement. */
export function policyQueries(query: Query): PolicyStore {
  const version = async () => Number((await query<{ version: string }>(S.version, [])).rows[0]?.version ?? 0);
  return {
    changePolicy: async (changes) => {
      if (changes.length === 0) return version();
      const input = changes.map((change, n) => ({
        n,
        rule: change.rule,
        from_value: change.from,
        to_value: change.to,
        user_id: change.userId,
        user_email: change.userEmail,
        at: change.at,
      }));
      const row = (await query<{ version: string }>(S.change, [JSON.stringify(input)])).rows[0];
      return Number(row?.version ?? 0);
    },
    readPolicy: async () => {
      // The version first: rules changed between the two reads carry a later version, read again next time.
      const at = await version();
      const rows = (await query<{ rule: string; value: string }>(S.rules, [])).rows;
      return { rules: Object.fromEntries(rows.map((row) => [row.rule, row.value])), version: at };
    },
    policyVersion: version,
    policyHistory: async ({ offset, limit }) =>
      (await query<ChangeRow>(S.history, [offset, limit])).rows.map(fromRow),
  };
}
