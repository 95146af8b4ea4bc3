/**
 * A store method could not reach its storage (a full disk, no file descriptors left, an I/O error,
 * a lost database connection): nothing was changed or acknowledged, and trying again later may work.
 * The app answers it with 503 and `Retry-After`.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';

  constructor(
    /** What went wrong, as a system error code (ENOSPC, EMFILE, EIO) or a short word; never data. */
    readonly problem: string,
    readonly retryAfterSeconds = 5,
  ) {
    super(`The store cannot write right now (${problem}); nothing was saved.`);
  }
}

/** The code of a system error (ENOSPC), or a generic word for anything else. */
export function problemCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : 'I/O error';
}

/** System error codes that mean the disk or the process ran out of something, not a bug. */
const RESOURCE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EMFILE', 'ENFILE', 'EIO', 'EROFS', 'ENOMEM']);

/**
 * The error as a StoreUnavailableError when it is one, or is a raw resource failure (a file
 * upload meeting a full disk, say); null for anything else.
 */
export function storeUnavailable(error: unknown): StoreUnavailableError | null {
  if (error instanceof StoreUnavailableError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && RESOURCE_CODES.has(code) ? new StoreUnavailableError(code) : null;
}
