import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { safeEqual } from '../../crypto/tokens.ts';
import { isSecure } from '../../http/client-info.ts';
import type { PageEnv } from '../chrome/page-env.ts';

const FLOW_COOKIE = 'sp_sso';
const FLOW_PATH = '/users/auth/oidc';
/**
 * Longer than a flow lives, so a late callback is told "expired" rather than "unknown"; once used
 * the state is worth nothing, so the cookie need not go sooner.
 */
const COOKIE_SECONDS = 60 * 60;

/**
 * Ties a flow to the browser that started it: a callback link carried to another browser (to sign
 * its owner into someone else's account) finds no cookie with its state and is refused.
 */
export function bindFlow(
  c: Context<PageEnv>,
  state: string,
  expiresAt: number,
  overrideBaseUrl: string | null,
): void {
  setCookie(c, FLOW_COOKIE, `${expiresAt}.${state}`, {
    path: FLOW_PATH,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation from its site, which Lax lets through.
    sameSite: 'Lax',
    secure: isSecure(c, overrideBaseUrl),
    maxAge: COOKIE_SECONDS,
  });
}

/**
 * When the flow this browser started expires, if the callback's `state` is that flow's; undefined
 * when the browser holds no flow or another one (a changed or foreign state).
 */
export function boundFlowExpiry(c: Context<PageEnv>, state: string | undefined): number | undefined {
  const cookie = getCookie(c, FLOW_COOKIE);
  const dot = cookie?.indexOf('.') ?? -1;
  if (cookie === undefined || dot === -1 || state === undefined || state === '') return undefined;
  if (!safeEqual(cookie.slice(dot + 1), state)) return undefined;
  const expiresAt = Number(cookie.slice(0, dot));
  return Number.isSafeInteger(expiresAt) ? expiresAt : undefined;
}
