import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { heapFlags, SWEEP_ARRAY_BUFFERS_AT_ONCE } from '../../server/heap-flags.ts';

const run = promisify(execFile);

describe('the V8 flags the server sets for itself', () => {
  it('frees collected ArrayBuffers at once, unless the node command line says either way', () => {
    expect(heapFlags([])).toEqual(['--no-concurrent-array-buffer-sweeping']);
    expect(heapFlags(['--import', 'tsx', '--max-semi-space-size=16'])).toEqual([
      '--no-concurrent-array-buffer-sweeping',
    ]);
    expect(heapFlags(['--concurrent-array-buffer-sweeping'])).toEqual([]);
    expect(heapFlags(['--no-concurrent_array_buffer_sweeping'])).toEqual([]);
  });

  it('names a flag this node knows: V8 ignores one it does not, and node refuses it on its command line', async () => {
    const { stdout } = await run(process.execPath, [SWEEP_ARRAY_BUFFERS_AT_ONCE, '-p', '"known"']);
    expect(stdout.trim()).toBe('known');
  });
});
