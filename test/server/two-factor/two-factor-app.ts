import { Secret, TOTP } from 'otpauth';
import type { AccountSettings } from '../../../server/accounts/account-settings.ts';
import { harness } from '../harness.ts';
import { type PageResponse, webClient } from '../web-client.ts';

export const EMAIL = 'alice@example.com';
export const PASSWORD = 'correct horse battery';

/** The app with account settings of the test's choosing, a clock it moves, and alice with a password. */
export async function twoFactorApp(
  accounts: Partial<AccountSettings> = {},
  options: { mail?: boolean } = {},
) {
  const mail = options.mail ?? false;
  const h = await harness(undefined, { accounts, mail, users: 'alice', bodyLimitBytes: 1024 * 1024 });
  const { app, store, cipher, digestKey, clock, admin, policy } = h;
  await admin.setPassword(EMAIL, PASSWORD);
  const user = async () => {
    const found = await store.findUserByEmail(EMAIL);
    if (found === undefined) throw new Error('alice is gone');
    return found;
  };
  /** What the app's mailer was given to send, oldest first. */
  const sent = h.mails;
  return { app, store, cipher, digestKey, clock, admin, policy, sent, user };
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
