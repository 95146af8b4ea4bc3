import { chmod, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import type { UserAdmin } from '../accounts/user-admin.ts';
import { describeError, type Logger } from '../log/log.ts';
import { adminSocketPath } from './protocol.ts';
import {
  parseAdminRequest,
  type RotateKeyCommand,
  runAdminCommand,
  type VerifyActivityCommand,
} from './run-command.ts';

const MAX_REQUEST = 4096;

/**
 * Lets `npm run user` manage accounts (and `rotate-key` re-seal the store) while the server runs:
 * the server holds the store's lock, so the CLI asks it over a unix socket that only the data
 * directory's owner can reach.
 */
export async function serveAdminSocket(
  dataDir: string,
  admin: UserAdmin,
  logger: Logger,
  rotateKey?: RotateKeyCommand,
  verifyActivity?: VerifyActivityCommand,
): Promise<Server> {
  const path = adminSocketPath(dataDir);
  // The store lock is ours, so a socket file left here belongs to a server that is gone.
  await rm(path, { force: true });
  const server = createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST) socket.destroy();
      const end = buffer.indexOf('\n');
      if (end === -1) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(buffer.slice(0, end));
      } catch {
        parsed = undefined;
      }
      const request = parseAdminRequest(parsed);
      const reply = request
        ? runAdminCommand(admin, request, rotateKey, verifyActivity)
        : Promise.resolve({ ok: false as const, error: 'Unknown account command.' });
      reply
        .then((response) => socket.end(`${JSON.stringify(response)}\n`))
        .catch((error: unknown) => {
          logger.error(`account command failed: ${describeError(error)}`);
          socket.end(`${JSON.stringify({ ok: false, error: 'The server could not run that command.' })}\n`);
        });
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return server;
}
