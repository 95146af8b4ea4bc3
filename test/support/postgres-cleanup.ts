import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { runsAsRoot } from './postgres-binaries.ts';

interface Guarded {
  binDir: string;
  base: string;
  data: string;
}

const live = new Set<Guarded>();

/** The shell words that stop the server in `data` at once, as the user that runs it. */
function immediateStop({ binDir, data }: Guarded): string[] {
  const stop = [join(binDir, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop'];
  return runsAsRoot() ? ['runuser', '-u', 'postgres', '--', ...stop] : stop;
}

const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * Makes sure a test server and its directory go when this process goes: at a normal exit at once,
 * and, when the process is killed (a run stopped with a signal), through a small watcher that
 * waits for this process to end.
 */
export function guardServerDir(binDir: string, base: string, data: string): { release: () => void } {
  const guarded = { binDir, base, data };
  live.add(guarded);
  installExitHook();
  const script = [
    `tail --pid=${process.pid} -f /dev/null`,
    `${immediateStop(guarded).map(quote).join(' ')} >/dev/null 2>&1`,
    `rm -rf ${quote(base)}`,
  ].join('; ');
  const watcher = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  watcher.unref();
  return {
    release: () => {
      live.delete(guarded);
      // The watcher is a process group of its own (sh and its tail): end both.
      if (watcher.pid !== undefined && watcher.exitCode === null) {
        try {
          process.kill(-watcher.pid, 'SIGTERM');
        } catch {}
      }
    },
  };
}

let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const guarded of live) {
      const [file = '', ...args] = immediateStop(guarded);
      spawnSync(file, args);
      rmSync(guarded.base, { recursive: true, force: true });
    }
  });
}
