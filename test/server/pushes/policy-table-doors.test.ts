import { describe, expect, it } from 'vitest';
import { EXPIRE_DURATIONS } from '../../../shared/durations.ts';
import { sealPush } from '../../support/sealed-push.ts';
import type { Harness } from '../harness.ts';
import { setPolicyRules } from '../harness-policy.ts';
import { adapterHarnesses } from '../web-adapters.ts';
import { webClient } from '../web-client.ts';
import { postMultipart, signedInClient } from '../web-push-client.ts';

/**
 * Every rule a push can break, at each door a push comes through (API v2, API v1 and the web form),
 * on each store: a push that breaks the rule is refused naming it, one that keeps it is made.
 */
const adapters = adapterHarnesses('policy_table_doors');
const index = (label: string) => EXPIRE_DURATIONS.findIndex((d) => d.label === label);
const URL_PUSH = { kind: 'url', payload: 'https://example.com/x' };

interface RuleCase {
  rule: string;
  rules: Record<string, unknown>;
  /** The push in the API's fields: one that breaks the rule, one that keeps it. */
  breaks: Record<string, unknown>;
  keeps: Record<string, unknown>;
  /** The API's answer to the push that breaks it, v2 and v1 alike. */
  refusal: { status: 401 | 422; body: Record<string, unknown> };
  /** What the web form's page says, in English. */
  page: string;
  /** The web form's own fields where they differ from the API's; `keeps: null` when only a script can keep it. */
  form?: { breaks?: Record<string, unknown>; keeps?: Record<string, unknown> | null };
  /** Only a signed-in sender keeps the rule. */
  signedIn?: true;
}

