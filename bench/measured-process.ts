import { type ChildProcess, spawn } from 'node:child_process';
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProbeReading } from './probe.ts';

const ROOT = join(import.meta.dirname, '..');

export interface MeasuredProcess {
  url: string;
  /** From spawn to the listening line, in milliseconds. */
  startupMs: number;
  resetProbe(): Promise<void>;
  readProbe(): Promise<ProbeReading>;
  stop(): Promise<void>;
}

/**
 * Starts a TypeScript entry in its own process with the probe preloaded and an IPC channel; node
 * runs it directly (not through the tsx CLI) so the pid we signal is the server itself.
 */
export async function startMeasured(
  entry: string,
  env: Record<string, string>,
  logPath: string,
  args: string[] = [],
): Promise<MeasuredProcess> {
  // A log in a file, not a pipe: on Linux a pipe write is synchronous, so a busy reader would stall the server.
  const log = await open(logPath, 'w');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './bench/probe.ts', entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', log.fd, log.fd, 'ipc'],
  });
  await log.close();
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  let url: string | undefined;
  while (url === undefined) {
    const output = await readFile(logPath, 'utf8');
    url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
    if (exited !== undefined) throw new Error(`${entry} exited with ${exited}:\n${output}`);
    if (url === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    startupMs,
    resetProbe: () => ask<unknown>(child, 'reset').then(() => undefined),
    readProbe: () => ask<ProbeReading>(child, 'read'),
    stop: () =>
      new Promise((resolve) => {
        if (exited !== undefined) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function ask<T>(child: ChildProcess, question: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(question);
  });
}
