/**
 * DATABASE_URL: where the PostgreSQL store lives. Its password must never reach a log line or an
 * error message, so problems are described without the value, and logs show `describeDatabaseUrl`.
 */

const SCHEMES = new Set(['postgres:', 'postgresql:']);

/**
 * Why the value is not a PostgreSQL URL, in words that never repeat it; null when it is one.
 * `what` names the value in the message (the setting, or a command's option).
 */
export function databaseUrlProblem(raw: string, what = 'DATABASE_URL'): string | null {
  const hidden = '(the value is not shown here: it may hold a password)';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${what} must be a URL such as postgres://user:password@db.example.com:5432/secret_push ${hidden}.`;
  }
  if (!SCHEMES.has(url.protocol)) {
    return `${what} must start with postgres:// or postgresql:// ${hidden}.`;
  }
  if (url.port !== '' && Number(url.port) === 0) {
    return `${what} must name a port from 1 to 65535 ${hidden}.`;
  }
  return null;
}

/** The database's host, port and name for logs and messages: never the user's password. */
export function describeDatabaseUrl(raw: string): string {
  try {
    const url = new URL(raw);
    // ?host= wins over the URL's host, as the driver reads it; a path there is a Unix socket's directory.
    const given = url.searchParams.get('host');
    const socket = given?.startsWith('/') ? ` ${given}` : url.hostname === '' ? '' : null;
    const host = socket === null ? (given ?? url.host) : `local socket${socket}`;
    const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
    return `PostgreSQL at ${host}${name === '' ? '' : ` (database ${name})`}`;
  } catch {
    return 'PostgreSQL';
  }
}
