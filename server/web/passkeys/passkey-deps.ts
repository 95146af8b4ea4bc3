import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Context } from 'hono';
import { type PasskeyChallenges, passkeyChallenges } from '../../accounts/passkey-challenges.ts';
import { PasskeyLimiter } from '../../accounts/passkey-limiter.ts';
import { type RelyingParty, relyingParty } from '../../accounts/passkey-party.ts';
import { SECOND_STEP, SignInLimiter } from '../../accounts/sign-in-limiter.ts';
import type { UserAdmin } from '../../accounts/user-admin.ts';
import { DEFAULT_BRAND } from '../../brand/brand.ts';
import { baseUrl } from '../../http/client-info.ts';
import type { AccountFlowDeps } from '../chrome/account-flow-deps.ts';
import type { PageEnv } from '../chrome/page-env.ts';

/** What the passkey pages use: the account flows' deps, the admin (for a sign-in's time), the challenges and their limits. */
export interface PasskeyDeps extends AccountFlowDeps {
  admin: UserAdmin;
  challenges: PasskeyChallenges;
  limiter: PasskeyLimiter;
  /** The second step's limiter: a passkey there is tried no faster than a code. */
  stepLimiter: SignInLimiter;
  /** The sign-in page's answer to an address past its attempts, as a password gets it. */
  throttled: ThrottledSignIn;
}

export type ThrottledSignIn = (c: Context<PageEnv>, returnTo: string | null) => Promise<Response>;

export function passkeyDeps(
  flow: AccountFlowDeps,
  admin: UserAdmin,
  throttled: ThrottledSignIn,
  challengeMs?: number,
): PasskeyDeps {
  const challenges = passkeyChallenges({
    store: flow.store,
    cipher: flow.cipher,
    now: flow.now,
    ...(challengeMs === undefined ? {} : { lifetimeMs: challengeMs }),
  });
  const limiter = new PasskeyLimiter(flow.counters, flow.now);
  return {
    ...flow,
    admin,
    challenges,
    limiter,
    throttled,
    stepLimiter: new SignInLimiter(flow.counters, flow.now, SECOND_STEP),
  };
}

/** What a client past its passkey limits is told instead of a challenge. */
export const TOO_MANY_CHALLENGES = { error: 'too_many' };

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
