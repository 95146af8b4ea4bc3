import { StoreUnavailableError } from '../store-unavailable.ts';

/** Socket-level failures: the database server is not there, or the path to it broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // A Unix socket path with no server behind it (DATABASE_URL's ?host=/run/postgresql, the server stopped).
  'ENOENT',
]);

/**
 * PostgreSQL error codes that mean "not now" rather than "wrong": shutting down or crashed (57P0x),
 * a connection exception (class 08), too many connections, a statement cut off by our timeout,
 * a server that cannot write (out of disk, read-only recovery).
 */
const SERVER_CODES = /^(57P0[1-4]|08...|53300|53100|57014|25006)$/;

/** What the driver throws without a code when a connection dies or never comes. */
const DRIVER_MESSAGES: [RegExp, string][] = [
  [/timeout exceeded when trying to connect|Connection terminated due to connection timeout/i, 'ETIMEDOUT'],
  [/Query read timeout/i, 'ETIMEDOUT'],
  [/Connection terminated|not queryable|Client was closed/i, 'ECONNRESET'],
];

/** The short code naming why the database cannot be reached, or null when the error is not that. */
export function connectionProblem(error: unknown): string | null {
  if (error instanceof StoreUnavailableError) return error.problem;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code))) return code;
  const message = error instanceof Error ? error.message : '';
  for (const [pattern, problem] of DRIVER_MESSAGES) if (pattern.test(message)) return problem;
  // An aggregate (a host name resolving to several addresses, all refused) carries the code inside.
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const problem = connectionProblem(inner);
      if (problem !== null) return problem;
    }
  }
  return null;
}
