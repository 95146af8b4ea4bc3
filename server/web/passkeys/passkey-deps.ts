import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Context } from 'hono';
import { type PasskeyChallenges, passkeyChallenges } from '../../accounts/passkey-challenges.ts';
import { type RelyingParty, relyingParty } from '../../accounts/passkey-party.ts';
import type { UserAdmin } from '../../accounts/user-admin.ts';
import { DEFAULT_BRAND } from '../../brand/brand.ts';
import { baseUrl } from '../../http/client-info.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import type { PageEnv } from '../chrome/page-env.ts';

/** What the passkey pages use: the account flows' deps, the admin (for a sign-in's time) and the challenges. */
export interface PasskeyDeps extends AccountFlowDeps {
  admin: UserAdmin;
  challenges: PasskeyChallenges;
}

export function passkeyDeps(flow: AccountFlowDeps, admin: UserAdmin, challengeMs?: number): PasskeyDeps {
  const challenges = passkeyChallenges({
    store: flow.store,
    cipher: flow.cipher,
    now: flow.now,
    ...(challengeMs === undefined ? {} : { lifetimeMs: challengeMs }),
  });
  return { ...flow, admin, challenges };
}

/** The relying party of this request: the public origin the links use, named as the instance is. */
export const partyOf = (c: Context<PageEnv>, deps: Pick<AccountFlowDeps, 'overrideBaseUrl'>): RelyingParty =>
  relyingParty(baseUrl(c, deps.overrideBaseUrl), (c.get('brand') ?? DEFAULT_BRAND).title);

/**
 * The `credential` field the page's script filled, when it has the shape of a WebAuthn response:
 * an id and a response object. Everything inside is the WebAuthn check's to judge.
 */
function credentialOf(form: Record<string, unknown>): Record<string, unknown> | undefined {
  const sent = form.credential;
  if (typeof sent !== 'string' || sent === '') return undefined;
  try {
    const parsed = JSON.parse(sent) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { id, response } = parsed as Record<string, unknown>;
    return typeof id === 'string' && typeof response === 'object' && response !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export const madeCredential = (form: Record<string, unknown>) =>
  credentialOf(form) as RegistrationResponseJSON | undefined;

export const signedCredential = (form: Record<string, unknown>) =>
  credentialOf(form) as AuthenticationResponseJSON | undefined;

/** A form field as text; '' when it is missing or a file. */
export const field = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : '';
