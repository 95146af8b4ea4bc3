import type { Context, MiddlewareHandler } from 'hono';
import { sameEmail } from '../../shared/email-address.ts';
import { apiKeyHolder } from '../accounts/api-key-holder.ts';
import { type TokenHolder, tokenHolder } from '../accounts/token-user.ts';
import type { ActivityActor } from '../store/activity-store.ts';
import type { ApiKeyStore } from '../store/api-key-store.ts';
import type { DeviceTokenStore } from '../store/device-token-store.ts';
import type { UserRecord } from '../store/records.ts';
import type { UserStore } from '../store/user-store.ts';
import { activityClient } from './activity-client.ts';
import { type ApiKeyCheck, keyedUser } from './api-key-auth.ts';
import { HttpError } from './errors.ts';

export type AuthEnv = { Variables: { user: UserRecord | null } };

declare module 'hono' {
  interface ContextVariableMap {
    /** The token a request was signed with, as the activity log names it; unset for none. */
    tokenActor: ActivityActor;
  }
}

/** A token as the activity log names it: the user's own API token by their address, a browser token by its name. */
export function tokenActor({ user, device }: TokenHolder): ActivityActor {
  return device === null
    ? { kind: 'api_token', id: user.id, name: user.email }
    : { kind: 'browser_token', id: user.id, name: device.name };
}

export const INVALID_TOKEN = { error: 'Invalid API token.' };
/** A token of a suspended account: revoked with the suspension, so only a request racing it gets here. */
export const ACCOUNT_SUSPENDED = { error: 'This account is suspended: an administrator can restore it.' };
export const TOKEN_REQUIRED = {
  error: 'An API token is required: send it as "Authorization: Bearer <token>".',
};

/** The token a request carries: like pwpush, the Authorization header's last word; else X-User-Token. */
export function presentedToken(c: Context): string | undefined {
  const header = c.req.header('authorization')?.trim();
  if (header) return header.split(/\s+/).at(-1);
  return c.req.header('x-user-token')?.trim() || undefined;
}

/**
 * Resolves the caller: a named API key (its state and scope checked), else the user's API token or a
 * browser token. A token that matches no user is refused outright (401), and with anonymous access
 * off a request without one is refused too. Without `keys`, named keys are not taken.
 */
export function authenticate(
  store: UserStore & DeviceTokenStore & ApiKeyStore,
  allowAnonymous: boolean,
  now: () => number = Date.now,
  keys?: ApiKeyCheck,
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = presentedToken(c);
    let user: UserRecord | null = null;
    if (token !== undefined) {
      const email = c.req.header('x-user-email');
      const usesLegacyPair = !c.req.header('authorization') && email !== undefined;
      const held =
        keys === undefined
          ? 'not_a_key'
          : await apiKeyHolder({ store, digestKey: keys.digestKey }, token, now(), activityClient(c).address);
      if (keys !== undefined && held !== 'not_a_key') {
        if (held === undefined || (usesLegacyPair && !sameEmail(email, held.user.email))) {
          throw new HttpError(401, INVALID_TOKEN);
        }
        user = await keyedUser(c, held, keys, now());
      } else {
        const found = await tokenHolder(store, token, now());
        if (found === undefined || (usesLegacyPair && !sameEmail(email, found.user.email))) {
          throw new HttpError(401, INVALID_TOKEN);
        }
        if (found.user.suspended === true) throw new HttpError(403, ACCOUNT_SUSPENDED);
        user = found.user;
        c.set('tokenActor', tokenActor(found));
      }
    } else if (!allowAnonymous) {
      throw new HttpError(401, TOKEN_REQUIRED);
    }
    c.set('user', user);
    await next();
  };
}

export function requireUser(c: Context<AuthEnv>): UserRecord {
  const user = c.get('user');
  if (user === null) throw new HttpError(401, TOKEN_REQUIRED);
  return user;
}
