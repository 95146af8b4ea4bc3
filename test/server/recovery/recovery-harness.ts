import type { AccountSettings } from '../../../server/accounts/account-settings.ts';
import type { ReceivedMail } from '../../support/smtp-test-server.ts';
import { harnessesClosedAfterEach } from '../harness.ts';
import { webClient } from '../web-client.ts';

export const ORIGIN = 'http://push.test';
export const PASSWORD = 'correct horse battery';

const openHarness = harnessesClosedAfterEach({ users: 'alice', bodyLimitBytes: 1024 * 1024 });

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
  const mail = options.noMail ? 'none' : 'smtp';
  const h = await openHarness(undefined, { mail, accounts: options.accounts ?? {} });
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const smtpOf = () => {
    if (h.smtp === null) throw new Error('this harness has no SMTP server');
    return h.smtp;
  };
  return {
    app: h.app,
    store: h.store,
    clock: h.clock,
    logLines: h.logLines,
    admin: h.admin,
    client: () => webClient(h.app, ORIGIN),
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
