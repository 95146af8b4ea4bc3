import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the client gave them in RCPT TO. */
  envelopeTo: string[];
  /** The user name the client signed in with, or null. */
  user: string | null;
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  port: number;
  received: ReceivedMail[];
  /** Answer 451 to the next `count` messages, after reading them, as a busy server would. */
  refuseNext(count: number): void;
  /** How many messages were refused so far. */
  refused(): number;
  /** Resolves with the n-th mail received (1-based), waiting for it if need be. */
  nthMail(n: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 and a random port, without TLS. With `users`, AUTH is required
 * and checked against them; without, anyone may send.
 */
export async function startSmtpTestServer(users?: Record<string, string>): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let toRefuse = 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    logger: false,
    disabledCommands: users === undefined ? ['STARTTLS', 'AUTH'] : ['STARTTLS'],
    authOptional: users === undefined,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      const known = users?.[auth.username ?? ''];
      if (known !== undefined && known === auth.password) return callback(null, { user: auth.username });
      return callback(new Error('Invalid user name or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (toRefuse > 0) {
            toRefuse -= 1;
            refusedCount += 1;
            return callback(Object.assign(new Error('Busy, try again later'), { responseCode: 451 }));
          }
          received.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            user: typeof session.user === 'string' ? session.user : null,
            parsed,
          });
          for (const wake of waiters.splice(0)) wake();
          return callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    refuseNext: (count) => {
      toRefuse = count;
    },
    refused: () => refusedCount,
    async nthMail(n, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < n) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`mail ${n} did not arrive within ${timeoutMs} ms (${received.length} did)`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received[n - 1] as ReceivedMail;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
