import { describe, expect, it } from 'vitest';
import { changePolicy } from '../../../server/pushes/change-policy.ts';
import { POLICY_REFRESH_MS } from '../../../server/pushes/policy-source.ts';
import { defaultPolicy } from '../../../shared/policy.ts';
import type { PolicyJson } from '../../../shared/policy-wire.ts';
import { type Harness, T0 } from '../harness.ts';
import { adapterHarnesses } from '../web-adapters.ts';

const adapters = adapterHarnesses('policy_changes');

async function change(h: Harness, rules: Record<string, unknown>, admin = true) {
  const found = await h.store.findUserByEmail('alice@example.com');
  if (found === undefined) throw new Error('no alice');
  const deps = { store: h.store, source: h.policy, now: () => h.clock.now };
  return changePolicy(deps, { ...found, admin }, rules);
}

describe.each(adapters)('changing the policy on the %s store', (_name, open) => {
  it('records who changed which rule from what to what and when, newest first, and nothing left as it was', async () => {
    const h = await open();
    const alice = await h.store.findUserByEmail('alice@example.com');
    expect(await change(h, { 'kinds.text.views.max': 10, pushers: 'anyone' })).toEqual({
      ok: true,
      value: { version: 1, changed: ['kinds.text.views.max'] },
    });
    h.clock.now = T0 + 1000;
    await change(h, { 'kinds.text.views.max': 20, mailDomains: ['example.com'] });
    const by = { userId: alice?.id, userEmail: 'alice@example.com' };
    expect(await h.store.policyHistory({ offset: 0, limit: 10 })).toEqual([
      { rule: 'mailDomains', from: '[]', to: '["example.com"]', ...by, at: T0 + 1000 },
      { rule: 'kinds.text.views.max', from: '10', to: '20', ...by, at: T0 + 1000 },
      { rule: 'kinds.text.views.max', from: '100', to: '10', ...by, at: T0 },
    ]);
    expect((await h.policy.current()).kinds.text.views.max).toBe(20);
  });

  it('refuses a rule a setting pins, naming the setting, and changes nothing', async () => {
    const h = await open((s) => (s.kinds.text.expireAfterViews.max = 10), {
      policy: { env: { PWP__PW__EXPIRE_AFTER_VIEWS_MAX: '10', PWP__PW__REQUIRE_PASSPHRASE: 'true' } },
    });
    expect(await change(h, { 'kinds.text.views.max': 20, 'kinds.text.passphrase.required': false })).toEqual({
      ok: false,
      refusal: {
        status: 422,
        body: {
          'kinds.text.views.max': [
            "is set by the server's configuration (PWP__PW__EXPIRE_AFTER_VIEWS_MAX) and cannot be changed here",
          ],
          'kinds.text.passphrase.required': [
            "is set by the server's configuration (PWP__PW__REQUIRE_PASSPHRASE) and cannot be changed here",
          ],
        },
      },
    });
    expect(await h.store.policyVersion()).toBe(0);
    expect((await h.policy.current()).kinds.text.passphrase.required).toBe(true);
  });

  it('refuses unknown rules, values of the wrong shape, rules that contradict each other, and anyone but an administrator', async () => {
    const h = await open();
    expect(await change(h, { 'kinds.text.colour': 'red', sessionHours: 0, pushers: 'everyone' })).toEqual({
      ok: false,
      refusal: {
        status: 422,
        body: {
          'kinds.text.colour': ['is not a rule of this server'],
          sessionHours: ['must be a whole number from 1 to 720'],
          pushers: ['must be one of: anyone, signed_in'],
        },
      },
    });
    expect(await change(h, { 'kinds.text.views.min': 200 })).toEqual({
      ok: false,
      refusal: { status: 422, body: { 'kinds.text.views.min': ['must not be above views.max (100)'] } },
    });
    expect(await change(h, { pushers: 'signed_in' }, false)).toEqual({
      ok: false,
      refusal: { status: 403, body: { error: 'Only an administrator can change the policy.' } },
    });
    expect(await h.store.policyVersion()).toBe(0);
  });

  it('is followed by another server on the same store once its copy is older than the refresh time', async () => {
    const first = await open();
    const second = await open(undefined, {
      sharedWith: { store: first.store, instanceKey: first.instanceKey, smtp: null },
    });
    const push = (h: Harness) =>
      h.call('POST', '/api/v2/pushes', { body: { push: { payload: 's', expire_after_views: 50 } } });
    expect((await push(second)).status).toBe(201);
    await change(first, { 'kinds.text.views.max': 10 });
    expect((await push(first)).status).toBe(422);
    second.clock.now = T0 + POLICY_REFRESH_MS - 1;
    expect((await push(second)).status).toBe(201);
    second.clock.now = T0 + POLICY_REFRESH_MS;
    expect((await push(second)).status).toBe(422);
  });
});

describe.each(adapters)('GET /api/v2/policy on the %s store', (_name, open) => {
  it('publishes every rule in force, the defaults and the pinned rules, to anyone, without a token', async () => {
    const h = await open((s) => (s.allowAnonymous = false), {
      policy: { env: { PWP__ALLOW_ANONYMOUS: 'false', PWP__FILES__REQUIRE_SEALED: 'true' } },
    });
    await change(h, { 'kinds.text.views.max': 10 });
    const res = await h.call('GET', '/api/v2/policy');
    expect(res.status).toBe(200);
    const body = res.body as PolicyJson;
    const inForce = defaultPolicy();
    inForce.pushers = 'signed_in';
    inForce.kinds.text.views.max = 10;
    inForce.kinds.file.sealedRequired = true;
    expect(body.policy).toEqual(inForce);
    expect(body.defaults).toEqual(defaultPolicy());
    expect(body.pinned).toEqual({
      pushers: 'PWP__ALLOW_ANONYMOUS',
      requests: 'PWP__ENABLE_REQUESTS',
      'kinds.file.sealedRequired': 'PWP__FILES__REQUIRE_SEALED',
    });
    const version = (await h.call('GET', '/api/v2/version')).body as { features: Record<string, unknown> };
    expect(version.features).toMatchObject({ anonymous_access: false, requests: { enabled: false } });
    expect(body.settings).toMatchObject({
      'kinds.text.views.max': 'PWP__PW__EXPIRE_AFTER_VIEWS_MAX',
      'kinds.url.allowed': 'PWP__ENABLE_URL_PUSHES',
      sessionHours: 'PWP__LOGIN_SESSION_TIMEOUT',
    });
  });
});
