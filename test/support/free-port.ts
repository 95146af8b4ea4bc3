import { createServer } from 'node:net';

/**
 * A loopback port free a moment ago, for a server whose address must be known before it starts
 * (its PWP__OVERRIDE_BASE_URL names it). Another process may take it first; that is rare enough here.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
