import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { fileKeyRecord } from './conformance-file-keys.ts';
import { T0, TEST_KEY } from './fixtures.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the embedded store's file keys on disk", () => {
  it('writes them into its snapshot, counted, and reads them back after compaction drops the journal', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lowdb-file-keys-'));
    dirs.push(dataDir);
    const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
    const [kept, retired, removed] = [fileKeyRecord(), fileKeyRecord(), fileKeyRecord()];
    for (const row of [kept, retired, removed]) await store.putFileKey(row);
    await store.retireFileKeys([retired.id], T0 + 1000);
    await store.removeFileKeys([removed.id]);
    await store.compact();
    await store.close();
    const snapshot = readdirSync(dataDir).find((name) => name.endsWith('.json')) ?? '';
    const lines = readFileSync(join(dataDir, snapshot), 'utf8').trim().split('\n');
    expect(lines).toContain('"fileKeys":[');
    expect(
      JSON.parse(
        lines
          .at(-1)
          ?.replace(/^"end":/, '')
          .replace(/}$/, '') ?? '{}',
      ),
    ).toMatchObject({
      fileKeys: 2,
    });

    const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
    try {
      expect(await again.findFileKey(kept.id)).toEqual(kept);
      expect(await again.findFileKey(retired.id)).toEqual({ ...retired, retiredUntil: T0 + 1000 });
      expect(await again.findFileKey(removed.id)).toBeUndefined();
    } finally {
      await again.close();
    }
  });
});
