import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openLowdbStore } from '../server/store/lowdb-store.ts';
import type { PushRecord } from '../server/store/records.ts';
import { BENCH_KEY_HEX } from './seed.ts';

export interface StoreLevel {
  name: string;
  opsPerSecond: number;
  p99Ms: number;
  delayP99Ms: number;
}

export interface StoreAlone {
  operations: StoreLevel[];
  /** A full compaction: how long it took and the longest the event loop waited meanwhile. */
  compaction: { ms: number; delayMaxMs: number };
}

const IN_FLIGHT = 10;
const audit = { ip: '127.0.0.1', userAgent: 'bench', referrer: '' };

/** Runs `count` operations with IN_FLIGHT at a time, timing each one and this process's event loop. */
async function timed(name: string, count: number, op: (i: number) => Promise<unknown>): Promise<StoreLevel> {
  const latencies: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const t = performance.now();
      await op(i);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  latencies.sort((a, b) => a - b);
  const p99Ms = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  return { name, opsPerSecond: count / seconds, p99Ms, delayP99Ms: delay.percentile(99) / 1e6 };
}

/**
 * The durable store alone on the data directory the server just left, with no HTTP in the way:
 * what the store could sustain, to set against what the server achieved.
 */
export async function measureStoreLevel(dataDir: string, count: number): Promise<StoreAlone> {
  const store = await openLowdbStore({ dataDir, instanceKey: Buffer.from(BENCH_KEY_HEX, 'hex') });
  try {
    const now = Date.now();
    const push = (i: number): PushRecord => ({
      urlToken: `store-level-${i}`,
      kind: 'text',
      ownerId: null,
      expireAfterDays: 7,
      expireAfterViews: 1,
      expiresAt: now + 7 * 86_400_000,
      retrievalStep: false,
      deletableByViewer: true,
      name: '',
      createdAt: now,
      updatedAt: now,
      expired: false,
      expiredOn: null,
      deleted: false,
      countedViews: 0,
      payload: `v1.${'x'.repeat(80)}`,
      passphrase: null,
      note: null,
      files: [],
    });
    const inserts = await timed('store insertPush', count, (i) => store.insertPush(push(i), audit, now));
    const claims = await timed('store claimView (last view)', count, (i) =>
      store.claimView(`store-level-${i}`, { owner: false, audit }, now + 1),
    );
    // Compaction writes every record; its chunks must leave the event loop free in between.
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const started = performance.now();
    await store.compact();
    const compaction = { ms: performance.now() - started, delayMaxMs: delay.max / 1e6 };
    delay.disable();
    return { operations: [inserts, claims], compaction };
  } finally {
    await store.close();
  }
}
