import { describe, expect, it } from 'vitest';
import { databaseUrlProblem, describeDatabaseUrl } from '../../server/database/database-url.ts';
import { DatabaseOpenError, databaseOpenError } from '../../server/store/database-open-error.ts';
import { connectionProblem } from '../../server/store/postgres/connection-errors.ts';
import { openPostgresStore } from '../../server/store/postgres/open-postgres-store.ts';

describe('DATABASE_URL in logs and messages', () => {
  it('names the host, port and database, never the user or password', () => {
    expect(describeDatabaseUrl('postgres://push:pw-9f3k@db.internal:5433/secret_push')).toBe(
      'PostgreSQL at db.internal:5433 (database secret_push)',
    );
    expect(describeDatabaseUrl('postgresql://push:pw-9f3k@db.internal')).toBe('PostgreSQL at db.internal');
    expect(describeDatabaseUrl('postgres:///secret_push?host=/run/postgresql')).toBe(
      'PostgreSQL at local socket /run/postgresql (database secret_push)',
    );
    expect(describeDatabaseUrl('postgres://push@localhost/app?host=/tmp/pg')).toBe(
      'PostgreSQL at local socket /tmp/pg (database app)',
    );
    expect(describeDatabaseUrl('postgres:///app')).toBe('PostgreSQL at local socket (database app)');
    expect(databaseUrlProblem('postgres://push:pw-9f3k@db.internal:5433/secret_push')).toBeNull();
  });

  it('says why the database could not be opened in words for people, and leaves other errors as they are', () => {
    const where = 'PostgreSQL at db:5432 (database app)';
    const unreachable = (error: unknown) =>
      (error as { code?: string }).code === 'ECONNREFUSED' ? 'ECONNREFUSED' : null;
    const said = (error: unknown) => {
      const out = databaseOpenError(error, where, unreachable);
      return out instanceof DatabaseOpenError ? out.message : out;
    };
    expect(said(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      'PostgreSQL at db:5432 (database app) cannot be reached (ECONNREFUSED). Check DATABASE_URL and that the database server runs.',
    );
    expect(said(Object.assign(new Error('password authentication failed'), { code: '28P01' }))).toBe(
      'PostgreSQL at db:5432 (database app) refused the user name or password in DATABASE_URL (28P01).',
    );
    expect(said(Object.assign(new Error('database "app" does not exist'), { code: '3D000' }))).toMatch(
      /has no database of that name: create it first/,
    );
    const bug = new TypeError('x is undefined');
    expect(said(bug)).toBe(bug);
  });

  it('says a Unix socket with no database server behind it cannot be reached', async () => {
    const url = 'postgres://push@localhost/app?host=/nonexistent-socket-dir';
    const error = await openPostgresStore({ url, instanceKey: Buffer.alloc(32, 1) }).then(
      () => null,
      (e: unknown) => e,
    );
    const said = databaseOpenError(error, describeDatabaseUrl(url), connectionProblem);
    expect(said instanceof DatabaseOpenError && said.message).toBe(
      'PostgreSQL at local socket /nonexistent-socket-dir (database app) cannot be reached (ENOENT). Check DATABASE_URL and that the database server runs.',
    );
  });
});
