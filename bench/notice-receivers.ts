import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Where the notified owner's notices go in a bench run: an SMTP server and a webhook, both in this process. */
export interface NoticeReceivers {
  smtpPort: number;
  webhookUrl: string;
  /** Mails and webhook calls received so far. */
  received(): { mails: number; webhooks: number };
  /**
   * Waits until `mails` and `webhooks` have arrived in all; resolves with the milliseconds it took,
   * or null when they had not after `timeoutMs`.
   */
  arrived(mails: number, webhooks: number, timeoutMs: number): Promise<number | null>;
  close(): Promise<void>;
}

const listening = (server: { listen: (port: number, host: string, done: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

/** Takes every mail and webhook call, counts it and drops it, as fast receivers would. */
export async function startNoticeReceivers(): Promise<NoticeReceivers> {
  let mails = 0;
  let webhooks = 0;
  const smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        mails++;
        callback();
      });
    },
  });
  await listening(smtp);
  const hooks = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      webhooks++;
      response.writeHead(204).end();
    });
  });
  await listening(hooks);
  const hookPort = (hooks.address() as AddressInfo).port;
  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    webhookUrl: `http://127.0.0.1:${hookPort}/bench-hook`,
    received: () => ({ mails, webhooks }),
    async arrived(wantedMails, wantedHooks, timeoutMs) {
      const started = performance.now();
      while (mails < wantedMails || webhooks < wantedHooks) {
        if (performance.now() - started > timeoutMs) return null;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return performance.now() - started;
    },
    async close() {
      hooks.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => hooks.close(() => resolve())),
      ]);
    },
  };
}
