import type { FileKeyListing, FileKeyRecord, FileKeyStore } from '../file-key-store.ts';
import type { Query } from './push-queries.ts';

/** The columns of a file's row, in the order `fileKeyValues` gives them. */
export const FILE_KEY_COLUMNS = ['id', 'meta', 'written_at', 'retired_until'] as const;

export function fileKeyValues(record: FileKeyRecord): unknown[] {
  return [record.id, record.meta, record.writtenAt, record.retiredUntil];
}

interface FileKeyRow {
  id: string;
  meta: string;
  written_at: string;
  retired_until: string | null;
}

const fromRow = (row: FileKeyRow): FileKeyRecord => ({
  id: row.id,
  meta: row.meta,
  writtenAt: Number(row.written_at),
  retiredUntil: row.retired_until === null ? null : Number(row.retired_until),
});

const FIELDS = FILE_KEY_COLUMNS.join(', ');

const S = {
  // Two servers adopting one file's marks at once: the first row stays, the second changes nothing.
  put: {
    name: 'sp_put_file_key',
    text: `INSERT INTO file_keys (${FIELDS}) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
  },
  find: { name: 'sp_find_file_key', text: `SELECT ${FIELDS} FROM file_keys WHERE id = $1` },
  retire: {
    name: 'sp_retire_file_keys',
    text: 'UPDATE file_keys SET retired_until = $2 WHERE id = ANY ($1::text[])',
  },
  remove: { name: 'sp_remove_file_keys', text: 'DELETE FROM file_keys WHERE id = ANY ($1::text[])' },
  due: {
    name: 'sp_file_keys_due',
    text: 'SELECT id FROM file_keys WHERE retired_until IS NOT NULL AND retired_until <= $1',
  },
  list: { name: 'sp_list_file_keys', text: 'SELECT id, written_at, retired_until FROM file_keys' },
};

/** The file key methods of the port, each one statement. */
export function fileKeyQueries(query: Query): FileKeyStore {
  const changed = async (statement: { name: string; text: string }, values: unknown[]) =>
    (await query(statement, values)).rowCount ?? 0;
  return {
    putFileKey: async (record) => (await changed(S.put, fileKeyValues(record))) > 0,
    findFileKey: async (id) => {
      const row = (await query<FileKeyRow>(S.find, [id])).rows[0];
      return row === undefined ? undefined : fromRow(row);
    },
    retireFileKeys: (ids, until) => changed(S.retire, [[...new Set(ids)], until]),
    removeFileKeys: (ids) => changed(S.remove, [[...new Set(ids)]]),
    fileKeysDue: async (now) => (await query<{ id: string }>(S.due, [now])).rows.map((row) => row.id),
    listFileKeys: async (): Promise<FileKeyListing[]> =>
      (await query<Omit<FileKeyRow, 'meta'>>(S.list, [])).rows.map((row) => {
        const { meta: _meta, ...listed } = fromRow({ ...row, meta: '' });
        return listed;
      }),
  };
}
