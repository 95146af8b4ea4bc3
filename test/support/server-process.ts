import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from './until.ts';

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'secret-push-'));
}

export interface RunningServer extends ListeningProcess {
  dataDir: string;
}

/** The flows make many requests from one address: throttles are off unless a test's `env` sets them. */
const NO_THROTTLES = { PWP__THROTTLING__MINUTE: '0', PWP__THROTTLING__SECOND: '0' };

/** A server process started from any command, once it has said where it listens. */
export interface ListeningProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Spawns a server command and waits for its "listening on <url>" line (stdout or stderr). */
export async function spawnListening(
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv; detached?: boolean; timeoutMs?: number },
): Promise<ListeningProcess> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached === true,
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      options.timeoutMs ?? 30_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Starts the real server (tsx server/main.ts) on a port the system picks, and waits for its listening line. */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: { ownProcessGroup?: boolean } = {},
): Promise<RunningServer> {
  // Node itself with tsx as a loader: one process, so a signal (SIGKILL too) reaches the server.
  const server = await spawnListening(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...NO_THROTTLES,
      ...env,
    },
    detached: options.ownProcessGroup === true,
  });
  return { ...server, dataDir };
}

/** Runs `npm run user -- ...` the way a person or a script would, without npm's wrapper; `input` is piped to stdin. */
export function userCli(dataDir: string, args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/user.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
    ...(input === undefined ? {} : { input }),
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    lastLine: result.stdout.trim().split('\n').at(-1) ?? '',
  };
}

/**
 * `userCli` without blocking this process while the command runs: its connections to running
 * servers keep noticing when the servers close them, so none is reused half-closed afterwards.
 */
export async function userCliAsync(env: Record<string, string>, args: string[], input?: string) {
  const ran = await runCommand('server/cli/user.ts', args, { DATA_DIR: tempDataDir(), ...env }, input);
  return { ...ran, lastLine: ran.stdout.trim().split('\n').at(-1) ?? '' };
}

/** Runs one of the server's commands as an operator would, without blocking this process. */
export async function runCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
  input?: string,
) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    stdout += text;
  });
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  child.stdin.end(input ?? '');
  const status = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { status, stdout, stderr };
}

/** The one-time setup link a server with no user prints at start. */
export async function setupLinkOf(server: ListeningProcess): Promise<string> {
  let link = '';
  await until(
    () => {
      link = /(http:\/\/\S+\/users\/setup\/[\w-]+)/.exec(server.output())?.[1] ?? '';
      return link !== '';
    },
    'the server prints its setup link',
    10_000,
  );
  return link;
}
