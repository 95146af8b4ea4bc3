import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { type AccountSettings, DEFAULT_ACCOUNT_SETTINGS } from '../../../server/accounts/account-settings.ts';
import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { createApp } from '../../../server/app.ts';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { THROTTLE_OFF } from '../../../server/http/throttle.ts';
import { memoryCounters } from '../../../server/limits/memory-counters.ts';
import { pushService } from '../../../server/pushes/service.ts';
import { openMemoryStore } from '../../../server/store/memory-store.ts';
import { defaultSettings } from '../../../shared/settings.ts';
import { storedMailer } from '../../support/stored-mailer.ts';
import { T0 } from '../harness.ts';
import { type PageResponse, webClient } from '../web-client.ts';

export const EMAIL = 'alice@example.com';
export const PASSWORD = 'correct horse battery';

/** What the app's mailer was given to send: the kind and the address of each message. */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** The app with account settings of the test's choosing, a clock it moves, and alice with a password. */
export async function twoFactorApp(
  accounts: Partial<AccountSettings> = {},
  options: { mail?: boolean } = {},
) {
  const clock = { now: T0 };
  const now = () => clock.now;
  const store = openMemoryStore();
  const cipher = aesGcmCipher(randomBytes(32));
  const digestKey = randomBytes(32);
  const settings = defaultSettings();
  const counters = memoryCounters();
  const sent: SentMail[] = [];
  const transport = { sendMail: async (mail: SentMail) => sent.push(mail), close: () => {} };
  const logger = { info: () => {}, error: () => {} };
  let pushes = 0;
  const newUrlToken = () => `tok${String(++pushes).padStart(4, '0')}${'x'.repeat(20)}`;
  const app = createApp({
    store,
    service: pushService({ store, cipher, settings, now, newUrlToken, counters }),
    settings,
    secretPushVersion: '0.1.0',
    logger,
    bodyLimitBytes: 1024 * 1024,
    throttling: THROTTLE_OFF,
    counters,
    now,
    accounts: { ...DEFAULT_ACCOUNT_SETTINGS, ...accounts },
    accountCipher: cipher,
    accountDigestKey: digestKey,
    mailer: options.mail
      ? storedMailer({ store, cipher, transport, from: 'push@example.com', logger, now }).mailer
      : null,
  });
  const admin = userAdmin(store, now);
  await admin.add(EMAIL);
  await admin.setPassword(EMAIL, PASSWORD);
  const user = async () => {
    const found = await store.findUserByEmail(EMAIL);
    if (found === undefined) throw new Error('alice is gone');
    return found;
  };
  return { app, store, cipher, digestKey, clock, admin, sent, user };
}

export type TwoFactorApp = Awaited<ReturnType<typeof twoFactorApp>>;

/** The code an authenticator app shows for `secret` (base32, spaces allowed) at `at`. */
export function codeAt(secret: string, at: number): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: at });
}

/** A browser that signed in with alice's password (and, with a second factor, stands at its step). */
export async function passwordSignIn(t: TwoFactorApp, returnTo?: string) {
  const browser = webClient(t.app);
  await browser.get(
    returnTo === undefined ? '/users/sign_in' : `/users/sign_in?return_to=${encodeURIComponent(returnTo)}`,
  );
  const form = {
    email: EMAIL,
    password: PASSWORD,
    ...(returnTo === undefined ? {} : { return_to: returnTo }),
  };
  const answer = await browser.post('/users/sign_in', form);
  return { browser, answer };
}

/** Turns on alice's second factor through the pages, as a person does; returns the secret and the backup codes. */
export async function setUpSecondFactor(t: TwoFactorApp, browser: ReturnType<typeof webClient>) {
  await browser.get('/users/two_factor/setup');
  const started = await browser.post('/users/two_factor/setup', { password: PASSWORD });
  if (started.status !== 303) throw new Error(`set-up refused the password: ${started.status}`);
  const scan = await browser.get('/users/two_factor/setup');
  const secret = secretOn(scan);
  const confirmed = await browser.post('/users/two_factor/setup/confirm', {
    code: codeAt(secret, t.clock.now),
  });
  if (confirmed.status !== 303) throw new Error(`set-up refused the code: ${confirmed.status}`);
  const shown = await browser.get('/users/two_factor/backup_codes');
  return { secret, codes: codesOn(shown), shown };
}

/** The secret as the set-up page shows it for typing. */
export function secretOn(page: PageResponse): string {
  const secret = /id="secret"[^>]*>([A-Z2-7 ]+)</.exec(page.html)?.[1];
  if (secret === undefined) throw new Error('the page shows no secret');
  return secret.replace(/\s/g, '');
}

/** The backup codes as their page lists them. */
export function codesOn(page: PageResponse): string[] {
  return (/id="backup-codes"[^>]*>([^<]*)</.exec(page.html)?.[1] ?? '').split('\n').filter((c) => c !== '');
}

/** Signs alice out through the page's form. */
export async function signOut(browser: ReturnType<typeof webClient>) {
  await browser.get('/users/account');
  await browser.post('/users/sign_out');
}
