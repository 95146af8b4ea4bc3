import { describe, expect, it } from 'vitest';
import { sealPush } from '../../support/sealed-push.ts';
import type { Harness } from '../harness.ts';
import { setPolicyRules } from '../harness-policy.ts';
import { adapterHarnesses } from '../web-adapters.ts';
import { webClient } from '../web-client.ts';
import { postMultipart, signedInClient } from '../web-push-client.ts';
import { RULE_CASES as CASES } from './policy-rule-cases.ts';

/**
 * Every rule a push can break, at each door a push comes through (API v2, API v1 and the web form),
 * on each store: a push that breaks the rule is refused naming it, one that keeps it is made.
 */
const adapters = adapterHarnesses('policy_table_doors');

type Door = (
  h: Harness,
  push: Record<string, unknown>,
  token?: string,
) => Promise<{ status: number; body: unknown }>;

const v2: Door = async (h, push, token) => {
  const { status, body } = await h.call('POST', '/api/v2/pushes', {
    body: { push },
    ...(token === undefined ? {} : { token }),
  });
  return { status, body };
};

/** The legacy paths: `/p.json` for text, `/r.json` for a URL, each under its own key. */
const v1: Door = async (h, { kind, ...push }, token) => {
  const [path, root] = kind === 'url' ? ['/r.json', 'url'] : ['/p.json', 'password'];
  const res = await h.app.request(`http://push.test${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ [root]: push }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

/** The push as the web form posts it without script: ticked boxes as `on`, unticked ones left out. */
function formFields(push: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = { kind: 'text', expire_after_views: '5' };
  for (const [name, value] of Object.entries(push)) {
    if (value === true) fields[name] = 'on';
    else if (value !== false) fields[name] = String(value);
  }
  return fields;
}

async function webForm(h: Harness, push: Record<string, unknown>, signedIn: boolean) {
  const browser = signedIn ? await signedInClient(h, 'alice@example.com') : webClient(h.app);
  await browser.get(push.kind === 'url' ? '/?kind=url' : '/');
  // Where the push form is not shown (only signed-in people may push), the sign-in form gives the token.
  if (browser.csrf() === '') await browser.get('/users/sign_in');
  return browser.post('/', formFields(push));
}

/** E-mail gates need a server that sends mail: the gate rules' cases run on one. */
const withMailForGates = (rule: string) => (rule.startsWith('gates.') ? { mail: true } : {});

describe.each(adapters)('every rule at every door that makes a push, on the %s store', (_name, open) => {
  it.each(CASES)(
    '$rule: the APIs refuse a push that breaks it, naming it, and take one that keeps it',
    async (c) => {
      const h = await open(undefined, withMailForGates(c.rule));
      await setPolicyRules(h, c.rules);
      const keeps =
        c.rule === 'kinds.text.sealedRequired' ? { payload: (await sealPush('s')).payload } : c.keeps;
      const token = c.signedIn ? h.alice : undefined;
      for (const [door, push] of [
        ['v2', v2],
        ['v1', v1],
      ] as const) {
        const refused = await push(h, c.breaks);
        expect([door, refused.status, refused.body]).toEqual([door, c.refusal.status, c.refusal.body]);
        expect([door, (await push(h, keeps, token)).status]).toEqual([door, 201]);
      }
      expect(await h.store.countPushes(h.clock.now)).toEqual({ active: 2, expired: 0 });
    },
  );

  it.each(CASES)(
    '$rule: the web form refuses a push that breaks it in its words, and takes one that keeps it',
    async (c) => {
      const h = await open(undefined, withMailForGates(c.rule));
      await setPolicyRules(h, c.rules);
      const refused = await webForm(h, c.form?.breaks ?? c.breaks, false);
      expect(refused.status).toBe(c.signedIn ? 403 : 422);
      expect(refused.html).toContain(c.page);
      expect(await h.store.countPushes(h.clock.now)).toEqual({ active: 0, expired: 0 });
      const keeps = c.form?.keeps === undefined ? c.keeps : c.form.keeps;
      if (keeps === null) return;
      const made = await webForm(h, keeps, c.signedIn === true);
      expect([made.status, made.headers.get('location')]).toEqual([
        303,
        expect.stringMatching(/^\/p\/\w+\/preview$/),
      ]);
    },
  );

  it('turns off an option the policy does not allow, as Password Pusher does, at every door', async () => {
    const h = await open();
    await setPolicyRules(h, { 'kinds.text.retrievalStep.allowed': false });
    const push = { payload: 's', retrieval_step: true };
    for (const door of [v2, v1]) {
      const made = await door(h, push);
      expect([made.status, (made.body as { retrieval_step: boolean }).retrieval_step]).toEqual([201, false]);
    }
    const page = await webForm(h, push, false);
    expect(page.status).toBe(303);
    const token = /^\/p\/(\w+)\/preview$/.exec(page.headers.get('location') ?? '')?.[1] ?? '';
    expect(await h.store.findPush(token)).toMatchObject({ retrievalStep: false });
  });

  it('mails links only as the policy lets: to its domains, and not at all once link mails are off, at API v2 and v1', async () => {
    const h = await open(undefined, { mail: true });
    const mailed = (to: string) => ({ payload: 's', notify_emails_to: to });
    await setPolicyRules(h, { mailDomains: ['example.com'] });
    for (const door of [v2, v1]) {
      expect(await door(h, mailed('dana@example.org'), h.alice)).toEqual({
        status: 422,
        body: {
          notify_emails_to: [
            'contains addresses outside the domains links may be mailed to (policy rule mailDomains: example.com)',
          ],
        },
      });
      expect((await door(h, mailed('dana@example.com'), h.alice)).status).toBe(201);
    }
    await setPolicyRules(h, { linkMails: 'nobody' });
    // Password Pusher's own answer where link mails are off, which its clients know.
    for (const door of [v2, v1])
      expect(await door(h, mailed('dana@example.com'), h.alice)).toEqual({
        status: 422,
        body: { notify_emails_to: ['are not available'], base: ['Notify by email feature is not enabled'] },
      });
  });

  it("holds files to the policy's count at API v2, v1 and the web form", async () => {
    const h = await open(undefined, { files: true });
    await setPolicyRules(h, { 'files.maxCount': 1 });
    const files = ['a.txt', 'b.txt'];
    for (const [path, root] of [
      ['/api/v2/pushes', 'push'],
      ['/f.json', 'file_push'],
    ] as const) {
      const form = new FormData();
      form.append(`${root}[kind]`, 'file');
      for (const name of files) form.append(`${root}[files][]`, new File(['x'], name));
      const res = await h.app.request(`http://push.test${path}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${h.alice}` },
      });
      expect([path, res.status, await res.json()]).toEqual([
        path,
        422,
        { files: ['You can only attach up to 1 files per push (policy rule files.maxCount).'] },
      ]);
    }
    const browser = await signedInClient(h, 'alice@example.com');
    await browser.get('/?kind=file');
    const page = await postMultipart(
      h,
      browser,
      { kind: 'file', expire_after_views: '5' },
      files.map((name) => ({ name, bytes: 'x' })),
    );
    expect(page.status).toBe(422);
    expect(page.html).toContain('You can only attach up to 1 file per push.');
    expect(await h.store.countPushes(h.clock.now)).toEqual({ active: 0, expired: 0 });
  });
});
