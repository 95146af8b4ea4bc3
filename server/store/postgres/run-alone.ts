import pg from 'pg';

/**
 * Runs `work` unless another process runs the same task now: a session advisory lock on a
 * connection of its own, held for the duration. Its own connection, so the work's queries never
 * wait for a pooled client the lock holds; if that connection dies, the server drops the lock.
 */
export async function runAloneOn<T>(
  config: pg.ClientConfig,
  task: string,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const client = new pg.Client(config);
  // A connection lost while the work runs must not crash the process; the lock goes with it.
  client.on('error', () => {});
  try {
    await client.connect();
    const key = `secret-push:${task}`;
    const { rows } = await client.query<{ got: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS got',
      [key],
    );
    if (rows[0]?.got !== true) return undefined;
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
