import { Hono } from 'hono';
import type { OidcSettings } from '../../../server/accounts/account-settings.ts';
import { issueDeviceToken } from '../../../server/accounts/device-tokens.ts';
import { issueEmailChangeLink } from '../../../server/accounts/email-change.ts';
import { issueResetLink } from '../../../server/accounts/password-reset.ts';
import { issueSignupLink } from '../../../server/accounts/signup.ts';
import type { PageEnv } from '../../../server/web/chrome/page-env.ts';
import { SessionStore } from '../../../server/web/chrome/session-store.ts';
import { REFUSAL_STATUS, type SsoRefusal, ssoRefusalPage } from '../../../server/web/sso/sso-views.ts';
import { authorizeQuery, pkce } from '../devices/device-flow.ts';
import { codeAt, secretOn } from '../two-factor/two-factor-app.ts';
import { webClient } from '../web-client.ts';
import type { Rendered } from './english-left.ts';
import { notificationPages } from './notification-pages.ts';
import { mailedTo, PASSWORD, pageRecorder, userOf } from './page-recorder.ts';

/** A provider nothing answers at: the sign-in page shows its button, and starting a sign-on is refused as "provider down". */
const OIDC: OidcSettings = {
  issuer: 'http://127.0.0.1:1',
  clientId: 'secret-push',
  clientSecret: 'never sent',
  allowedDomains: [],
  autoProvision: false,
  passwordSignIn: true,
  timeoutMs: 10_000,
  name: 'Example ID',
};

/** Password reset, sign-up, single sign-on's refusals and the extension's bad request, signed out. */
async function signedOutPages(code: string): Promise<Rendered[]> {
  const accounts = { signups: true, signupEmailPattern: /@example\.com$/, oidc: OIDC };
  const { h, pages, get, post } = await pageRecorder(code, { mail: true, accounts });
  const visitor = webClient(h.app);
  const now = h.clock.now;
  await get(visitor, 'sign in, single sign-on, reset and sign-up', '/users/sign_in');
  await post(visitor, 'single sign-on, provider down', '/users/auth/oidc', {});
  await get(visitor, 'single sign-on, changed state', '/users/auth/oidc/callback?state=x');
  await get(visitor, 'sign in, second step expired', '/users/sign_in?second_step=expired');
  await get(visitor, 'sign in, passkey refused', '/users/sign_in?passkey=refused');
  await get(visitor, 'password reset', '/users/password/new');
  await post(visitor, 'password reset, refused', '/users/password/new', { email: 'not an address' });
  await post(visitor, 'password reset, sent', '/users/password/new', { email: 'bob@example.com' });
  const reset = await issueResetLink(h.store, await userOf(h, 'bob@example.com'), now);
  await get(visitor, 'new password', `/users/password/edit/${reset}`);
  const mismatched = { password: 'a long new password', password_again: 'another one' };
  await post(visitor, 'new password, refused', `/users/password/edit/${reset}`, mismatched);
  await get(visitor, 'password reset, done', '/users/password/done');
  await get(visitor, 'password reset, link gone', '/users/password/edit/no-such-link');
  await get(visitor, 'sign-up', '/users/sign_up');
  await post(visitor, 'sign-up, refused', '/users/sign_up', { email: 'dave@elsewhere.test' });
  await post(visitor, 'sign-up, sent', '/users/sign_up', { email: 'dave@example.com' });
  const signup = await issueSignupLink(h.store, h.cipher, 'erin@example.com', now);
  await get(visitor, 'sign-up, first password', `/users/sign_up/${signup}`);
  await post(visitor, 'sign-up, first password refused', `/users/sign_up/${signup}`, mismatched);
  await get(visitor, 'sign-up, done', '/users/sign_up/done');
  await get(visitor, 'sign-up, link gone', '/users/sign_up/no-such-link');
  const taken = await issueSignupLink(h.store, h.cipher, 'frank@example.com', now);
  await h.admin.add('frank@example.com');
  await get(visitor, 'sign-up, first password again', `/users/sign_up/${taken}`);
  const twice = { password: PASSWORD, password_again: PASSWORD };
  await post(visitor, 'sign-up, address taken', `/users/sign_up/${taken}`, twice);
  await get(visitor, 'e-mail change, link gone', '/users/account/email/no-such-link');
  await get(visitor, 'extension, bad request', '/users/extension/authorize');
  await mailedTo(h, 'bob@example.com');
  await mailedTo(h, 'dave@example.com');
  await h.close();
  return pages;
}

