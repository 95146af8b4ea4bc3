import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { safeEqual } from '../../crypto/tokens.ts';
import { isSecure } from '../../http/client-info.ts';

const COOKIE = 'sp_gate';

/** What a pass says: the address a mailed code proved, and until when; never the code. */
interface Pass {
  email: string;
  until: number;
}

/**
 * The gate's pass: after a mailed code, this browser carries a short-lived cookie, signed and bound
 * to one push (its path is the push's, and the push's url token is in what is signed), so the
 * passphrase, the retrieval step and the sealed page's opening follow without another code.
 */
export function gatePasses(markerKey: Buffer, now: () => number, overrideBaseUrl: string | null) {
  const key = createHmac('sha256', markerKey).update('gate pass').digest();
  const sign = (urlToken: string, body: string) =>
    createHmac('sha256', key).update(`${urlToken}\n${body}`).digest('base64url');

  /** Gives this browser a pass for `urlToken` proving `email`, for `lifetimeMs`, sent back to `path` alone. */
  function give(
    c: Context,
    urlToken: string,
    email: string,
    lifetimeMs: number,
    path = `/p/${urlToken}`,
  ): void {
    const body = Buffer.from(JSON.stringify({ email, until: now() + lifetimeMs } satisfies Pass)).toString(
      'base64url',
    );
    setCookie(c, COOKIE, `${body}.${sign(urlToken, body)}`, {
      path,
      httpOnly: true,
      sameSite: 'Lax',
      secure: isSecure(c, overrideBaseUrl),
      maxAge: Math.ceil(lifetimeMs / 1000),
    });
  }

  /** The address this browser's pass proves for `urlToken`; null without a valid, unexpired one. */
  function proven(c: Context, urlToken: string): string | null {
    const [body = '', mac = '', ...rest] = (getCookie(c, COOKIE) ?? '').split('.');
    if (rest.length > 0 || body === '' || !safeEqual(mac, sign(urlToken, body))) return null;
    try {
      const pass = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Pass>;
      if (typeof pass.email !== 'string' || typeof pass.until !== 'number') return null;
      return pass.until > now() ? pass.email : null;
    } catch {
      return null;
    }
  }

  return { give, proven };
}

export type GatePasses = ReturnType<typeof gatePasses>;
