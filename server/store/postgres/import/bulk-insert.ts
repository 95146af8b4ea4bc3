import type { PoolClient } from 'pg';

/** Rows per statement: a few MB of parameters at most, and few round trips. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts rows on the caller's client (inside its transaction), thousands per statement: each
 * column travels as one array parameter that `unnest` turns back into rows, which PostgreSQL
 * parses about twice as fast as a multi-row VALUES list. Table and column names come from code.
 */
export async function insertRows(
  client: PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const types = await columnTypes(client, table, columns);
  const arrays = types.map((type, i) => `$${i + 1}::${type}[]`);
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT);
    for (const row of batch) {
      if (row.length !== columns.length)
        throw new Error(`A ${table} row has ${row.length} values, not ${columns.length}.`);
    }
    await client.query(
      sql,
      columns.map((_, i) => batch.map((row) => row[i])),
    );
  }
}

/** The SQL types of the columns, in their order, as the schema declares them. */
async function columnTypes(client: PoolClient, table: string, columns: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type
       FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
    [table],
  );
  const typeOf = new Map(rows.map((row) => [row.name, row.type]));
  return columns.map((column) => {
    const type = typeOf.get(column);
    if (type === undefined) throw new Error(`The table ${table} has no column ${column}.`);
    return type;
  });
}
