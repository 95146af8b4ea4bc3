import { StoreUnavailableError } from './store-unavailable.ts';

/** The database could not be opened at start, said for people; never holds the URL's password. */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';

  constructor(
    message: string,
    /** The database could not be reached at all (rather than refusing us): it may answer later. */
    readonly unreachable = false,
  ) {
    super(message);
  }
}

/** What the PostgreSQL server's own refusals at connection time mean (its messages never hold a password). */
const REFUSALS: Record<string, string> = {
  '28P01': 'refused the user name or password in DATABASE_URL',
  '28000': 'refused the connection (no pg_hba.conf entry allows it, or the user is not allowed to log in)',
  '3D000': 'has no database of that name: create it first (createdb)',
  '42501': 'did not let the user in DATABASE_URL create the schema: it needs CREATE on the database',
};

/**
 * Turns an error from opening the database into one written for people: unreachable, refused,
 * missing. Others (a half-done migration's DatabaseStateError, a bug) stay what they are.
 */
export function databaseOpenError(
  error: unknown,
  where: string,
  connectionProblem: (error: unknown) => string | null,
): unknown {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && REFUSALS[code] !== undefined) {
    return new DatabaseOpenError(`${where} ${REFUSALS[code]} (${code}).`);
  }
  const problem = connectionProblem(error);
  if (problem !== null) {
    return new DatabaseOpenError(
      `${where} cannot be reached (${problem}). Check DATABASE_URL and that the database server runs.`,
      true,
    );
  }
  return error;
}

/**
 * True when opening failed because the database is not there now (down, restarting, a lost
 * connection mid-way): trying again later may work. A refusal, a bad key or a schema newer than
 * this code is false: it stays so.
 */
export function unreachableAtOpen(error: unknown): boolean {
  return error instanceof DatabaseOpenError ? error.unreachable : error instanceof StoreUnavailableError;
}
