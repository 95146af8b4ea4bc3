import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  /** The request's path and query. */
  path: string;
  /** Its headers, names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** Whether `standardwebhooks` accepted its signature and timestamp under the receiver's secret. */
  verified: boolean;
  /** The status it was answered with, or 'hang' when it was left unanswered. */
  answer: number | 'hang';
}

export interface WebhookReceiver {
  /** Where to send: `http://127.0.0.1:<port>/hooks/<random token>`, the token standing for a secret path. */
  url: string;
  /** Every request so far, verified or not, in the order they came. */
  received: ReceivedWebhook[];
  /** The most requests it has had open at once (a hanging one stays open until its sender gives up). */
  mostAtOnce(): number;
  /** Answer the next `count` requests with `answer` (a status, or 'hang': never answer); then 204 again. */
  failNext(count: number, answer: number | 'hang'): void;
  /** Resolves with the n-th request (1-based), waiting for it if need be. */
  nth(n: number, timeoutMs?: number): Promise<ReceivedWebhook>;
  /** Stops listening and drops every connection, hanging ones too. */
  close(): Promise<void>;
}

const flatHeaders = (request: IncomingMessage) =>
  Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );

/** A real HTTP receiver on 127.0.0.1 that checks each request as a Standard Webhooks consumer would. */
export async function startWebhookReceiver(
  secret: string,
  /** The port and path of a receiver that was here before, to come back at the same URL. */
  at: { port: number; path: string } = { port: 0, path: `/hooks/${randomBytes(8).toString('hex')}` },
): Promise<WebhookReceiver> {
  const checker = new Webhook(secret);
  const received: ReceivedWebhook[] = [];
  const waiters: Array<() => void> = [];
  let failing = { count: 0, answer: 204 as number | 'hang' };
  let open = 0;
  let most = 0;

  const server = createServer((request, response) => {
    open += 1;
    most = Math.max(most, open);
    response.on('close', () => {
      open -= 1;
    });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = flatHeaders(request);
      let verified = true;
      try {
        checker.verify(body, headers, { jsonParse: false });
      } catch {
        verified = false;
      }
      const answer = failing.count > 0 ? failing.answer : 204;
      if (failing.count > 0) failing = { ...failing, count: failing.count - 1 };
      received.push({ path: request.url ?? '', headers, body, verified, answer });
      for (const wake of waiters.splice(0)) wake();
      if (answer !== 'hang') response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(at.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${at.path}`,
    received,
    mostAtOnce: () => most,
    failNext(count, answer) {
      failing = { count, answer };
    },
    async nth(n, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`webhook ${n} not received (got ${received.length})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received[n - 1] as ReceivedWebhook;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
