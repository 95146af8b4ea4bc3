import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { ExportFigures } from './export-memory-child.ts';

const child = join(import.meta.dirname, 'export-memory-child.ts');
const ENTRIES = 200_000;

function runChild(format: string): Promise<{ stdout: string; code: number | null }> {
  const proc = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', child, String(ENTRIES), format], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  proc.stdout.setEncoding('utf8').on('data', (text: string) => {
    stdout += text;
  });
  return new Promise((resolve) => proc.on('exit', (code) => resolve({ stdout, code })));
}

it('exports 200,000 entries with the server’s memory flat: the download is far larger than what it adds', async () => {
  const run = await runChild('csv');
  expect(run.code).toBe(0);
  const figures = JSON.parse(run.stdout) as ExportFigures;
  console.info('export of 200,000 entries on lowdb:', figures);
  expect(figures.lines).toBe(ENTRIES + 1);
  // The whole download held at once would add its size (about 80 MB) and more as strings.
  expect(figures.bytes).toBeGreaterThan(60e6);
  expect(figures.peakMb - figures.baselineMb).toBeLessThan(30);
}, 120_000);
