import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach } from 'vitest';
import { tempDataDir } from './server-process.ts';

/** The installed command, as a person runs it: `secret-push serve`. */
export const serveArgs = ['bin/secret-push.js', 'serve'];

export const serveEnv = (env: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: tempDataDir(),
  PWP__THROTTLING__MINUTE: '0',
  PWP__THROTTLING__SECOND: '0',
  ...env,
});

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts `secret-push serve`, killed after the test; `until(pattern, count)` waits for its output to match. */
export function serveProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, serveArgs, { env: serveEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  const waiting = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiting) check();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const matches = (pattern: RegExp) => [...output.matchAll(new RegExp(pattern, 'gm'))];
  const until = (pattern: RegExp, count = 1, timeoutMs = 60_000) =>
    new Promise<RegExpMatchArray[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${pattern} in:\n${output}`)), timeoutMs);
      const check = () => {
        const found = matches(pattern);
        if (found.length < count) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(found);
      };
      waiting.add(check);
      check();
      // The process is gone: no more output will come.
      void exited.then(() => {
        if (!waiting.has(check)) return;
        clearTimeout(timer);
        waiting.delete(check);
        reject(new Error(`the server exited before ${pattern}:\n${output}`));
      });
    });
  return { child, output: () => output, matches, until, exited };
}
