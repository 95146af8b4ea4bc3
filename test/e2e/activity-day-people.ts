import type { Hono } from 'hono';
import { pkce } from '../server/devices/device-flow.ts';
import { codeAt, codesOn, secretOn } from '../server/two-factor/two-factor-app.ts';
import { webClient } from '../server/web-client.ts';

/** A cookie-keeping visitor of a real server's pages, JavaScript off: the tests' web client over a socket. */
export function visitor(origin: string) {
  const overTheWire = { request: (url: string, init?: RequestInit) => fetch(url, init) };
  return webClient(overTheWire as unknown as Pick<Hono, 'request'>, origin);
}

export type Visitor = ReturnType<typeof visitor>;

function expectStatus(what: string, got: { status: number }, want: number) {
  if (got.status !== want) throw new Error(`${what} answered ${got.status}, not ${want}`);
}

/** The first administrator, made at the one-time link the server printed. */
export async function setUpAdministrator(setupLink: string, email: string, password: string) {
  const { origin, pathname } = new URL(setupLink);
  const admin = visitor(origin);
  await admin.get(pathname);
  expectStatus('the set-up', await admin.post(pathname, { email, password, password_again: password }), 303);
  return admin;
}

/** An invitation made on the admin page; its link as the page shows it once. */
export async function invite(admin: Visitor, email: string): Promise<string> {
  await admin.get('/admin');
  expectStatus('the invitation', await admin.post('/admin/invitations', { email }), 303);
  const shown = await admin.get('/admin/invitations/new');
  const link = /id="invitation-link">([^<]+)</.exec(shown.html)?.[1];
  if (link === undefined) throw new Error('no invitation link shown');
  return link;
}

/** The invitation taken up with a password of one's own: the member, signed in. */
export async function acceptInvitation(link: string, password: string) {
  const { origin, pathname } = new URL(link);
  const member = visitor(origin);
  await member.get(pathname);
  expectStatus('the acceptance', await member.post(pathname, { password, password_again: password }), 303);
  return member;
}

/** A second factor set up on the account's pages; its secret, the code confirmed and the backup codes. */
export async function setUpTotp(member: Visitor, password: string) {
  await member.get('/users/two_factor/setup');
  expectStatus('the set-up', await member.post('/users/two_factor/setup', { password }), 303);
  const secret = secretOn(await member.get('/users/two_factor/setup'));
  const code = codeAt(secret, Date.now());
  expectStatus('the confirmation', await member.post('/users/two_factor/setup/confirm', { code }), 303);
  return { secret, code, backupCodes: codesOn(await member.get('/users/two_factor/backup_codes')) };
}

export async function signOut(person: Visitor) {
  await person.get('/users/account');
  expectStatus('the sign-out', await person.post('/users/sign_out'), 303);
}

/** The password step of the sign-in form; the answer's status. */
export async function passwordStep(person: Visitor, email: string, password: string) {
  await person.get('/users/sign_in');
  return (await person.post('/users/sign_in', { email, password })).status;
}

/** A code typed at the second step; the answer's status. */
export async function codeStep(person: Visitor, code: string) {
  await person.get('/users/two_factor');
  return (await person.post('/users/two_factor', { code })).status;
}

/** A new API token from the token page, shown once. */
export async function newApiToken(person: Visitor): Promise<string> {
  await person.get('/users/token');
  expectStatus('the new token', await person.post('/users/token'), 303);
  const token = /<pre[^>]*id="token"[^>]*>([^<]+)</.exec((await person.get('/users/token')).html)?.[1];
  if (token === undefined) throw new Error('the token page shows no token');
  return token;
}

/**
 * The extension's sign-in through its HTTP endpoints: the consent page allowed in a signed-in
 * browser, then the code traded for a browser token with its verifier.
 */
export async function browserToken(origin: string, person: Visitor, name: string) {
  const p = pkce();
  const redirect = `https://${'abcdefghijklmnop'.repeat(2)}.chromiumapp.org/`;
  const query = new URLSearchParams({
    redirect_uri: redirect,
    state: p.state,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
    name,
  });
  expectStatus('the consent page', await person.get(`/users/extension/authorize?${query}`), 200);
  const allowed = await person.post('/users/extension/authorize', {
    ...Object.fromEntries(query),
    decision: 'allow',
  });
  expectStatus('the consent', allowed, 303);
  const code = new URL(allowed.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const traded = await fetch(`${origin}/users/extension/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, code_verifier: p.verifier, redirect_uri: redirect }),
  });
  expectStatus('the exchange', traded, 200);
  return { code, verifier: p.verifier, token: ((await traded.json()) as { token: string }).token };
}