/** E-mail change, the extension's consent, browser tokens, two factors and mailed invitations, signed in. */
async function signedInPages(code: string): Promise<Rendered[]> {
  const { h, pages, get, post, send, signedIn } = await pageRecorder(code, { mail: true, accounts: {} });
  const alice = await signedIn();
  await get(alice, 'e-mail change', '/users/account/email');
  const same = { new_email: 'alice@example.com', current_password: PASSWORD };
  await post(alice, 'e-mail change, refused', '/users/account/email', same);
  const changed = { new_email: 'alice.new@example.com', current_password: PASSWORD };
  await post(alice, 'e-mail change, sent', '/users/account/email', changed);
  const bob = await userOf(h, 'bob@example.com');
  const change = await issueEmailChangeLink(h.store, h.cipher, bob, 'bob.new@example.com', h.clock.now);
  await get(alice, 'e-mail change, confirm', `/users/account/email/${change}`);
  await post(alice, 'e-mail change, done', `/users/account/email/${change}`, {});
  const bobNow = await userOf(h, 'bob.new@example.com');
  const again = await issueEmailChangeLink(h.store, h.cipher, bobNow, 'gina@example.com', h.clock.now);
  await h.admin.add('gina@example.com');
  await get(alice, 'e-mail change, confirm again', `/users/account/email/${again}`);
  await post(alice, 'e-mail change, address taken', `/users/account/email/${again}`, {});

  await get(alice, 'extension, authorize', `/users/extension/authorize?${authorizeQuery(pkce())}`);
  const { id } = await userOf(h, 'alice@example.com');
  const chrome = await issueDeviceToken(h.store, id, 'Chrome on Linux', h.clock.now);
  await issueDeviceToken(h.store, id, 'Firefox on Windows', h.clock.now);
  h.clock.now += 60_000;
  await h.call('GET', '/api/v2/pushes/active', { token: chrome.token });
  await get(alice, 'API token, browsers', '/users/token');
  await send(alice, `/users/token/browsers/${chrome.record.id}/revoke`, {});
  await get(alice, 'API token, browser revoked', '/users/token?browser=revoked');
  await get(alice, 'API token, asked before replacing', '/users/token/replace');
  await post(alice, 'API keys, refused', '/users/token/keys', { name: '', scope: 'everything', days: '0' });
  await send(alice, '/users/token/keys', { name: 'Nightly', scope: 'push', days: '30' });
  await get(alice, 'API keys, new key shown', '/users/token');
  await h.call('GET', '/api/v2/pushes/active', { token: h.alice });
  await get(alice, 'API keys, listed', '/users/token');
  const [key] = await h.store.listApiKeys(id);
  await send(alice, `/users/token/keys/${key?.id}/revoke`, {});
  await get(alice, 'API keys, revoked', '/users/token?key=revoked');
  await post(alice, 'API keys, no such key', `/users/token/keys/${key?.id}/revoke`, {});

  await get(alice, 'two-factor set-up, password', '/users/two_factor/setup');
  await send(alice, '/users/two_factor/setup', { password: PASSWORD });
  await get(alice, 'two-factor set-up, scan', '/users/two_factor/setup');
  const right = codeAt(secretOn(await alice.get('/users/two_factor/setup')), h.clock.now);
  const wrong = right === '000000' ? '111111' : '000000';
  await post(alice, 'two-factor set-up, wrong code', '/users/two_factor/setup/confirm', { code: wrong });
  await send(alice, '/users/two_factor/setup/confirm', { code: right });
  await get(alice, 'two-factor backup codes', '/users/two_factor/backup_codes');
  await get(alice, 'account, second factor on', '/users/account?done=two_factor_on');
  await get(alice, 'two-factor new codes', '/users/two_factor/backup_codes/new');
  await send(alice, '/users/two_factor/backup_codes/new', { password: PASSWORD });
  await get(alice, 'two-factor backup codes, replaced', '/users/two_factor/backup_codes');
  await get(alice, 'two-factor removal', '/users/two_factor/remove');
  await get(alice, 'account, second factor off', '/users/account?done=two_factor_off');
  const second = await signedIn();
  await get(second, 'second step', '/users/two_factor');
  await post(second, 'second step, wrong code', '/users/two_factor', { code: wrong });
  const passkey = {
    id: 'credential-of-alice',
    userId: (await userOf(h, 'alice@example.com')).id,
    publicKey: 'pQECAyYgAQ',
    counter: 0,
    transports: ['internal'],
    name: 'Chrome on Linux',
    createdAt: h.clock.now,
    lastUsedAt: null,
  };
  await h.store.insertPasskey(passkey);
  await get(second, 'second step, with a passkey', '/users/two_factor');
  await get(second, 'second step by passkey', '/users/two_factor/passkey');
  await get(alice, 'passkeys', '/users/passkeys');
  await get(alice, 'account, passkey added', '/users/account?passkey=added');
  await get(alice, 'account, passkey refused', '/users/account?passkey=refused');

  const totp = {
    secret: h.cipher.seal('JBSWY3DPEHPK3PXP'),
    lastStep: 0,
    backupCodes: [],
    enabledAt: h.clock.now,
  };
  await h.store.setUserTotp(bobNow.id, totp);
  await get(alice, 'admin, turn off a second factor', `/admin/users/${bobNow.id}/two_factor_off`);
  await send(alice, `/admin/users/${bobNow.id}/two_factor_off`, {});
  await get(alice, 'admin, second factor turned off', '/admin?done=two_factor_off_mailed');
  await get(alice, 'admin, mail on', '/admin');
  await send(alice, '/admin/invitations', { email: 'hana@example.com' });
  await get(alice, 'admin, invitation mailed', '/admin/invitations/new');
  await h.close();
  return pages;
}

