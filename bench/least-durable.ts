import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { aesGcmCipher } from '../server/crypto/cipher.ts';
import { newSecretToken, safeEqual } from '../server/crypto/tokens.ts';

// The floors under any implementation of a durable create and a durable one-view read on this
// machine: node:http doing only what each must, with none of the server's routing, validation,
// audit or push object. The bench measures them in the same run as the server and the ceiling.

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Read-only references of this many pushes, `ref0` to `ref{N-1}`, all with PASSPHRASE. */
export const READ_FLOOR_PUSHES = 50_000;
export const READ_FLOOR_PASSPHRASE = 'open sesame';

const cipher = aesGcmCipher(Buffer.alloc(32, 7));

/** One O_DSYNC journal with group commit, as the store has: lines arriving during a write share the next. */
async function groupCommitJournal(path: string) {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | constants.O_DSYNC;
  const journal = await open(path, flags, 0o600);
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
  return (record: object) =>
    new Promise<void>((done) => {
      queue.push({ line: `${JSON.stringify(record)}\n`, done });
      if (!flushing) void flush();
    });
}

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Read the body, seal payload and passphrase, append the record, answer 201 with the new token. */
export async function leastDurableCreate(journalPath: string): Promise<Handler> {
  const durable = await groupCommitJournal(journalPath);
  return (request, response) => {
    if (request.method !== 'POST') return answer(response, 200, {}); // the bench's warm-up GETs
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
      await durable(record);
      answer(response, 201, {
        url_token: record.urlToken,
        created_at: new Date(record.createdAt).toISOString(),
      });
    });
  };
}

/**
 * GET /ref{i}?passphrase=...: find the push, open its one sealed value (passphrase and payload
 * together, fewer decryptions than any real layout), compare the passphrase in constant time,
 * drop the secret, append the view to the journal, answer 200 with the payload.
 */
export async function leastDurableRead(journalPath: string): Promise<Handler> {
  const durable = await groupCommitJournal(journalPath);
  const sealed = new Map<string, string | null>();
  for (let i = 0; i < READ_FLOOR_PUSHES; i++) {
    sealed.set(
      `ref${i}`,
      cipher.seal(JSON.stringify([READ_FLOOR_PASSPHRASE, `correct horse battery staple ${i}`])),
    );
  }
  return async (request, response) => {
    const [path = '/', query = ''] = (request.url ?? '/').split('?');
    const urlToken = path.slice(1);
    const secret = sealed.get(urlToken);
    if (secret === undefined || secret === null) return answer(response, 404, { error: 'not-found' });
    const [passphrase, payload] = JSON.parse(cipher.open(secret)) as [string, string];
    if (!safeEqual(passphrase, new URLSearchParams(query).get('passphrase') ?? '')) {
      return answer(response, 401, { error: 'That passphrase is incorrect.' });
    }
    sealed.set(urlToken, null);
    await durable({ view: urlToken, at: Date.now(), ip: request.socket.remoteAddress ?? '' });
    answer(response, 200, { url_token: urlToken, payload, expired: false, views_remaining: 0 });
  };
}
