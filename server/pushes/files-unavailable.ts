/** What could not be done with a push's files: an upload stored, or a push's files served. */
export type FilesWork = 'store' | 'serve';

const SAID: Record<FilesWork, string> = {
  store: 'The file could not be stored right now, so nothing was created. Try again shortly.',
  serve: "The push's files cannot be reached right now, so no view was used. Try again shortly.",
};

/**
 * The file storage could not store or serve a push's files just now (a bucket down, refusing or
 * cut off mid-transfer): nothing was created and no view was used, and trying again later may
 * work. The app answers it with 503 and `Retry-After`; its message names no file, key or secret.
 */
export class FilesUnavailableError extends Error {
  override readonly name = 'FilesUnavailableError';

  constructor(
    readonly work: FilesWork,
    /** What storage said, by kind only (see `storageProblem`): for the log, never for the client. */
    readonly problem: string,
    readonly retryAfterSeconds = 10,
  ) {
    super(SAID[work]);
  }

  /** One line for the log: what failed and how, with no stack, key or secret. */
  get logLine(): string {
    return `files could not be ${this.work === 'store' ? 'stored' : 'served'} (${this.problem})`;
  }
}

/**
 * A storage failure told by its kind: its name, and the system or S3 code and HTTP status it
 * carries (ObjectStorageError ECONNREFUSED, ObjectStorageError 503 SlowDown). Never its message.
 */
export function storageProblem(error: unknown): string {
  if (!(error instanceof Error)) return 'non-Error value thrown';
  const { code, status, cause } = error as Error & { code?: unknown; status?: unknown };
  // A connection lost mid-body reaches a stream as fetch's own error, its code in its cause.
  const causeCode = (cause as { code?: unknown } | undefined)?.code;
  const said = [error.name];
  if (typeof status === 'number' && status > 0) said.push(String(status));
  if (typeof code === 'string') said.push(code);
  else if (typeof causeCode === 'string') said.push(causeCode);
  return said.join(' ');
}
