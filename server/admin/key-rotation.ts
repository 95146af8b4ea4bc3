import { type KeyRing, keyId } from '../crypto/key-ring.ts';
import { adoptFileMarks } from '../files/adopt-file-marks.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { Store } from '../store/port.ts';
import { type ResealCounts, resealKeyCheck, resealStoreValues } from '../store/reseal/reseal-walk.ts';
import type { RotateKeyCommand } from './run-command.ts';

export interface KeyRotationDeps {
  store: Store;
  ring: KeyRing;
  files: FileStorage;
  /** Writes the embedded store's snapshot, sealing url tokens and names under the current key; absent on PostgreSQL. */
  compact?: () => Promise<void>;
  log: (line: string) => void;
  sliceSize?: number;
  /** Stops after this many slices of the store, as an interrupted run would (tests). */
  stopAfterSlices?: number;
}

export interface KeyRotation extends ResealCounts {
  /** Files' keys moved from file storage into the store first, as an earlier version left them there. */
  filesAdopted: number;
  /** Whether everything is under the current key now, so the previous keys may be dropped. */
  complete: boolean;
}

/**
 * Re-seals everything under the ring's current key: the store's sealed values a slice at a time
 * (files' own keys among them), and last the key check. Files' keys an earlier version kept in file
 * storage are moved into the store first, as a server does at start, so the walk finds them too.
 * Safe to stop and to run again.
 */
export async function rotateKey(deps: KeyRotationDeps): Promise<KeyRotation> {
  const { log, ring } = deps;
  // Not through runAlone: adoption is safe beside another server's, and none may be left for the walk to miss.
  const filesAdopted = await adoptFileMarks(deps.files, deps.store);
  let reported = 0;
  const walk = await resealStoreValues(deps.store, ring, {
    sliceSize: deps.sliceSize ?? 200,
    ...(deps.stopAfterSlices === undefined ? {} : { stopAfterSlices: deps.stopAfterSlices }),
    onSlice: (counts) => {
      if (counts.seen - reported < 10_000) return;
      reported = counts.seen;
      log(`  records: ${counts.seen} looked at, ${counts.resealed} re-sealed`);
    },
  });
  const counts: ResealCounts = { ...walk };
  const complete = walk.complete && counts.unreadable === 0;
  if (complete) {
    await deps.compact?.();
    await resealKeyCheck(deps.store, ring);
  }
  return { ...counts, filesAdopted, complete };
}

/**
 * The running embedded server's side of `secret-push rotate-key`: it rotates only to the key the
 * command was given, so a server still started with the old key alone re-seals nothing under it.
 */
export function rotateKeyCommand(deps: Omit<KeyRotationDeps, 'stopAfterSlices'>): RotateKeyCommand {
  return async (asked) => {
    if (asked !== keyId(deps.ring.current)) {
      return {
        ok: false,
        error:
          'The running server seals under another key than PWPUSH_MASTER_KEY: restart it with ' +
          'PWPUSH_MASTER_KEY set to the new key and PWPUSH_MASTER_KEY_PREVIOUS to the old one first.',
      };
    }
    return { ok: true, result: await rotateKey(deps) };
  };
}
