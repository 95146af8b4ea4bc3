import { describe, expect, it } from 'vitest';
import { verifyActivity } from '../../../server/store/activity/verify-activity.ts';
import { settingsFormOf } from '../admin-settings-form.ts';
import type { Harness } from '../harness.ts';
import { T0 } from '../harness.ts';
import { adapterHarnesses } from '../web-adapters.ts';
import { webClient } from '../web-client.ts';

const PASSWORD = 'correct horse battery';
const WRONG = 'wrong-Pw-7Qz-never-logged';
const adapters = adapterHarnesses('activity events');

async function signIn(h: Harness, email: string, password = PASSWORD) {
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  const answer = await browser.post('/users/sign_in', { email, password });
  return { browser, answer };
}

const userId = async (h: Harness, email: string) => (await h.store.findUserByEmail(email))?.id ?? '';

describe.each(adapters)('events recorded in the activity log, %s store', (_name, make) => {
  it('records a password sign-in and each rule an administrator changes, by whom, in a chain that checks', async () => {
    const h = await make();
    await h.admin.setAdmin('alice@example.com', true);
    await h.admin.setPassword('alice@example.com', PASSWORD);
    const { browser } = await signIn(h, 'alice@example.com');
    const form = settingsFormOf((await browser.get('/admin/settings')).html);
    const saved = await browser.post('/admin/settings', { ...form, 'kinds.text.views.max': '40' });
    expect(saved.status).toBe(303);

    const alice = { kind: 'user', id: await userId(h, 'alice@example.com'), name: 'alice@example.com' };
    const entries = await h.store.readActivity(0, 10);
    expect(entries.map(({ seq, prevDigest: _p, digest: _d, ...entry }) => ({ seq, ...entry }))).toEqual([
      {
        seq: 1,
        at: T0,
        category: 'security',
        event: 'sign_in',
        actor: alice,
        address: null,
        browser: null,
        target: { kind: 'user', id: alice.id },
        outcome: 'success',
        details: { method: 'password' },
      },
      {
        seq: 2,
        at: T0,
        category: 'admin',
        event: 'policy.changed',
        actor: alice,
        address: null,
        browser: null,
        target: { kind: 'policy', id: 'kinds.text.views.max' },
        outcome: 'success',
        details: { rule: 'kinds.text.views.max', from: '100', to: '40', version: 1 },
      },
    ]);
    expect(await verifyActivity(h.store)).toMatchObject({ checked: 2, problem: null });
  });

  it('records refused sign-ins by the account they were for, never by what was typed', async () => {
    const h = await make();
    await h.admin.setPassword('bob@example.com', PASSWORD);
    expect((await signIn(h, 'bob@example.com', WRONG)).answer.status).toBe(401);
    expect((await signIn(h, WRONG, WRONG)).answer.status).toBe(401);
    const entries = await h.store.readActivity(0, 10);
    expect(
      entries.map((entry) => [entry.event, entry.actor.kind, entry.target, entry.outcome, entry.details]),
    ).toEqual([
      [
        'sign_in.failed',
        'anonymous',
        { kind: 'user', id: await userId(h, 'bob@example.com') },
        'failure',
        { method: 'password', reason: 'no_match' },
      ],
      ['sign_in.failed', 'anonymous', null, 'failure', { method: 'password', reason: 'unknown_account' }],
    ]);
    expect(JSON.stringify(entries)).not.toContain(WRONG);
    expect(h.logLines.join('\n')).not.toContain(WRONG);
  });
});
