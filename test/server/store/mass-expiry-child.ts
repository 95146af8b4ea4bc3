// Run as a separate process by mass-expiry.test.ts, with `node --expose-gc --import tsx`:
//   build <dataDir> <count>   writes a snapshot of <count> pushes whose days all run out at DUE_AT
//   sweep <dataDir>           opens it, runs the expiry sweep, prints one JSON line of figures
//   crash <dataDir> <lines>   runs the sweep and kills itself halfway through journal line <lines> + 1
import { atRestCodec } from '../../../server/store/durable/at-rest.ts';
import { ensureDataDir } from '../../../server/store/durable/data-files.ts';
import { captureSnapshot, writeSnapshot } from '../../../server/store/durable/snapshot-writer.ts';
import { nodeStoreFs, type StoreFs } from '../../../server/store/durable/store-fs.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { StoreState } from '../../../server/store/memory/store-state.ts';
import { DAY, pushRecord, T0, TEST_KEY, visitor } from './fixtures.ts';

/** When the pushes the child builds run out of days; mass-expiry.test.ts sweeps at the same time. */
const DUE_AT = T0 + DAY;
/** A sealed payload of a short secret is about this long; each push holds its own copy once loaded. */
const PAYLOAD = 'x'.repeat(120);
/** No compaction while the figures are taken: the sweep alone is measured. */
const NO_COMPACTION = { afterPurgeMs: 3_600_000, maxJournalBytes: Number.MAX_SAFE_INTEGER };

export interface SweepFigures {
  expired: number;
  /** The longest the event loop was held while this process ran. */
  maxHeldMs: number;
  /** The longest wall-clock gap between two turns of the loop, time off the CPU included. */
  maxGapMs: number;
  sweepMs: number;
  heapBeforeMb: number;
  heapPeakMb: number;
  heapAfterMb: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
}

const [mode, dataDir, arg] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: mass-expiry-child.ts <build|sweep|crash> <dataDir> [arg]');

if (mode === 'build') await build(dataDir, Number(arg));
else if (mode === 'sweep') process.stdout.write(`${JSON.stringify(await sweep(dataDir))}\n`);
else if (mode === 'crash') await crash(dataDir, Number(arg));
else throw new Error(`unknown mode ${mode}`);

/** Builds the state directly and writes it as the store's own snapshot: far faster than 100,000 inserts. */
async function build(dir: string, count: number): Promise<void> {
  const state = new StoreState();
  for (let i = 0; i < count; i++) {
    const push = pushRecord({ urlToken: `due-${i}`, expiresAt: DUE_AT, payload: PAYLOAD });
    state.apply({ t: 'push', push });
    state.apply({
      t: 'audit',
      urlToken: push.urlToken,
      entry: { kind: 'creation', ...visitor, createdAt: T0 },
    });
  }
  await ensureDataDir(nodeStoreFs, dir);
  await writeSnapshot(nodeStoreFs, dir, captureSnapshot(state, 1), atRestCodec(TEST_KEY));
}

async function sweep(dir: string): Promise<SweepFigures> {
  const store = await openLowdbStore({ dataDir: dir, instanceKey: TEST_KEY, compaction: NO_COMPACTION });
  const before = settledMemory();
  let heapPeak = before.heap;
  let rssPeak = before.rss;
  const sampler = setInterval(() => {
    const { heapUsed, rss } = process.memoryUsage();
    heapPeak = Math.max(heapPeak, heapUsed);
    rssPeak = Math.max(rssPeak, rss);
  }, 5);
  const longestHold = holdMeter();
  await pause(20);
  const started = performance.now();
  const expired = (await store.expireDue(DUE_AT)).length;
  const sweepMs = performance.now() - started;
  // One more tick, so a hold at the very end of the sweep is measured too.
  await pause(20);
  const longest = longestHold.stop();
  clearInterval(sampler);
  const after = settledMemory();
  await store.close();
  const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
  return {
    expired,
    maxHeldMs: Math.round(longest.heldMs * 10) / 10,
    maxGapMs: Math.round(longest.wallMs * 10) / 10,
    sweepMs: Math.round(sweepMs),
    heapBeforeMb: mb(before.heap),
    heapPeakMb: mb(heapPeak),
    heapAfterMb: mb(after.heap),
    rssBeforeMb: mb(before.rss),
    rssPeakMb: mb(rssPeak),
    rssAfterMb: mb(after.rss),
  };
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * How long the event loop went without turning (a 1 ms interval that did not run), counted only
 * while this process was on a CPU: on a shared machine other processes can keep it off the CPU for
 * as long, and a loop that waits for the CPU is not held by anything this process does.
 */
function holdMeter(): { stop(): { heldMs: number; wallMs: number } } {
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let held = 0;
  let wall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    const gap = now - last;
    wall = Math.max(wall, gap);
    held = Math.max(held, Math.min(gap, (cpu.user + cpu.system) / 1000));
    last = now;
    lastCpu = process.cpuUsage();
  }, 1);
  return {
    stop: () => {
      clearInterval(timer);
      return { heldMs: held, wallMs: wall };
    },
  };
}

function settledMemory(): { heap: number; rss: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  gc();
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed, rss };
}

/** The real file system, except that journal write number `lines + 1` stops the process halfway through its bytes. */
function dyingFs(lines: number): StoreFs {
  let writes = 0;
  return {
    ...nodeStoreFs,
    open: async (path, flags, mode) => {
      const file = await nodeStoreFs.open(path, flags, mode);
      if (!path.includes('journal-')) return file;
      return {
        ...file,
        write: async (data) => {
          writes++;
          if (writes > lines) {
            const bytes = Buffer.from(data);
            await file.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
            process.kill(process.pid, 'SIGKILL');
          }
          return file.write(data);
        },
        sync: () => file.sync(),
        close: () => file.close(),
      };
    },
  };
}

async function crash(dir: string, lines: number): Promise<void> {
  const store = await openLowdbStore({
    dataDir: dir,
    instanceKey: TEST_KEY,
    compaction: NO_COMPACTION,
    fs: dyingFs(lines),
  });
  await store.expireDue(DUE_AT);
  process.stdout.write('the sweep finished without dying\n');
}
