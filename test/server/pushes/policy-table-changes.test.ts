import { describe, expect, it } from 'vitest';
import { EXPIRE_DURATIONS } from '../../../shared/durations.ts';
import type { PushJson } from '../../../shared/wire.ts';
import { DAY, type Harness, T0 } from '../harness.ts';
import { setPolicyRules } from '../harness-policy.ts';
import { adapterHarnesses } from '../web-adapters.ts';
import { webClient } from '../web-client.ts';
import { signedInClient } from '../web-push-client.ts';

/**
 * The doors that change rather than make: the owner's edit (never past a maximum), and pushes made
 * before a rule changed, on each store.
 */
const adapters = adapterHarnesses('policy_table_changes');
const index = (label: string) => String(EXPIRE_DURATIONS.findIndex((d) => d.label === label));

const push = async (h: Harness, fields: Record<string, unknown>, token?: string) =>
  (await h.call('POST', '/api/v2/pushes', { body: { push: fields }, ...(token ? { token } : {}) }))
    .body as PushJson;

/** The edit form as its page posts it: everything as it was unless `changes` says otherwise. */
async function editor(h: Harness) {
  const browser = await signedInClient(h, 'alice@example.com');
  return (token: string, changes: Record<string, string> = {}) =>
    browser.post(`/p/${token}/edit`, {
      name: '',
      note: '',
      passphrase: '',
      expire_after_duration: 'current',
      expire_after_views: '5',
      deletable_by_viewer: 'on',
      ...changes,
    });
}

const statusOf = async (answer: Promise<{ status: number }>) => (await answer).status;

describe.each(adapters)('edits under the policy, on the %s store', (_name, open) => {
  it('never takes an edit past the maximum views, days or hours, and takes one at it', async () => {
    const h = await open();
    await setPolicyRules(h, {
      'kinds.text.views.max': 10,
      'kinds.text.days.max': 3,
      'kinds.text.days.default': 2,
      'kinds.text.hours.max': 48,
    });
    const made = await push(h, { payload: 's', expire_after_views: 5 }, h.alice);
    const edit = await editor(h);
    const cases: [Record<string, string>, number][] = [
      [{ expire_after_views: '11' }, 422],
      [{ expire_after_duration: index('7 days') }, 422],
      [{ expire_after_duration: index('3 days') }, 422],
      [{ expire_after_views: '10', expire_after_duration: index('2 days') }, 303],
    ];
    for (const [changes, status] of cases)
      expect([changes, await statusOf(edit(made.url_token, changes))]).toEqual([changes, status]);
    expect(await h.store.findPush(made.url_token)).toMatchObject({
      expireAfterViews: 10,
      expiresAt: T0 + 2 * DAY,
    });
  });

  it('never turns off an option the policy requires, nor sets a passphrase shorter than it asks', async () => {
    const h = await open();
    await setPolicyRules(h, {
      'kinds.text.retrievalStep.required': true,
      'kinds.text.passphrase.required': true,
      'kinds.text.passphrase.minLength': 8,
    });
    const made = await push(h, { payload: 's', passphrase: 'long enough' }, h.alice);
    const edit = await editor(h);
    const off = await edit(made.url_token);
    expect(off.status).toBe(422);
    const short = await edit(made.url_token, { retrieval_step: 'on', passphrase: 'seven!!' });
    expect(short.status).toBe(422);
    expect(short.html).toContain('This server requires a passphrase here. Minimum length: 8.');
    expect(await statusOf(edit(made.url_token, { retrieval_step: 'on', passphrase: 'eight!!!' }))).toBe(303);
  });
});

describe.each(adapters)(
  'a rule changed while pushes made under the old one are live, on the %s store',
  (_name, open) => {
    it('keeps those pushes working until they expire, refuses new ones like them, and holds their edits to the new rule', async () => {
      const h = await open();
      const old = await push(h, { payload: 'kept', expire_after_views: 50, expire_after_days: 30 }, h.alice);
      const oldUrl = await push(h, {
        kind: 'url',
        payload: 'https://example.com/old',
        expire_after_days: 30,
      });
      await setPolicyRules(h, {
        pushers: 'signed_in',
        'kinds.url.allowed': false,
        'kinds.text.views.max': 10,
        'kinds.text.days.max': 7,
        'kinds.text.days.default': 7,
        'kinds.text.passphrase.required': true,
        'kinds.text.passphrase.minLength': 8,
        'kinds.text.sealedRequired': true,
      });
      const like = (fields: Record<string, unknown>) =>
        h.call('POST', '/api/v2/pushes', { body: { push: { payload: 'kept', ...fields } }, token: h.alice });
      const past = await like({ expire_after_views: 50, expire_after_days: 30 });
      expect([past.status, Object.keys(past.body as object).sort()]).toEqual([
        422,
        ['expire_after_days', 'expire_after_views'],
      ]);
      const within = await like({ expire_after_views: 5, expire_after_days: 5 });
      expect([within.status, Object.keys(within.body as object).sort()]).toEqual([
        422,
        ['passphrase', 'payload'],
      ]);
      expect((await h.call('POST', '/api/v2/pushes', { body: { push: { payload: 'x' } } })).status).toBe(401);
      h.clock.now = T0 + 10 * DAY;
      // Anyone holding the links still opens them, past the new maximums of views and days.
      for (let i = 0; i < 12; i++) {
        const read = await h.call('GET', `/api/v2/pushes/${old.url_token}`);
        expect([i, read.status, (read.body as PushJson).payload]).toEqual([i, 200, 'kept']);
      }
      expect((await h.call('GET', `/api/v2/pushes/${oldUrl.url_token}`)).body).toMatchObject({
        payload: 'https://example.com/old',
      });
      expect((await webClient(h.app).get(`/p/${old.url_token}`)).status).toBe(200);
      const edit = await editor(h);
      const kept = { expire_after_views: '50' };
      // What it had stays allowed; anything new is held to the new rules.
      expect(await statusOf(edit(old.url_token, { ...kept, name: 'Renamed' }))).toBe(303);
      expect(await statusOf(edit(old.url_token, { expire_after_views: '60' }))).toBe(422);
      expect(await statusOf(edit(old.url_token, { expire_after_views: '20' }))).toBe(422);
      expect(await statusOf(edit(old.url_token, { ...kept, expire_after_duration: index('14 days') }))).toBe(
        422,
      );
      expect(await statusOf(edit(old.url_token, { ...kept, passphrase: 'seven!!' }))).toBe(422);
      expect(await h.store.findPush(old.url_token)).toMatchObject({
        name: 'Renamed',
        expireAfterViews: 50,
        expiresAt: T0 + 30 * DAY,
        passphrase: null,
      });
      h.clock.now = T0 + 30 * DAY;
      expect((await h.call('GET', `/api/v2/pushes/${old.url_token}`)).body).toMatchObject({ expired: true });
    });
  },
);
