import { hash } from 'node:crypto';
import { type AccountLog, recordIn, userTarget } from '../../accounts/account-log.ts';
import { issueDeviceToken } from '../../accounts/device-tokens.ts';
import { userActor } from '../../activity/activity-recorder.ts';
import { hashToken, newSecretToken, safeEqual } from '../../crypto/tokens.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import type { AuthorizeParams } from './device-authorize-params.ts';

/** How long a code waits for the extension to trade it: the extension trades it at once. */
export const EXTENSION_CODE_LIFETIME_MS = 2 * 60_000;

/** What a code carries from the consent to the exchange, sealed in its one-time record. */
interface CodeData {
  challenge: string;
  name: string;
  redirectUri: string;
}

export const EXCHANGE_REFUSALS = {
  badBody: 'Send a JSON object with the strings "code", "code_verifier" and "redirect_uri".',
  unknownCode: 'This sign-in code is unknown, used or expired. Sign in again from the extension.',
  wrongVerifier: 'The code verifier does not match this sign-in. Sign in again from the extension.',
  wrongRedirect:
    'The redirect_uri is not the one this sign-in was made for. Sign in again from the extension.',
  noUser: 'The account of this sign-in no longer exists.',
} as const;

export type ExchangeAnswer =
  | { ok: true; body: { token: string; name: string; email: string } }
  | { ok: false; error: string };

/** Makes the code the extension trades for a token, kept only as a digest for two minutes. */
export async function issueExtensionCode(deps: AccountFlowDeps, userId: string, params: AuthorizeParams) {
  const code = newSecretToken();
  const data: CodeData = {
    challenge: params.codeChallenge,
    name: params.name,
    redirectUri: params.redirectUri,
  };
  const now = deps.now();
  await deps.store.insertOneTime({
    hash: hashToken(code),
    purpose: 'extension',
    userId,
    data: deps.cipher.seal(JSON.stringify(data)),
    createdAt: now,
    expiresAt: now + EXTENSION_CODE_LIFETIME_MS,
  });
  return code;
}

const isExchangeBody = (body: unknown): body is Record<'code' | 'code_verifier' | 'redirect_uri', string> =>
  typeof body === 'object' &&
  body !== null &&
  ['code', 'code_verifier', 'redirect_uri'].every(
    (field) => typeof (body as Record<string, unknown>)[field] === 'string',
  );

/**
 * Trades a code for a browser token (PKCE, RFC 7636 S256). The code is used up by any attempt, a
 * wrong verifier included: a code seen by someone else is worth one guess. A trade is the
 * extension's sign-in: recorded as one (method `browser`) by the user, with the token it made.
 */
export async function exchangeExtensionCode(
  deps: AccountFlowDeps,
  body: unknown,
  log?: AccountLog,
): Promise<ExchangeAnswer> {
  if (!isExchangeBody(body)) return { ok: false, error: EXCHANGE_REFUSALS.badBody };
  const now = deps.now();
  const record = await deps.store.takeOneTime(hashToken(body.code), 'extension', now);
  if (record?.userId == null || record.data === null)
    return { ok: false, error: EXCHANGE_REFUSALS.unknownCode };
  const data = JSON.parse(deps.cipher.open(record.data)) as CodeData;
  const challenge = hash('sha256', body.code_verifier, 'base64url');
  if (!safeEqual(challenge, data.challenge)) return { ok: false, error: EXCHANGE_REFUSALS.wrongVerifier };
  if (body.redirect_uri !== data.redirectUri) return { ok: false, error: EXCHANGE_REFUSALS.wrongRedirect };
  const user = await deps.store.findUserById(record.userId);
  if (user === undefined) return { ok: false, error: EXCHANGE_REFUSALS.noUser };
  const byUser = log === undefined ? undefined : { ...log, actor: userActor(user) };
  await recordIn(byUser, { event: 'sign_in', target: userTarget(user), details: { method: 'browser' } });
  const { token } = await issueDeviceToken(deps.store, user.id, data.name, now, byUser);
  return { ok: true, body: { token, name: data.name, email: user.email } };
}
