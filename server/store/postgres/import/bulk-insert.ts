import type { PoolClient } from 'pg';

/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 65_535;
const MAX_ROWS = 1_000;

/**
 * Inserts rows with multi-row INSERTs of up to a thousand rows each, on the caller's client (inside
 * its transaction): one round trip per batch instead of one per row. Column names come from code,
 * never from input.
 */
export async function insertRows(
  client: PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const perBatch = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      if (row.length !== columns.length)
        throw new Error(`A ${table} row has ${row.length} values, not ${columns.length}.`);
      const marks = row.map((value) => {
        values.push(value);
        return `$${values.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await client.query(head + tuples.join(', '), values);
  }
}
