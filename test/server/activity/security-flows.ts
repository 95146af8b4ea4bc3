import { expect } from 'vitest';
import type { ActivityEntry } from '../../../server/store/activity-store.ts';
import { CHROME_REDIRECT, consent, exchange, pkce } from '../devices/device-flow.ts';
import { type Harness, type HarnessOptions, harnessesClosedAfterEach } from '../harness.ts';
import { codeAt, codesOn, secretOn } from '../two-factor/two-factor-app.ts';
import { webClient } from '../web-client.ts';

export const PASSWORD = 'correct horse battery';
export const ALICE = 'alice@example.com';
export const BOB = 'bob@example.com';

type Browser = ReturnType<typeof webClient>;

/** Apps over the memory store and over lowdb on disk, each with alice and bob and mail kept; call at a file's top level. */
export function securityHarnesses(): [string, (options?: HarnessOptions) => Promise<Harness>][] {
  const open = harnessesClosedAfterEach({ mail: true, bodyLimitBytes: 1024 * 1024 });
  return [
    ['memory', (options = {}) => open(undefined, options)],
    ['lowdb', (options = {}) => open(undefined, { ...options, durable: true })],
  ];
}

/** Every entry of the log, oldest first. */
export const entriesOf = (h: Pick<Harness, 'store'>) => h.store.readActivity(0, 10_000);

/** An entry as the tests compare it: what happened, by whom, to what, how, with which details. */
export const told = ({ event, actor, target, outcome, details }: ActivityEntry) => ({
  event,
  actor,
  target,
  outcome,
  details,
});

/** The entries recorded since `from` (a count of entries read before), as `told` gives them. */
export async function entriesSince(h: Pick<Harness, 'store'>, from: number) {
  return (await entriesOf(h)).slice(from).map(told);
}

export const userOf = async (h: Harness, email: string) => {
  const user = await h.store.findUserByEmail(email);
  if (user === undefined) throw new Error(`no user ${email}`);
  return user;
};

/** The actor a signed-in user is recorded as. */
export const asUser = (user: { id: string; email: string }) => ({
  kind: 'user',
  id: user.id,
  name: user.email,
});

export const ANONYMOUS = { kind: 'anonymous', id: null, name: null };

/** A browser at the sign-in form that posts the password; the answer tells whether a second step waits. */
export async function passwordStep(h: Harness, email = ALICE, password = PASSWORD) {
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  const answer = await browser.post('/users/sign_in', { email, password });
  expect(answer.status).toBe(303);
  return browser;
}

/** Turns on a second factor through the pages of a signed-in browser; its secret and backup codes. */
export async function setUpSecondFactor(h: Harness, browser: Browser, password = PASSWORD) {
  await browser.get('/users/two_factor/setup');
  expect((await browser.post('/users/two_factor/setup', { password })).status).toBe(303);
  const secret = secretOn(await browser.get('/users/two_factor/setup'));
  const code = codeAt(secret, h.clock.now);
  expect((await browser.post('/users/two_factor/setup/confirm', { code })).status).toBe(303);
  return { secret, code, codes: codesOn(await browser.get('/users/two_factor/backup_codes')) };
}

/** Types a code at the second step; the answer's status. */
export async function secondStep(browser: Browser, code: string) {
  await browser.get('/users/two_factor');
  return (await browser.post('/users/two_factor', { code })).status;
}

export async function signOut(browser: Browser) {
  await browser.get('/users/account');
  expect((await browser.post('/users/sign_out')).status).toBe(303);
}

/** The extension's sign-in from a signed-in browser: the consent, the code, its verifier and the token. */
export async function extensionSignIn(h: Harness, browser: Browser, name = 'Chrome on Linux') {
  const p = pkce();
  const code = (await consent({ h, browser }, p, 'allow', { name })).searchParams.get('code') ?? '';
  const traded = await exchange(
    { h, browser },
    { code, code_verifier: p.verifier, redirect_uri: CHROME_REDIRECT },
  );
  expect(traded.status).toBe(200);
  return { code, verifier: p.verifier, token: traded.body.token ?? '' };
}

/** The extension signing its token out, as it does: a bearer token and no cookie. */
export async function extensionSignOut(h: Harness, token: string) {
  const res = await h.app.request('http://push.test/users/extension/sign_out', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

/** Makes (or replaces) the signed-in user's API token on the token page; the token shown once. */
export async function newApiToken(browser: Browser) {
  await browser.get('/users/token');
  expect((await browser.post('/users/token')).status).toBe(303);
  const page = await browser.get('/users/token');
  const token = /<pre[^>]*id="token"[^>]*>([^<]+)</.exec(page.html)?.[1];
  if (token === undefined) throw new Error('the token page shows no token');
  return token;
}

/** The n-th mail the app sent (1-based), once the outbox has sent it. */
export async function mailed(h: Harness, n: number) {
  await expect
    .poll(async () => {
      await h.runner?.runDue();
      return h.mails.length;
    })
    .toBeGreaterThanOrEqual(n);
  return h.mails[n - 1]?.text ?? '';
}

/** The path of the first link under `prefix` that a mail the app sent holds, once the outbox has sent it. */
export async function mailedLink(h: Harness, prefix: string) {
  const find = () =>
    h.mails
      .map((mail) => new RegExp(`http://push\\.test(${prefix}[^\\s]+)`).exec(mail.text ?? '')?.[1])
      .find((path) => path !== undefined);
  await expect
    .poll(async () => {
      await h.runner?.runDue();
      return find();
    })
    .toBeDefined();
  return find() ?? '';
}

/** The path of the one link to this server a mail's text holds. */
export function linkIn(text: string): string {
  const found = /http:\/\/push\.test(\/users\/[^\s]+)/.exec(text)?.[1];
  if (found === undefined) throw new Error(`no link in the mail: ${text}`);
  return found;
}
