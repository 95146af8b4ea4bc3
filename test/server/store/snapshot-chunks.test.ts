import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { atRestCodec, effectReader } from '../../../server/store/durable/at-rest.ts';
import { readSnapshot } from '../../../server/store/durable/snapshot-reader.ts';
import { captureSnapshot, writeSnapshot } from '../../../server/store/durable/snapshot-writer.ts';
import { nodeStoreFs, type StoreFs } from '../../../server/store/durable/store-fs.ts';
import { StoreState } from '../../../server/store/memory/store-state.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';

/** The real file system, noting the size of every write to a snapshot being written. */
function measuringFs(): { fs: StoreFs; writes: number[] } {
  const writes: number[] = [];
  const fs: StoreFs = {
    ...nodeStoreFs,
    open: async (path, flags, mode) => {
      const file = await nodeStoreFs.open(path, flags, mode);
      return {
        ...file,
        write: (data) => {
          writes.push(typeof data === 'string' ? data.length : data.byteLength);
          return file.write(data);
        },
        sync: () => file.sync(),
        close: () => file.close(),
      };
    },
  };
  return { fs, writes };
}

describe('a compaction of a long feed', () => {
  it('writes the sections of plain records in chunks, serving between them, and reads them back whole', async () => {
    const state = new StoreState();
    const owner = userRecord();
    state.apply({ t: 'user', user: owner });
    const events = 20_000;
    for (let i = 0; i < events; i++) {
      state.apply({
        t: 'notification',
        notification: {
          id: `n-${String(i).padStart(6, '0')}`,
          userId: owner.id,
          event: 'view',
          urlToken: 'sealed-token-'.repeat(4),
          name: 'sealed-name-'.repeat(3),
          kind: 'text',
          createdAt: T0 + i,
        },
      });
    }
    const dir = mkdtempSync(join(tmpdir(), 'snapshot-chunks-'));
    const { fs, writes } = measuringFs();
    const codec = atRestCodec(TEST_KEY);
    await writeSnapshot(fs, dir, captureSnapshot(state, 0), codec);

    // No pushes at all: a long feed alone is handed to the disk in many writes of about 256 kB.
    expect(writes.length).toBeGreaterThan(5);
    expect(Math.max(...writes)).toBeLessThan(256 * 1024 + 1024);
    const read = await readSnapshot(fs, join(dir, 'store.json'), effectReader(codec));
    expect(read.state.notifications.after(owner.id, { createdAt: 0, id: '' }, events)).toHaveLength(events);
  });
});