const CASES: RuleCase[] = [
  {
    rule: 'kinds.text.allowed',
    rules: { 'kinds.text.allowed': false },
    breaks: { payload: 's' },
    keeps: URL_PUSH,
    refusal: { status: 422, body: { kind: ['Text pushes are disabled (policy rule kinds.text.allowed).'] } },
    page: 'Text pushes are disabled.',
  },
  {
    rule: 'kinds.url.allowed',
    rules: { 'kinds.url.allowed': false },
    breaks: URL_PUSH,
    keeps: { payload: 's' },
    // Password Pusher's own words for a kind turned off, which its clients know.
    refusal: { status: 422, body: { kind: ['URL pushes are disabled.'] } },
    page: 'URL pushes are disabled.',
  },
  {
    rule: 'kinds.text.views.max',
    rules: { 'kinds.text.views.max': 10 },
    breaks: { payload: 's', expire_after_views: 11 },
    keeps: { payload: 's', expire_after_views: 10 },
    refusal: { status: 422, body: { expire_after_views: ['must be between 1 and 10'] } },
    page: 'Views must be between 1 and 10.',
  },
  {
    rule: 'kinds.text.views.min',
    rules: { 'kinds.text.views.min': 3 },
    breaks: { payload: 's', expire_after_views: 2 },
    keeps: { payload: 's', expire_after_views: 3 },
    refusal: { status: 422, body: { expire_after_views: ['must be between 3 and 100'] } },
    page: 'Views must be between 3 and 100.',
  },
  {
    rule: 'kinds.text.days.max',
    rules: { 'kinds.text.days.max': 3, 'kinds.text.days.default': 3 },
    breaks: { payload: 's', expire_after_days: 4 },
    keeps: { payload: 's', expire_after_days: 3 },
    refusal: { status: 422, body: { expire_after_days: ['must be between 1 and 3'] } },
    page: 'Choose one of the times offered.',
    form: {
      breaks: { payload: 's', expire_after_duration: index('7 days') },
      keeps: { payload: 's', expire_after_duration: index('3 days') },
    },
  },
  {
    rule: 'kinds.text.hours (max)',
    rules: { 'kinds.text.hours.max': 24 },
    breaks: { payload: 's', expire_after_duration: index('2 days') },
    keeps: { payload: 's', expire_after_duration: index('1 day') },
    refusal: {
      status: 422,
      body: { expire_after_duration: ['must be between 0 and 24 hours (policy rule kinds.text.hours)'] },
    },
    page: 'Lifetime allowed on this server (hours): 0 to 24.',
  },
  {
    rule: 'kinds.text.hours (min)',
    rules: { 'kinds.text.hours.min': 6 },
    breaks: { payload: 's', expire_after_duration: index('1 hour') },
    keeps: { payload: 's', expire_after_duration: index('6 hours') },
    refusal: {
      status: 422,
      body: { expire_after_duration: ['must be between 6 and 2160 hours (policy rule kinds.text.hours)'] },
    },
    page: 'Lifetime allowed on this server (hours): 6 to 2,160.',
  },
  {
    rule: 'kinds.url.hours',
    rules: { 'kinds.url.hours.max': 24 },
    breaks: { ...URL_PUSH, expire_after_duration: index('2 days') },
    keeps: { ...URL_PUSH, expire_after_duration: index('1 day') },
    refusal: {
      status: 422,
      body: { expire_after_duration: ['must be between 0 and 24 hours (policy rule kinds.url.hours)'] },
    },
    page: 'Lifetime allowed on this server (hours): 0 to 24.',
  },
  {
    rule: 'kinds.text.passphrase',
    rules: { 'kinds.text.passphrase.required': true, 'kinds.text.passphrase.minLength': 8 },
    breaks: { payload: 's', passphrase: 'seven!!' },
    keeps: { payload: 's', passphrase: 'eight!!!' },
    refusal: {
      status: 422,
      body: { passphrase: ['is required: at least 8 characters (policy rule kinds.text.passphrase)'] },
    },
    page: 'This server requires a passphrase here. Minimum length: 8.',
  },
  {
    rule: 'kinds.text.sealedRequired',
    rules: { 'kinds.text.sealedRequired': true },
    breaks: { payload: 'plain' },
    keeps: {},
    refusal: {
      status: 422,
      body: {
        payload: [
          'must be sealed in the browser: this server takes only end-to-end sealed pushes of this kind (policy rule kinds.text.sealedRequired)',
        ],
      },
    },
    page: 'This server takes only sealed (end-to-end encrypted) pushes of this kind.',
    // Only the form's script seals: without it, the page refuses what it cannot seal.
    form: { breaks: { payload: 'plain', sealed: true }, keeps: null },
  },
  {
    rule: 'kinds.text.retrievalStep.required',
    rules: { 'kinds.text.retrievalStep.required': true },
    breaks: { payload: 's', retrieval_step: false },
    keeps: { payload: 's', retrieval_step: true },
    refusal: {
      status: 422,
      body: { retrieval_step: ['must be true (policy rule kinds.text.retrievalStep.required)'] },
    },
    page: '<p class="muted" id="retrieval_step-rule">This server requires this option.</p>',
  },
  {
    rule: 'kinds.text.deletableByViewer.required',
    rules: { 'kinds.text.deletableByViewer.required': true },
    breaks: { payload: 's', deletable_by_viewer: false },
    keeps: { payload: 's', deletable_by_viewer: true },
    refusal: {
      status: 422,
      body: { deletable_by_viewer: ['must be true (policy rule kinds.text.deletableByViewer.required)'] },
    },
    page: '<p class="muted" id="deletable_by_viewer-rule">This server requires this option.</p>',
  },
  {
    rule: 'pushers',
    rules: { pushers: 'signed_in' },
    breaks: { payload: 's' },
    keeps: { payload: 's' },
    refusal: {
      status: 401,
      body: { error: 'This server takes pushes from signed-in users only (policy rule pushers).' },
    },
    page: 'This server only lets its users create secret links.',
    signedIn: true,
  },
];

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

describe.each(adapters)('every rule at every door that makes a push, on the %s store', (_name, open) => {
  it.each(CASES)(
    '$rule: the APIs refuse a push that breaks it, naming it, and take one that keeps it',
    async (c) => {
      const h = await open();
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
      const h = await open();
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
        { files: ['You can only attach up to 1 files per push.'] },
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
