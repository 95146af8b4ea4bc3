type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** How the instance took a sign-out: `gone` when it no longer knew the token (revoked already). */
export type RevokeResult = 'revoked' | 'gone' | 'offline' | 'failed';

/** Asks the instance to revoke this browser's token, so signing out here also ends it there. */
export async function revokeBrowserToken(
  baseUrl: string,
  token: string,
  fetch: Fetch,
): Promise<RevokeResult> {
  try {
    const res = await fetch(`${baseUrl}/users/extension/sign_out`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (res.status === 204 || res.status === 200) return 'revoked';
    return res.status === 401 ? 'gone' : 'failed';
  } catch {
    return 'offline';
  }
}
