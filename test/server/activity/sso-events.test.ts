import { describe, expect, it } from 'vitest';
import { verifyActivity } from '../../../server/store/activity/verify-activity.ts';
import { visitProvider } from '../sso/provider-visit.ts';
import { callbackPath, type SsoHarness, ssoHarness, startSignOn } from '../sso/sso-harness.ts';
import { webClient } from '../web-client.ts';
import { ANONYMOUS, told } from './security-flows.ts';

/** A sign-on through the provider as `account`, its callback followed; the callback's answer status. */
async function signOn(h: SsoHarness, account: string) {
  const visitor = webClient(h.app);
  const callback = await visitProvider(await startSignOn(h, visitor), account);
  return (await visitor.get(callbackPath(callback))).status;
}

describe('single sign-on in the activity log', () => {
  it('records a sign-on by the user it signed in, and each refusal by its kind alone', async () => {
    const h = await ssoHarness({ allowedDomains: ['example.com'] });
    expect(await signOn(h, 'alice')).toBe(303);
    expect(await signOn(h, 'outsider')).toBe(403);
    expect(await signOn(h, 'mallory')).toBe(403);
    expect(await signOn(h, 'carol')).toBe(403);
    const replayed = webClient(h.app);
    expect((await replayed.get('/users/auth/oidc/callback?state=forged&code=x')).status).toBe(400);

    const alice = await h.store.findUserByEmail('alice@example.com');
    const refused = (reason: string) => ({
      event: 'sign_in.failed',
      actor: ANONYMOUS,
      target: null,
      outcome: 'failure',
      details: { method: 'sso', reason },
    });
    const entries = await h.store.readActivity(0, 100);
    expect(entries.map(told)).toEqual([
      {
        event: 'sign_in',
        actor: { kind: 'user', id: alice?.id, name: 'alice@example.com' },
        target: { kind: 'user', id: alice?.id },
        outcome: 'success',
        details: { method: 'sso' },
      },
      refused('domain'),
      refused('unverified'),
      refused('no_account'),
      refused('state'),
    ]);
    // The addresses and domains a refusal names are the provider's word: none reaches the log.
    for (const named of ['elsewhere.test', 'mallory', 'carol'])
      expect(JSON.stringify(entries)).not.toContain(named);
    expect(await verifyActivity(h.store)).toMatchObject({ checked: 5, problem: null });
  });
});
