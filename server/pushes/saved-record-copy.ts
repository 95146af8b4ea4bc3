import type { PolicyStore, SavedPolicy } from '../store/policy-store.ts';

export interface SavedRecordCopyDeps {
  store: Pick<PolicyStore, 'readPolicy' | 'policyVersion'>;
  now: () => number;
  /** How long the copy is trusted before the store's version is asked again. */
  refreshMs: number;
}

interface Held<T> {
  value: T;
  version: number;
  checkedAt: number;
}

/**
 * A value made from the administrator's saved record (the policy's rules, the brand's fields): kept,
 * and checked against the store's version once `refreshMs` has passed, so every worker and server
 * follows a change within that time without reading the whole record on every request.
 */
export function savedRecordCopy<T>(
  { store, now, refreshMs }: SavedRecordCopyDeps,
  make: (saved: SavedPolicy) => T,
) {
  let held: Held<T> | undefined;
  let checking: Promise<Held<T>> | undefined;

  async function check(): Promise<Held<T>> {
    const at = now();
    if (held !== undefined && (await store.policyVersion()) === held.version) {
      held = { ...held, checkedAt: at };
      return held;
    }
    const saved = await store.readPolicy();
    held = { value: make(saved), version: saved.version, checkedAt: at };
    return held;
  }

  const stale = () => held === undefined || now() - held.checkedAt >= refreshMs;

  function refresh(): Promise<Held<T>> {
    // Requests arriving together share one look at the store.
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  return {
    /** The value in force, read again from the store when the copy is older than `refreshMs`. */
    async current(): Promise<T> {
      if (!stale() && held !== undefined) return held.value;
      return (await refresh()).value;
    },
    /** The copy held, at once (undefined before the first read); a stale one is refreshed behind it. */
    latest(): T | undefined {
      if (stale()) refresh().catch(() => {});
      return held?.value;
    },
    /** The value in force now, read from the store whatever the copy's age: what a change starts from. */
    async fresh(): Promise<{ value: T; version: number }> {
      held = undefined;
      const read = await check();
      return { value: read.value, version: read.version };
    },
    forget(): void {
      held = undefined;
    },
  };
}
