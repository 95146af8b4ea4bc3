import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const INSTALL_ROOT = '/usr/lib/postgresql';

/** The newest `/usr/lib/postgresql/<major>/bin` that holds pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgresBinDir(root = INSTALL_ROOT): string | null {
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .sort((a, b) => b - a);
  for (const major of majors) {
    const bin = join(root, String(major), 'bin');
    if (existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/** initdb and postgres refuse to run as root, so root runs them as the package's `postgres` user. */
export function runsAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Runs a PostgreSQL tool from `binDir` (as `postgres` when we are root); rejects with its output on failure. */
export async function runPostgresTool(
  binDir: string,
  tool: string,
  args: string[],
): Promise<{ stdout: string; stderr: string }> {
  const [file, argv] = runsAsRoot()
    ? ['runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args]]
    : [join(binDir, tool), args];
  try {
    return await run(file, argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${tool} failed: ${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
}
