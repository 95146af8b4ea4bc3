/**
 * What a worker tells the primary, by message and by exit code, so the primary can tell a worker
 * waiting for its database from one that crashed and from a start that can never work.
 */

/** Sent once the worker's store is open: from then on its death is a crash of working code. */
export const STORE_OPEN_MESSAGE = { secretPushWorker: 'store-open' } as const;

export function isStoreOpenMessage(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { secretPushWorker?: unknown }).secretPushWorker === STORE_OPEN_MESSAGE.secretPushWorker
  );
}

/**
 * Sent before a worker answers 503 while its database cannot be reached, ahead of its listening, so
 * the primary knows it refuses before it is handed a connection; STORE_OPEN_MESSAGE ends it.
 */
export const STORE_WAITING_MESSAGE = { secretPushWorker: 'store-waiting' } as const;

export function isStoreWaitingMessage(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { secretPushWorker?: unknown }).secretPushWorker === STORE_WAITING_MESSAGE.secretPushWorker
  );
}

/**
 * The exit code of a worker whose start failed for a reason said for people (a setting, the key,
 * a schema newer than this code): starting another would fail alike, so the server stops.
 */
export const CANNOT_START_EXIT_CODE = 78;

/** Set in a replacement worker's environment: wait for the database instead of failing at once. */
export const WAIT_FOR_STORE_ENV = 'SECRET_PUSH_WORKER_WAITS_FOR_STORE';
