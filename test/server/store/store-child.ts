// Run as a separate process by the durability tests: `node --import tsx store-child.ts <mode> <dataDir>`.
import { openLowdbStore, StoreLockedError } from '../../../server/store/lowdb-store.ts';
import { pushRecord, T0, TEST_KEY, visitor } from './fixtures.ts';

const [mode, dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: store-child.ts <open|write-loop> <dataDir>');

try {
  const store = await openLowdbStore({
    dataDir,
    instanceKey: TEST_KEY,
    compaction: { maxJournalBytes: 64 * 1024 },
  });
  if (mode === 'open') {
    process.stdout.write('opened\n');
    await store.close();
  } else {
    // Keeps 16 inserts in flight and prints each token once its insert has been acknowledged.
    const writer = async () => {
      for (;;) {
        const push = pushRecord();
        await store.insertPush(push, visitor, T0);
        process.stdout.write(`${push.urlToken}\n`);
      }
    };
    await Promise.all(Array.from({ length: 16 }, writer));
  }
} catch (error) {
  if (!(error instanceof StoreLockedError)) throw error;
  process.stdout.write(`${error.name}: ${error.message}\n`);
  process.exitCode = 3;
}
