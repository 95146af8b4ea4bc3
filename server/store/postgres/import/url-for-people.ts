/** The target given is not a PostgreSQL URL. */
export class TargetUrlError extends Error {
  override readonly name = 'TargetUrlError';
}

/** A database URL as it may be printed: user, host, port and database, never the password. */
export function databaseUrlForPeople(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TargetUrlError('The target must be a URL such as postgres://user:password@host:5432/database.');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new TargetUrlError('The target must be a postgres:// URL.');
  }
  const user = parsed.username === '' ? '' : `${parsed.username}@`;
  return `${parsed.protocol}//${user}${parsed.host}${parsed.pathname}`;
}