/** Pages of instances set up otherwise: no mail and a required second factor; single sign-on only. */
async function otherInstancePages(code: string): Promise<Rendered[]> {
  const required = await pageRecorder(code, { accounts: { signups: true, requireMfa: true } });
  const { h, get } = required;
  const visitor = webClient(h.app);
  await get(visitor, 'password reset, no mail', '/users/password/new');
  await get(visitor, 'sign-up, no mail', '/users/sign_up');
  const alice = await required.signedIn();
  await get(alice, 'two-factor required', '/users/two_factor/setup?return_to=%2Fusers%2Faccount');
  const { id } = await userOf(h, 'alice@example.com');
  const secret = h.cipher.seal('JBSWY3DPEHPK3PXP');
  await h.store.setUserTotp(id, { secret, lastStep: 0, backupCodes: [], enabledAt: h.clock.now });
  await get(alice, 'e-mail change, no mail', '/users/account/email');
  await get(alice, 'two-factor removal, required', '/users/two_factor/remove');
  await h.close();

  const oidc = { ...OIDC, name: null, passwordSignIn: false };
  const ssoOnly = await pageRecorder(code, { mail: true, accounts: { signups: true, oidc } });
  const someone = webClient(ssoOnly.h.app);
  await ssoOnly.get(someone, 'sign in, single sign-on only', '/users/sign_in');
  await ssoOnly.get(someone, 'password reset, off', '/users/password/new');
  await ssoOnly.get(someone, 'sign-up, off', '/users/sign_up');
  // A session as the single sign-on callback starts it, for a user without a password.
  const bob = await userOf(ssoOnly.h, 'bob@example.com');
  const session = await new SessionStore(ssoOnly.h.store, () => ssoOnly.h.clock.now).create(
    bob.id,
    '',
    'sso',
  );
  someone.cookies.set('sp_session', session.id);
  await ssoOnly.get(someone, 'account, single sign-on user', '/users/account');
  await ssoOnly.get(someone, 'e-mail change, single sign-on user', '/users/account/email');
  await ssoOnly.h.close();
  return [...required.pages, ...ssoOnly.pages];
}

const REFUSALS: SsoRefusal[] = [
  { refused: 'unverified' },
  { refused: 'domain', domain: 'elsewhere.test' },
  { refused: 'no_account', email: 'dave@example.com' },
  { refused: 'replayed' },
  { refused: 'expired' },
  { refused: 'provider_refused' },
  { refused: 'provider_error' },
];

/** The single sign-on refusals that need a provider's answer to reach, from their view. */
async function ssoRefusalPages(code: string): Promise<Rendered[]> {
  const app = new Hono<PageEnv>().get('/:n', (c) => {
    c.set('nonce', 'n0nce');
    c.set('user', null);
    c.set('session', null);
    c.set('csrf', '');
    const refusal = REFUSALS[Number(c.req.param('n'))] as SsoRefusal;
    return c.html(ssoRefusalPage(c, refusal, '/users/account'), REFUSAL_STATUS[refusal.refused]);
  });
  return Promise.all(
    REFUSALS.map(async (refusal, n) => {
      const res = await app.request(`/${n}?locale=${code}`);
      return { name: `single sign-on, ${refusal.refused}`, status: res.status, html: await res.text() };
    }),
  );
}

/** One of every page of signing in, recovering and managing an account (its notifications too), in the language `code`. */
export const everyAccountPage = async (code: string): Promise<Rendered[]> => [
  ...(await signedOutPages(code)),
  ...(await signedInPages(code)),
  ...(await otherInstancePages(code)),
  ...(await ssoRefusalPages(code)),
  ...(await notificationPages(code)),
];
