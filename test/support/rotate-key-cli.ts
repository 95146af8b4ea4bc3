import { spawn } from 'node:child_process';

/** Runs `secret-push rotate-key` as an operator would, without blocking this process. */
export async function rotateKeyCli(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/rotate-key.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    stdout += text;
  });
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  const status = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { status, stdout, stderr };
}
