import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { createApp } from '../../../server/app.ts';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { localFileStorage } from '../../../server/files/local-file-storage.ts';
import type { Counters } from '../../../server/limits/counters.ts';
import { memoryCounters } from '../../../server/limits/memory-counters.ts';
import type { Logger } from '../../../server/log/log.ts';
import { smtpTransport } from '../../../server/mail/smtp-transport.ts';
import {
  DEFAULT_NOTIFY_SETTINGS,
  type NotifySettings,
} from '../../../server/notifications/notify-settings.ts';
import { pushFiles } from '../../../server/pushes/push-files.ts';
import { pushService } from '../../../server/pushes/service.ts';
import { openMemoryStore } from '../../../server/store/memory-store.ts';
import type { Store } from '../../../server/store/port.ts';
import { defaultSettings } from '../../../shared/settings.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../support/smtp-test-server.ts';
import { storedMailer } from '../../support/stored-mailer.ts';
import { T0 } from '../harness.ts';
import { webClient } from '../web-client.ts';

export const ORIGIN = 'http://push.test';
export const PASSWORD = 'correct horse battery';

const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  // Last opened first: an app sharing another's SMTP server lets go of its connection before that closes.
  for (const close of opened.splice(0).reverse()) await close();
});

export interface Shared {
  store: Store;
  smtp: SmtpTestServer | null;
  key: Buffer;
}

export interface LinkMailAppOptions {
  /** No SMTP server: the app runs without mail. */
  noMail?: boolean;
  notify?: Partial<NotifySettings>;
  /** Shared with another app, as the processes of one server share them. */
  counters?: Counters;
  /** Another app's store, SMTP server and instance key, as a second process of one server has them. */
  share?: Shared;
}

/**
 * A Secret Push app over a memory store, its mail sent through a real SMTP server on loopback whose
 * received mail the test reads; alice has a token and a password, bob a token.
 */
export async function linkMailApp(options: LinkMailAppOptions = {}) {
  const clock = { now: T0 };
  const now = () => clock.now;
  const lines: string[] = [];
  const logger: Logger = { info: (l) => lines.push(l), error: (l) => lines.push(l) };
  const own = options.share === undefined;
  const smtp = options.share ? options.share.smtp : options.noMail ? null : await startSmtpTestServer();
  const store = options.share?.store ?? openMemoryStore();
  const settings = defaultSettings();
  const counters = options.counters ?? memoryCounters();
  const key = options.share?.key ?? randomBytes(32);
  const cipher = aesGcmCipher(key);
  const sender = 'Secret Push <push@push.test>';
  const transport = (port: number) =>
    smtpTransport({ host: '127.0.0.1', port, userName: null, password: null, starttls: false, sender });
  const mailing =
    smtp === null
      ? null
      : storedMailer({ store, cipher, transport: transport(smtp.port), from: sender, logger, now });
  const mailer = mailing?.mailer ?? null;
  let tokens = 0;
  const newUrlToken = () => `${own ? 'tok' : 'two'}${String(++tokens).padStart(4, '0')}${'x'.repeat(20)}`;
  const filesDir = join(mkdtempSync(join(tmpdir(), 'link-mail-')), 'files');
  const files = pushFiles({ storage: localFileStorage(filesDir), cipher, now, logger });
  const { onExpired, fileLink } = files;
  const service = pushService({ store, cipher, settings, now, newUrlToken, counters, onExpired, fileLink });
  const app = createApp({
    store,
    service,
    settings,
    secretPushVersion: '0.1.0',
    logger,
    bodyLimitBytes: 1024 * 1024,
    counters,
    now,
    mailer,
    files,
    notify: { ...DEFAULT_NOTIFY_SETTINGS, ...options.notify },
  });
  const admin = userAdmin(store, now);
  const alice = own ? await admin.add('alice@example.com') : '';
  const bob = own ? await admin.add('bob@example.com') : '';
  if (own) await admin.setPassword('alice@example.com', PASSWORD);
  opened.push(async () => {
    await mailing?.runner.stop();
    mailer?.close();
    if (own) {
      await smtp?.close();
      await store.close();
    }
  });
  const smtpOf = () => {
    if (smtp === null) throw new Error('this app has no SMTP server');
    return smtp;
  };
  return {
    app,
    store,
    smtp,
    clock,
    counters,
    /** What a second process of this server shares with it. */
    shared: { store, smtp, key } satisfies Shared,
    logLines: lines,
    alice,
    bob,
    /** The delivery runner: its `runDue()` sends what waits now. */
    runner: mailing?.runner ?? null,
    /** The n-th mail received (1-based), waiting for it. */
    mail: (n: number) => smtpOf().nthMail(n),
    /** Every mail received so far. */
    mails: () => smtpOf().received,
    client: () => webClient(app, ORIGIN),
    /** Sends a request as a client of the API would, JSON body when `body` is an object. */
    async send(
      method: string,
      path: string,
      init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      let body: BodyInit | undefined;
      if (init.body instanceof FormData || init.body instanceof URLSearchParams) body = init.body;
      else if (init.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.body);
      }
      const res = await app.request(`${ORIGIN}${path}`, { method, headers, body });
      const text = await res.text();
      return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
    },
  };
}

export type LinkMailApp = Awaited<ReturnType<typeof linkMailApp>>;
