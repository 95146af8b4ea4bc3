import { hash } from 'node:crypto';
import type { ResealedSlice, ResealStore } from '../reseal/reseal-store.ts';
import type { Query } from './push-queries.ts';

/** A table that holds sealed values: its key, its sealed text columns, and a JSON column of files whose names are sealed. */
interface SealedTable {
  table: string;
  key: string;
  columns: readonly string[];
  files?: string;
}

/** Every sealed column of the schema, in walk order. */
const SEALED_TABLES: readonly SealedTable[] = [
  {
    table: 'pushes',
    key: 'id',
    columns: ['token', 'name', 'payload', 'passphrase', 'note', 'gate'],
    files: 'files',
  },
  { table: 'users', key: 'id', columns: ['totp_secret'] },
  { table: 'one_time_records', key: 'hash', columns: ['data'] },
  { table: 'deliveries', key: 'id', columns: ['payload'] },
  { table: 'notification_settings', key: 'user_id', columns: ['webhook_url', 'webhook_secret'] },
  { table: 'notifications', key: 'id', columns: ['url_token', 'name', 'viewer'] },
  {
    table: 'requests',
    key: 'id',
    columns: ['token', 'name', 'message', 'note', 'passphrase', 'answer_token', 'attachment_token', 'gate'],
  },
  { table: 'file_keys', key: 'id', columns: ['meta'] },
];

type Row = Record<string, string | null>;
type Reseal = (sealed: string) => string | null;

const statement = (text: string) => ({ name: `sp_reseal_${hash('sha1', text).slice(0, 12)}`, text });

function selectSlice(t: SealedTable) {
  const files = t.files === undefined ? '' : `, ${t.files}::text AS ${t.files}`;
  return statement(
    `SELECT ${t.key} AS k, ${t.columns.join(', ')}${files} FROM ${t.table}
     WHERE $1::text IS NULL OR ${t.key} > $1 ORDER BY ${t.key} LIMIT $2`,
  );
}

/** The files column with every sealed file name re-sealed; null when none changed. */
function resealFiles(text: string, reseal: Reseal): string | null {
  const files = JSON.parse(text) as { filename?: unknown }[];
  let changed = false;
  const next = files.map((file) => {
    if (typeof file.filename !== 'string' || file.filename === '') return file;
    const filename = reseal(file.filename);
    if (filename === null) return file;
    changed = true;
    return { ...file, filename };
  });
  return changed ? JSON.stringify(next) : null;
}

/**
 * The re-seal walk over PostgreSQL: a slice of one table at a time in key order, each changed row
 * written by one statement of its own that only takes if the row still holds what was read, so
 * servers serving meanwhile lose nothing and a row changed under the walk is left to the next run.
 */
export function resealQueries(query: Query): ResealStore {
  async function resealRow(t: SealedTable, row: Row, reseal: Reseal): Promise<boolean> {
    const sets: string[] = [];
    const checks: string[] = [];
    const values: unknown[] = [row.k];
    for (const column of t.columns) {
      const value = row[column];
      if (typeof value !== 'string' || value === '') continue;
      const next = reseal(value);
      if (next === null) continue;
      values.push(next, value);
      sets.push(`${column} = $${values.length - 1}`);
      checks.push(`${column} = $${values.length}`);
    }
    const files = t.files === undefined ? null : row[t.files];
    const nextFiles = typeof files === 'string' ? resealFiles(files, reseal) : null;
    if (t.files !== undefined && nextFiles !== null) {
      values.push(nextFiles, files);
      sets.push(`${t.files} = $${values.length - 1}::jsonb`);
      checks.push(`${t.files} = $${values.length}::jsonb`);
    }
    if (sets.length === 0) return false;
    const text = `UPDATE ${t.table} SET ${sets.join(', ')} WHERE ${t.key} = $1 AND ${checks.join(' AND ')}`;
    return ((await query(statement(text), values)).rowCount ?? 0) > 0;
  }

  return {
    async resealSlice(cursor, limit, reseal): Promise<ResealedSlice> {
      const [index, after] = cursor === null ? [0, null] : (JSON.parse(cursor) as [number, string | null]);
      const t = SEALED_TABLES[index];
      if (t === undefined) return { seen: 0, resealed: 0, next: null };
      const { rows } = await query<Row>(selectSlice(t), [after, limit]);
      let resealed = 0;
      for (const row of rows) if (await resealRow(t, row, reseal)) resealed++;
      const last = rows.at(-1)?.k ?? null;
      const next =
        rows.length === limit
          ? JSON.stringify([index, last])
          : index + 1 < SEALED_TABLES.length
            ? JSON.stringify([index + 1, null])
            : null;
      return { seen: rows.length, resealed, next };
    },
  };
}
