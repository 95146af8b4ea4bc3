import { createHash } from 'node:crypto';
import { realpath, unlink } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { inDir } from './data-files.ts';

/** Another live process (or this one) already has the data directory open. */
export class StoreLockedError extends Error {
  override readonly name = 'StoreLockedError';

  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by ${holderPid > 0 ? `process ${holderPid}` : 'another process'}. ` +
        'Stop that server first, or use its CLI, which talks to the running server.',
    );
  }
}

/** The pid file earlier versions kept; it means nothing now and is removed once the lock is held. */
const LEGACY_LOCK_NAME = 'store.lock';
const ASK_TIMEOUT_MS = 2000;

/**
 * The lock is a listening unix socket whose name comes from the directory's real path. The kernel
 * closes it the moment its holder dies (before the process is even reaped), so a crash never leaves
 * a stale lock, and a reused pid can't look like a holder. On Linux the name lives in the abstract
 * namespace (no file); elsewhere it is a socket file in the directory, whose stale copy no one answers.
 */
function lockAddress(realDir: string): string {
  if (process.platform !== 'linux') return inDir(realDir, 'store.lock.sock');
  return `\0secret-push-store-${createHash('sha256').update(realDir).digest('hex').slice(0, 40)}`;
}

/** Takes the directory's lock; resolves to the release function. Throws StoreLockedError naming the holder. */
export async function acquireStoreLock(dataDir: string): Promise<() => Promise<void>> {
  const address = lockAddress(await realpath(dataDir));
  for (let attempt = 0; ; attempt++) {
    try {
      const server = await listen(address);
      await unlink(inDir(dataDir, LEGACY_LOCK_NAME)).catch(() => {});
      return () => new Promise<void>((resolve) => server.close(() => resolve()));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 2) throw error;
    }
    const holder = await askHolder(address);
    if (holder !== undefined) throw new StoreLockedError(dataDir, holder);
    // Nobody answers: the holder died just now, or (a socket file) long ago; take the name over.
    if (!address.startsWith('\0')) await unlink(address).catch(() => {});
  }
}

function listen(address: string): Promise<Server> {
  const server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(`${JSON.stringify({ pid: process.pid })}\n`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock must not keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

/** The holder's pid as it tells it; undefined when nobody is listening. */
function askHolder(address: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    let text = '';
    const socket = createConnection(address);
    const done = (pid: number | undefined) => {
      socket.destroy();
      resolve(pid);
    };
    socket.setTimeout(ASK_TIMEOUT_MS, () => done(-1));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => done(pidIn(text)));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? undefined : -1),
    );
  });
}

/** Something answered on the lock's name: the pid it gave, or -1 when it gave none. */
function pidIn(text: string): number {
  try {
    const pid = (JSON.parse(text) as { pid?: unknown }).pid;
    return typeof pid === 'number' && Number.isInteger(pid) ? pid : -1;
  } catch {
    return -1;
  }
}
