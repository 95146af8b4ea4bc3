import { describe, expect, it } from 'vitest';
import { visitProvider } from '../sso/provider-visit.ts';
import { callbackPath, sessionOf, ssoHarness, startSignOn } from '../sso/sso-harness.ts';
import { webClient } from '../web-client.ts';

describe('a suspended account and single sign-on', () => {
  it('refuses the sign-in with 403 saying the account is suspended, and starts no session', async () => {
    const h = await ssoHarness();
    const alice = await h.store.findUserByEmail('alice@example.com');
    await h.store.setUserSuspended(alice?.id ?? '', true);
    const visitor = webClient(h.app);
    const back = await visitor.get(callbackPath(await visitProvider(await startSignOn(h, visitor), 'alice')));
    expect(back.status).toBe(403);
    expect(back.html).toContain('An administrator has suspended this account, so it cannot sign in.');
    expect(await sessionOf(h, visitor)).toBeUndefined();
    expect((await h.store.findUserById(alice?.id ?? ''))?.lastSignInAt).toBeUndefined();
  });
});
