/**
 * Errors whose message is written for people (configuration, keys, the state of the store or of
 * the file storage): the server and every command print it as it is. Any other error is told by
 * its kind and place only (describeError), so no stray message can carry a secret to a log.
 */
const SAID_FOR_PEOPLE: readonly string[] = [
  'ConfigError',
  'KeyError',
  'StoreLockedError',
  'StoreCorruptError',
  'DatabaseStateError',
  'DatabaseOpenError',
  'FileStorageOpenError',
];

/** Whether `error` is one of those, or of the errors a command names as its own (`alsoSaid`). */
export function saidForPeople(error: unknown, alsoSaid: readonly string[] = []): error is Error {
  return error instanceof Error && (SAID_FOR_PEOPLE.includes(error.name) || alsoSaid.includes(error.name));
}
