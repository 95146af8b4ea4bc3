import type { KeyRing } from '../../crypto/key-ring.ts';
import { openKeyCheck, sealKeyCheck } from '../key-check.ts';
import type { StoreControl } from '../store-control.ts';
import type { ResealStore } from './reseal-store.ts';

export interface ResealCounts {
  /** Records looked at. */
  seen: number;
  /** Records written back with their values under the current key. */
  resealed: number;
  /** Values no key of the ring opens: left as they are, and the key check is then kept. */
  unreadable: number;
}

export interface ResealWalkOptions {
  /** Records a slice looks at; each changed record is written by itself. */
  sliceSize: number;
  /** Told after each slice, with the counts so far. */
  onSlice?: (counts: ResealCounts) => void;
  /** Stops after this many slices, as an interrupted run would (tests). */
  stopAfterSlices?: number;
}

/** Re-seals one value under the ring's current key; null when it is already, or when no key opens it. */
export function resealer(ring: KeyRing, counts: ResealCounts): (sealed: string) => string | null {
  return (sealed) => {
    if (ring.isCurrent(sealed)) return null;
    try {
      return ring.seal(ring.open(sealed));
    } catch {
      counts.unreadable++;
      return null;
    }
  };
}

/**
 * Walks every sealed value of the store and re-seals what is not under the current key. Stopped
 * and run again, it passes over what it already did without writing it. Resolves `complete` once
 * the walk reached the end.
 */
export async function resealStoreValues(
  store: ResealStore,
  ring: KeyRing,
  options: ResealWalkOptions,
): Promise<ResealCounts & { complete: boolean }> {
  const counts: ResealCounts = { seen: 0, resealed: 0, unreadable: 0 };
  const reseal = resealer(ring, counts);
  let cursor: string | null = null;
  let slices = 0;
  do {
    if (slices === options.stopAfterSlices) return { ...counts, complete: false };
    const slice = await store.resealSlice(cursor, options.sliceSize, reseal);
    counts.seen += slice.seen;
    counts.resealed += slice.resealed;
    cursor = slice.next;
    slices++;
    options.onSlice?.({ ...counts });
  } while (cursor !== null);
  return { ...counts, complete: true };
}

/**
 * Re-seals the key check under the current key, keeping the store's digest root: done last, once
 * everything else is under the current key, so a store whose key check the new key alone opens
 * holds nothing that needs an older one. Resolves whether it changed anything.
 */
export async function resealKeyCheck(
  store: Pick<StoreControl, 'keyCheck' | 'setKeyCheck'>,
  ring: KeyRing,
): Promise<boolean> {
  const sealed = await store.keyCheck();
  if (sealed === null || ring.isCurrent(sealed)) return false;
  const opened = openKeyCheck(sealed, ring);
  if (opened === null) throw new Error('No key of the ring opens the key check.');
  await store.setKeyCheck(sealKeyCheck(ring, opened.digestRoot));
  return true;
}
