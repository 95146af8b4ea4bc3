import { runCommand } from './server-process.ts';

/** Runs `secret-push rotate-key` as an operator would, without blocking this process. */
export const rotateKeyCli = (env: Record<string, string>) => runCommand('server/cli/rotate-key.ts', [], env);
