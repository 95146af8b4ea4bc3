import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeScimSecret } from '../../../server/accounts/directory/scim-secrets.ts';
import { invite } from '../../../server/accounts/invitations.ts';
import { changePolicy } from '../../../server/pushes/change-policy.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { newPushKey } from '../../../shared/sealed/push-key.ts';
import { sealText } from '../../../shared/sealed/sealed-text.ts';
import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { englishLeft, type Rendered } from './english-left.ts';
import { PASSWORD, PASSWORD_HASH, userOf } from './page-recorder.ts';

const SEALING = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};

/** One of every page the server renders, each opened with `?locale=<code>`, on a fresh app. */
async function everyPage(code: string): Promise<Rendered[]> {
  // With mail (the push form's link mails) and requests on, so their pages are among them.
  const h = await harness(() => {}, { mail: true, notify: { requests: true } });
  const aliceRecord = await userOf(h, 'alice@example.com');
  await h.store.updateUser({ ...aliceRecord, admin: true, passwordHash: PASSWORD_HASH });
  const make = (push: Record<string, unknown>) =>
    h.create({ payload: 'Zq9-hunter2', note: 'n0te-7f3a', expire_after_views: 5, ...push }, h.alice);
  const [plain, stepped, locked, ended, url, qr, deletable] = await Promise.all([
    make({}),
    make({ retrieval_step: true }),
    make({ passphrase: 'open sesame' }),
    make({}),
    make({ kind: 'url', payload: 'https://example.com/' }),
    make({ kind: 'qr' }),
    make({ deletable_by_viewer: true }),
  ]);
  await h.call('DELETE', `/api/v2/pushes/${ended.url_token}`, { token: h.alice });
  const envelope = await sealText(SEALING, newPushKey(SEALING.randomBytes), 'Zq9-hunter2');
  const sealedStep = await make({ payload: envelope, retrieval_step: true });
  const sealedLocked = await make({ payload: envelope, passphrase: 'open sesame' });
  const invitation = await invite(h.store, 'carol@example.com', false, h.clock.now);
  const ask = async (request: Record<string, unknown>) => {
    const made = await h.call('POST', '/api/v2/requests', {
      token: h.alice,
      body: { request: { request: 'Zq9-hunter2', ...request } },
    });
    return (made.body as { url_token: string }).url_token;
  };
  const [asked, askedLocked, askedClosed, askedAnswered] = await Promise.all([
    ask({ response_file_attachments: true }),
    ask({ passphrase: 'open sesame' }),
    ask({}),
    ask({}),
  ]);
  await h.call('DELETE', `/api/v2/requests/${askedClosed}`, { token: h.alice });
  const bob = await h.store.findUserByEmail('bob@example.com');

  const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}locale=${code}`;
  const pages: Rendered[] = [];
  const visitor = webClient(h.app);
  const alice = webClient(h.app);
  const keep = (name: string) => (r: { status: number; html: string }) => {
    pages.push({ name, status: r.status, html: r.html });
  };
  const get = (who: typeof visitor, name: string, path: string) => who.get(at(path)).then(keep(name));
  const post = (who: typeof visitor, name: string, path: string, form: Record<string, string>) =>
    who.post(at(path), form).then(keep(name));

  await get(visitor, 'home', '/');
  await get(visitor, 'home, URL', '/?kind=url');
  await get(visitor, 'home, QR code', '/?kind=qr');
  await get(visitor, 'home, file, signed out', '/?kind=file');
  await post(visitor, 'home, refused', '/', { kind: 'text', payload: '' });
  await get(visitor, 'retrieval step', `/p/${stepped.url_token}/r`);
  await post(visitor, 'retrieval step, revealed', `/p/${stepped.url_token}`, {});
  await get(visitor, 'secret', `/p/${plain.url_token}`);
  await get(visitor, 'secret, QR code', `/p/${qr.url_token}`);
  await get(visitor, 'secret, URL', `/p/${url.url_token}`);
  await get(visitor, 'passphrase', `/p/${locked.url_token}`);
  await post(visitor, 'passphrase, wrong', `/p/${locked.url_token}`, { passphrase: 'nope' });
  await get(visitor, 'expired', `/p/${ended.url_token}`);
  await get(visitor, 'unknown link', '/p/no-such-token');
  await get(visitor, 'delete, confirm', `/p/${deletable.url_token}/delete`);
  await post(visitor, 'delete, done', `/p/${deletable.url_token}/delete`, {});
  await get(visitor, 'deleted', `/p/${deletable.url_token}/deleted`);
  await get(visitor, 'sealed, retrieval step', `/p/${sealedStep.url_token}/r`);
  await get(visitor, 'sealed, passphrase', `/p/${sealedLocked.url_token}`);
  await get(visitor, 'open a sealed secret', '/open');
  await get(visitor, 'sign in', '/users/sign_in');
  await post(visitor, 'sign in, refused', '/users/sign_in', {
    email: 'alice@example.com',
    password: 'wrong',
  });
  await get(visitor, 'invitation', `/users/invitation/${invitation}`);
  await get(visitor, 'request, answer', `/req/${asked}`);
  await get(visitor, 'request, passphrase', `/req/${askedLocked}`);
  await post(visitor, 'request, passphrase wrong', `/req/${askedLocked}`, {
    step: 'unlock',
    passphrase: 'nope',
  });
  await post(visitor, 'request, empty answer', `/req/${askedAnswered}`, { step: 'answer', payload: '' });
  await post(visitor, 'request, answered', `/req/${askedAnswered}`, {
    step: 'answer',
    payload: 'Zq9-hunter2',
  });
  await get(visitor, 'request, sent', `/req/${askedAnswered}/sent`);
  await get(visitor, 'request, already answered', `/req/${askedAnswered}`);
  await get(visitor, 'request, closed', `/req/${askedClosed}`);
  await get(visitor, 'request, unknown', '/req/no-such-token');
  await get(visitor, 'API page', '/api');
  await get(visitor, 'not found', '/no/such/page');

  await alice.get('/users/sign_in');
  await alice.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  await get(alice, 'not found, signed in', '/no/such/page');
  await get(alice, 'home, signed in', '/');
  await get(alice, 'home, file', '/?kind=file');
  await get(alice, 'result', `/p/${plain.url_token}/preview`);
  await get(alice, 'result, recipient language', `/p/${plain.url_token}/preview?recipient_locale=ja`);
  await get(alice, 'result, link mailed', `/p/${plain.url_token}/preview?mailed=2`);
  const linkMailPost = (notify_emails_to: string, extra: Record<string, string> = {}) => ({
    kind: 'text',
    payload: 'Zq9-hunter2',
    notify_emails_to,
    ...extra,
  });
  await post(
    alice,
    'home, link mail problems',
    '/',
    linkMailPost('alice@example.com,,alice@example.com, Zq9'),
  );
  await post(
    alice,
    'home, link mail, too many',
    '/',
    linkMailPost(Array.from({ length: 6 }, (_, i) => `r${i}@example.com`).join(',')),
  );
  await post(
    alice,
    'home, link mail, sealed',
    '/',
    linkMailPost('bob@example.com', { sealed: 'on', payload: envelope }),
  );
  await get(alice, 'requests', '/requests');
  await get(alice, 'request, new', '/requests/new');
  await post(alice, 'request, new problems', '/requests/new', { request: ' ', close_after_duration: '40' });
  await get(alice, 'request, open', `/requests/${asked}?notice=created`);
  await get(alice, 'request, answered (owner)', `/requests/${askedAnswered}`);
  await get(alice, 'request, the answer', `/requests/${askedAnswered}/answer`);
  await get(alice, 'request, closed (owner)', `/requests/${askedClosed}`);
  await get(alice, 'dashboard', '/d/active');
  await get(alice, 'dashboard, expired', '/d/expired');
  await get(alice, 'audit', `/p/${plain.url_token}/audit`);
  await get(alice, 'edit', `/p/${stepped.url_token}/edit`);
  await post(alice, 'edit, refused', `/p/${stepped.url_token}/edit`, {
    name: 'n0te-7f3a',
    expire_after_duration: '99',
    expire_after_views: '999',
  });
  await get(alice, 'expire, confirm', `/p/${stepped.url_token}/expire`);
  await get(alice, 'expire, already', `/p/${ended.url_token}/expire`);
  await get(alice, 'account', '/users/account');
  await post(alice, 'account, password refused', '/users/account/password', {
    current_password: 'wrong',
    new_password: 'short',
    new_password_again: 'other',
  });
  await post(alice, 'account, language refused', '/users/account/language', { language: 'xx' });
  await get(alice, 'API token', '/users/token');
  await post(alice, 'API token, new', '/users/token', {});
  await get(alice, 'admin', '/admin');
  await get(alice, 'admin, invite', '/admin/invitations/new');
  await post(alice, 'admin, invite refused', '/admin/invitations', { email: 'not an address' });
  await get(alice, 'admin, remove user', `/admin/users/${bob?.id}/remove`);
  await post(alice, 'admin settings, contradiction', '/admin/settings', {
    'kinds.text.days.min': '9',
    'kinds.text.days.max': '3',
    'kinds.url.views.max': 'many',
    'kinds.qr.retrievalStep.required': 'on',
    mailDomains: 'n0te-7f3a',
  });
  const admin = { ...aliceRecord, admin: true };
  const changes = { 'kinds.file.hours.default': 12, pushers: 'signed_in', 'kinds.text.allowed': false };
  await changePolicy({ store: h.store, source: h.policy, now: () => h.clock.now }, admin, changes);
  await get(alice, 'admin settings, with history', '/admin/settings');
  await makeScimSecret({ store: h.store, digestKey: h.digestKey, now: () => h.clock.now }, 'n0te-7f3a', null);
  await get(alice, 'admin provisioning', '/admin/scim');
  await h.close();
  return pages;
}

const english = await everyPage('en');

describe('every page in every language', () => {
  it('renders every page in English without a failure', () => {
    expect(english.filter((p) => p.status >= 500).map((p) => p.name)).toEqual([]);
    expect(english.length).toBeGreaterThan(35);
    // Refusals are pages with their errors in words, not a redirect or a bare status.
    const refused = english.filter((p) => p.name.endsWith('refused')).map((p) => [p.name, p.status]);
    expect(refused).toEqual([
      ['home, refused', 422],
      ['sign in, refused', 401],
      ['edit, refused', 422],
      ['account, password refused', 422],
      ['account, language refused', 422],
      ['admin, invite refused', 422],
    ]);
    const status = (name: string) => english.find((p) => p.name === name)?.status;
    expect(
      [
        'home, link mail problems',
        'home, link mail, too many',
        'home, link mail, sealed',
        'result, link mailed',
        'request, answer',
        'request, passphrase',
        'request, passphrase wrong',
        'request, empty answer',
        'request, sent',
        'request, already answered',
        'request, closed',
        'request, unknown',
        'requests',
        'request, new problems',
        'request, the answer',
      ].map((name) => [name, status(name)]),
    ).toEqual([
      ['home, link mail problems', 422],
      ['home, link mail, too many', 422],
      ['home, link mail, sealed', 422],
      ['result, link mailed', 200],
      ['request, answer', 200],
      ['request, passphrase', 200],
      ['request, passphrase wrong', 401],
      ['request, empty answer', 422],
      ['request, sent', 200],
      ['request, already answered', 410],
      ['request, closed', 410],
      ['request, unknown', 404],
      ['requests', 200],
      ['request, new problems', 422],
      ['request, the answer', 200],
    ]);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en'))(
    '$code: lang, dir and no English left',
    async (language) => {
      const problems = englishLeft(language, await everyPage(language.code), english);
      expect(problems).toEqual([]);
    },
  );
});
