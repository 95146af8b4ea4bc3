import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { TEST_KEY } from './fixtures.ts';

const child = join(import.meta.dirname, 'store-child.ts');
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-process-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the child and hands each stdout line to `onLine`; resolves with the exit code or signal. */
function runChild(mode: string, onLine: (line: string, kill: () => void) => void) {
  const proc = spawn(process.execPath, ['--import', 'tsx', child, mode, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffered = '';
  proc.stdout.setEncoding('utf8').on('data', (text: string) => {
    const lines = (buffered + text).split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine(line, () => proc.kill('SIGKILL'));
  });
  return new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ code, signal })),
  );
}

it('refuses a second process on the same data directory with a message naming the holder', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const lines: string[] = [];
  const exit = await runChild('open', (line) => lines.push(line));
  await store.close();
  expect(exit.code).toBe(3);
  expect(lines).toEqual([
    `StoreLockedError: The data directory ${dataDir} is in use by process ${process.pid}. ` +
      'Stop that server first, or use its CLI, which talks to the running server.',
  ]);
  const after: string[] = [];
  expect((await runChild('open', (line) => after.push(line))).code).toBe(0);
  expect(after).toEqual(['opened']);
});

it('keeps every acknowledged push when the process is killed in the middle of a write load', async () => {
  const acknowledged: string[] = [];
  const exit = await runChild('write-loop', (line, kill) => {
    acknowledged.push(line);
    if (acknowledged.length === 1500) kill();
  });
  expect(exit.signal).toBe('SIGKILL');
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const missing = [];
  for (const token of acknowledged) if (!(await store.findPush(token))) missing.push(token);
  await store.close();
  expect(acknowledged.length).toBeGreaterThanOrEqual(1500);
  expect(missing).toEqual([]);
});
