import { type ChildProcess, spawn } from 'node:child_process';
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProbeReading } from './probe.ts';
import { isProbeAnswer } from './probe-readings.ts';

const ROOT = join(import.meta.dirname, '..');
/** Time the workers of a cluster get to start once the first one listens. */
const WORKERS_START_MS = 60_000;
/** BENCH_CPU_PROF=<dir>: every measured process writes a V8 CPU profile there when it stops. */
const PROFILE_ARGS = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
  : [];
/** BENCH_NODE_ARGS="--flag ...": node options for every measured process, to weigh a V8 setting. */
const EXTRA_NODE_ARGS = process.env.BENCH_NODE_ARGS?.trim().split(/\s+/).filter(Boolean) ?? [];

export interface MeasuredProcess {
  url: string;
  pid: number;
  /** From spawn to the listening line, in milliseconds. */
  startupMs: number;
  resetProbe(): Promise<void>;
  readProbe(): Promise<ProbeReading>;
  stop(): Promise<void>;
}

/** The bench's environment with `changes` applied; an undefined value removes the variable. */
function childEnv(changes: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/**
 * Starts a TypeScript entry in its own process with the probe preloaded and an IPC channel; node
 * runs it directly (not through the tsx CLI) so the pid we signal is the server itself. With
 * `processes` > 1 (a cluster primary and its workers) it waits until that many probes answer.
 */
export async function startMeasured(
  entry: string,
  env: Record<string, string | undefined>,
  logPath: string,
  args: string[] = [],
  processes = 1,
): Promise<MeasuredProcess> {
  // A log in a file, not a pipe: on Linux a pipe write is synchronous, so a busy reader would stall the server.
  const log = await open(logPath, 'w');
  const started = performance.now();
  const nodeArgs = [...PROFILE_ARGS, ...EXTRA_NODE_ARGS, '--import', 'tsx', '--import', './bench/probe.ts'];
  const child = spawn(process.execPath, [...nodeArgs, entry, ...args], {
    cwd: ROOT,
    env: childEnv(env),
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
  // Cluster workers start after the primary has said where it listens.
  const giveUpAt = performance.now() + WORKERS_START_MS;
  while ((await ask<ProbeReading>(child, 'read')).processes < processes) {
    if (performance.now() > giveUpAt) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not start ${processes} processes:\n${await readFile(logPath, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url,
    pid: child.pid ?? 0,
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

/** Asks the probe; a process that exits before it answers fails the question instead of hanging the bench. */
function ask<T>(child: ChildProcess, question: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`the measured process exited with ${code} before its probe answered`));
    };
    const onMessage = (answer: unknown) => {
      if (!isProbeAnswer(question, answer)) return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve(answer as T);
    };
    child.once('exit', onExit);
    child.on('message', onMessage);
    child.send(question);
  });
}
