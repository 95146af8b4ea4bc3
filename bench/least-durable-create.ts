import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { aesGcmCipher } from '../server/crypto/cipher.ts';
import { newSecretToken } from '../server/crypto/tokens.ts';

/**
 * A node:http handler doing only what every durable create must: read and parse the body, seal
 * payload and passphrase, append one line to an O_DSYNC journal (group commit, as the store does)
 * and answer 201 with the new token. No routing, validation, audit or push object: the floor under
 * any implementation's creates on this machine.
 */
export async function leastDurableCreate(journalPath: string) {
  const cipher = aesGcmCipher(Buffer.alloc(32, 7));
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | constants.O_DSYNC;
  const journal = await open(journalPath, flags, 0o600);
  let queue: { line: string; done: () => void }[] = [];
  let flushing = false;
  const flush = async () => {
    flushing = true;
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      await journal.write(batch.map((b) => b.line).join(''));
      for (const b of batch) b.done();
    }
    flushing = false;
  };
  const durable = (line: string) =>
    new Promise<void>((done) => {
      queue.push({ line, done });
      if (!flushing) void flush();
    });

  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') {
      // The bench's warm-up GETs.
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end('{}');
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const { push } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        push: { payload: string; passphrase: string };
      };
      const record = {
        urlToken: newSecretToken(),
        payload: cipher.seal(push.payload),
        passphrase: cipher.seal(push.passphrase),
        createdAt: Date.now(),
      };
      await durable(`${JSON.stringify(record)}\n`);
      const body = JSON.stringify({
        url_token: record.urlToken,
        created_at: new Date(record.createdAt).toISOString(),
      });
      response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    });
  };
}
