import type { Effect } from '../memory/effects.ts';
import type { StoreState } from '../memory/store-state.ts';

type Reseal = (sealed: string) => string | null;

/** One kind of record that holds values sealed under the instance key, for the re-seal walk. */
export interface SealedKind {
  records(state: StoreState): Iterable<object>;
  /** The record with its sealed values re-sealed, and the effect that writes it; null when none changed. */
  reseal(record: object, reseal: Reseal): Effect | null;
}

/** Re-seals the named fields of a record; empty and null values stay as they are. */
function resealFields<T extends object>(record: T, fields: readonly (keyof T)[], reseal: Reseal): T | null {
  let changed: T | null = null;
  for (const field of fields) {
    const value = record[field];
    if (typeof value !== 'string' || value === '') continue;
    const next = reseal(value);
    if (next === null) continue;
    changed = { ...(changed ?? record), [field]: next };
  }
  return changed;
}

function kind<T extends object>(
  records: (state: StoreState) => Iterable<T>,
  resealed: (record: T, reseal: Reseal) => Effect | null,
): SealedKind {
  return { records, reseal: (record, reseal) => resealed(record as T, reseal) };
}

const or = <T, R>(value: T | null, make: (value: T) => R): R | null => (value === null ? null : make(value));

/**
 * Every record of the in-memory state that holds sealed values, in walk order. Url tokens, push
 * names and file names are in the clear in memory and sealed when written to disk (at-rest.ts), so
 * a snapshot written afterwards seals them under the current key.
 */
export const SEALED_KINDS: readonly SealedKind[] = [
  kind(
    (state) => state.pushes.values(),
    (push, f) =>
      or(resealFields(push, ['payload', 'passphrase', 'note', 'gate'], f), (p) => ({ t: 'push', push: p })),
  ),
  kind(
    (state) => state.users.values(),
    (user, f) => {
      const totp = user.totp === undefined ? null : resealFields(user.totp, ['secret'], f);
      return or(totp, (t) => ({ t: 'user', user: { ...user, totp: t } }));
    },
  ),
  kind(
    (state) => state.oneTimes.values(),
    (record, f) => or(resealFields(record, ['data'], f), (r) => ({ t: 'onetime', record: r })),
  ),
  kind(
    (state) => state.deliveries.values(),
    (delivery, f) => or(resealFields(delivery, ['payload'], f), (d) => ({ t: 'delivery', delivery: d })),
  ),
  kind(
    (state) => state.notificationSettings.values(),
    (settings, f) => {
      const webhook = settings.webhook === null ? null : resealFields(settings.webhook, ['url', 'secret'], f);
      return or(webhook, (w) => ({ t: 'notifyset', settings: { ...settings, webhook: w } }));
    },
  ),
  kind(
    (state) => state.notifications.values(),
    (notification, f) =>
      or(resealFields(notification, ['urlToken', 'name', 'viewer'], f), (n) => ({
        t: 'notification',
        notification: n,
      })),
  ),
  kind(
    (state) => state.requests.values(),
    (request, f) =>
      or(
        resealFields(
          request,
          ['name', 'message', 'note', 'passphrase', 'answerToken', 'attachmentToken', 'gate'],
          f,
        ),
        (r) => ({ t: 'request', request: r }),
      ),
  ),
  kind(
    (state) => state.fileKeys.values(),
    (record, f) => or(resealFields(record, ['meta'], f), (r) => ({ t: 'filekey', record: r })),
  ),
];
