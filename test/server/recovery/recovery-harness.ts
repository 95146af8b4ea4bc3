import { randomBytes } from 'node:crypto';
import { afterEach } from 'vitest';
import { type AccountSettings, DEFAULT_ACCOUNT_SETTINGS } from '../../../server/accounts/account-settings.ts';
import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { createApp } from '../../../server/app.ts';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { memoryCounters } from '../../../server/limits/memory-counters.ts';
import type { Logger } from '../../../server/log/log.ts';
import { smtpTransport } from '../../../server/mail/smtp-transport.ts';
import { pushService } from '../../../server/pushes/service.ts';
import { openMemoryStore } from '../../../server/store/memory-store.ts';
import { defaultSettings } from '../../../shared/settings.ts';
import {
  type ReceivedMail,
  type SmtpTestServer,
  startSmtpTestServer,
} from '../../support/smtp-test-server.ts';
import { storedMailer } from '../../support/stored-mailer.ts';
import { T0 } from '../harness.ts';
import { webClient } from '../web-client.ts';

export const ORIGIN = 'http://push.test';
export const PASSWORD = 'correct horse battery';

const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

export interface RecoveryOptions {
  /** No SMTP server: the app runs without mail. */
  noMail?: boolean;
  accounts?: Partial<AccountSettings>;
}

/**
 * A Secret Push app over a memory store and a clock the test moves, mailing through a real SMTP
 * server on loopback whose received mail the test reads; alice has an account with a password.
 */
export async function recoveryHarness(options: RecoveryOptions = {}) {
  const clock = { now: T0 };
  const now = () => clock.now;
  const lines: string[] = [];
  const logger: Logger = { info: (l) => lines.push(l), error: (l) => lines.push(l) };
  const smtp: SmtpTestServer | null = options.noMail ? null : await startSmtpTestServer();
  const store = openMemoryStore();
  const settings = defaultSettings();
  const counters = memoryCounters();
  const cipher = aesGcmCipher(randomBytes(32));
  const mailing =
    smtp === null
      ? null
      : storedMailer({
          store,
          cipher,
          transport: smtpTransport({
            host: '127.0.0.1',
            port: smtp.port,
            userName: null,
            password: null,
            starttls: false,
            sender: 'Secret Push <push@push.test>',
          }),
          from: 'Secret Push <push@push.test>',
          logger,
          now,
        });
  const mailer = mailing?.mailer ?? null;
  const service = pushService({ store, cipher, settings, now, newUrlToken: () => 'x'.repeat(24), counters });
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
    accounts: { ...DEFAULT_ACCOUNT_SETTINGS, ...options.accounts },
  });
  opened.push(async () => {
    await mailing?.runner.stop();
    mailer?.close();
    await smtp?.close();
    await store.close();
  });
  const admin = userAdmin(store, now);
  await admin.add('alice@example.com');
  await admin.setPassword('alice@example.com', PASSWORD);
  const smtpOf = () => {
    if (smtp === null) throw new Error('this harness has no SMTP server');
    return smtp;
  };
  return {
    app,
    store,
    clock,
    logLines: lines,
    admin,
    client: () => webClient(app, ORIGIN),
    /** The n-th mail received (1-based), waiting for it. */
    mail: (n: number) => smtpOf().nthMail(n),
    /** Every mail received so far. */
    mails: () => smtpOf().received,
  };
}

export type RecoveryHarness = Awaited<ReturnType<typeof recoveryHarness>>;

/** The one link to this server in a mail's text, as a path. */
export function linkIn(mail: ReceivedMail): string {
  const found = new RegExp(`${ORIGIN}(/users/[^\\s]+)`).exec(mail.parsed.text ?? '');
  if (found?.[1] === undefined) throw new Error(`no link in the mail: ${mail.parsed.text}`);
  return found[1];
}

/** Signs in through the sign-in form; returns the client. */
export async function signedIn(h: RecoveryHarness, email = 'alice@example.com', password = PASSWORD) {
  const client = h.client();
  await client.get('/users/sign_in');
  const res = await client.post('/users/sign_in', { email, password });
  if (res.status !== 303) throw new Error(`sign-in failed: ${res.status}`);
  return client;
}
