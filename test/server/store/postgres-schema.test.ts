import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../server/store/postgres/migrations/index.ts';
import { openPostgresStore, type PostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { migrateSchema } from '../../../server/store/postgres/schema-migrations.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { TEST_KEY } from './fixtures.ts';

describePg('PostgreSQL schema migrations', () => {
  const stores: PostgresStore[] = [];
  const pools: pg.Pool[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    for (const pool of pools.splice(0)) await pool.end();
  });
  const open = async (url: string) => {
    const store = await openPostgresStore({ url, instanceKey: TEST_KEY });
    stores.push(store);
    return store;
  };
  const poolOn = (url: string) => {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pools.push(pool);
    return pool;
  };
  const versions = async (pool: pg.Pool) =>
    (
      await pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
    ).rows.map((row) => row.version);

  it('lets 4 processes open an empty database at once, applying each migration once', async () => {
    const url = await createTestDatabase('parallel_open');
    const opened = await Promise.all([1, 2, 3, 4].map(() => open(url)));
    expect(opened).toHaveLength(4);
    expect(await versions(poolOn(url))).toEqual(MIGRATIONS.map((m) => m.version));
    await opened[0]?.insertUser({
      id: 'u1',
      email: 'a@example.com',
      tokenHash: null,
      passwordHash: null,
      admin: false,
      createdAt: 1,
    });
    expect(await opened[3]?.findUserById('u1')).toMatchObject({ email: 'a@example.com' });
  });

  it('applies each migration in exactly one of several racing migrators', async () => {
    const url = await createTestDatabase('racing_migrators');
    const applied = await Promise.all([1, 2, 3, 4].map(() => migrateSchema(poolOn(url))));
    expect(applied.flat()).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrateSchema(poolOn(url))).toEqual([]);
  });

  it('refuses a database that a migration left half-done', async () => {
    const url = await createTestDatabase('half_done');
    await (await open(url)).close();
    await poolOn(url).query("INSERT INTO meta (key, value) VALUES ('migration', 'in progress')");
    const refusal = openPostgresStore({ url, instanceKey: TEST_KEY });
    await expect(refusal).rejects.toMatchObject({ name: 'DatabaseStateError', message: /half-done/ });
  });

  it('refuses a schema newer than this code knows', async () => {
    const url = await createTestDatabase('newer_schema');
    await (await open(url)).close();
    const future = Math.max(...MIGRATIONS.map((m) => m.version)) + 1;
    await poolOn(url).query("INSERT INTO schema_migrations (version, name) VALUES ($1, 'from the future')", [
      future,
    ]);
    const refusal = openPostgresStore({ url, instanceKey: TEST_KEY });
    await expect(refusal).rejects.toMatchObject({ name: 'DatabaseStateError', message: /newer/ });
  });

  it('rolls a failing migration back whole and records nothing of it', async () => {
    const url = await createTestDatabase('failing_migration');
    const broken = [
      ...MIGRATIONS,
      { version: 999, name: 'broken', sql: 'CREATE TABLE half (x int); SELECT no_such_function();' },
    ];
    await expect(migrateSchema(poolOn(url), broken)).rejects.toThrow(/no_such_function/);
    const pool = poolOn(url);
    expect(await versions(pool)).toEqual(MIGRATIONS.map((m) => m.version));
    const { rows } = await pool.query("SELECT to_regclass('half') AS table");
    expect(rows[0]?.table).toBeNull();
  });
});
