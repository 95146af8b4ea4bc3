import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { DAY, T0, TEST_KEY } from './fixtures.ts';
import type { SweepFigures } from './mass-expiry-child.ts';

const child = join(import.meta.dirname, 'mass-expiry-child.ts');
const DUE_AT = T0 + DAY;
/** A slice's line is far below this; the whole sweep of 100,000 pushes in one line was 47 MB. */
const LINE_BOUND = 1024 * 1024;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mass-expiry-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Runs the child with a collectable heap; resolves with its stdout and how it ended. */
function runChild(...args: string[]) {
  const proc = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', child, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  proc.stdout.setEncoding('utf8').on('data', (text: string) => {
    stdout += text;
  });
  return new Promise<{ stdout: string; code: number | null; signal: string | null }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ stdout, code, signal })),
  );
}

async function journalLines(dataDir: string): Promise<string[]> {
  return (await readFile(join(dataDir, 'journal-1.ndjson'), 'utf8')).split('\n');
}

it('expires 100,000 pushes due at once without holding the event loop 100 ms, and gives the memory back', async () => {
  const dataDir = join(root, 'sweep');
  expect((await runChild('build', dataDir, '100000')).code).toBe(0);
  const run = await runChild('sweep', dataDir);
  expect(run.code).toBe(0);
  const figures = JSON.parse(run.stdout) as SweepFigures;
  // The figures this test measured, for the record when it is run by hand.
  console.info('mass expiry of 100,000 pushes:', figures);
  expect(figures.expired).toBe(100_000);
  expect(figures.maxHeldMs).toBeLessThan(100);
  expect(figures.heapAfterMb).toBeLessThan(figures.heapBeforeMb + 8);
  // One mutation for the whole sweep built all its effects and their 47 MB line at once: 170 MB more heap, 220 MB more RSS.
  expect(figures.heapPeakMb - figures.heapBeforeMb).toBeLessThan(100);
  expect(figures.rssPeakMb - figures.rssBeforeMb).toBeLessThan(100);
  const lines = await journalLines(dataDir);
  expect(lines.pop()).toBe('');
  expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(LINE_BOUND);
}, 120_000);

it('recovers a sweep killed between two slices with every push either expired on disk or untouched', async () => {
  const dataDir = join(root, 'crash');
  const count = 20_000;
  expect((await runChild('build', dataDir, String(count))).code).toBe(0);
  const run = await runChild('crash', dataDir, '3');
  expect(run.stdout).toBe('');
  expect(run.signal).toBe('SIGKILL');
  const lines = await journalLines(dataDir);
  const torn = lines.pop();
  expect(torn).not.toBe('');
  expect(lines).toHaveLength(3);
  const onDisk = lines.flatMap((line) => JSON.parse(line) as { t: string; push: { expired: boolean } }[]);
  expect(onDisk.every((effect) => effect.t === 'push' && effect.push.expired)).toBe(true);

  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  try {
    const tokens = Array.from({ length: count }, (_, i) => `due-${i}`);
    const found = await Promise.all(tokens.map((token) => store.findPush(token)));
    const expired = found.filter((push) => push?.expired);
    expect(expired).toHaveLength(onDisk.length);
    expect(expired.every((push) => push?.payload === null)).toBe(true);
    const untouched = found.filter((push) => push && !push.expired && push.payload !== null);
    expect(untouched).toHaveLength(count - onDisk.length);
    expect(untouched.length).toBeGreaterThan(0);

    const rest = await store.expireDue(DUE_AT);
    expect(rest.map((push) => push.urlToken).sort()).toEqual(untouched.map((push) => push?.urlToken).sort());
    for (const token of tokens) expect((await store.findPush(token))?.expired).toBe(true);
  } finally {
    await store.close();
  }
}, 120_000);
