import { describe, expect, it } from 'vitest';
import { EXPIRE_DURATIONS } from '../../shared/durations.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import type { PushJson } from '../../shared/wire.ts';
import { type Harness, T0 } from './harness.ts';
import { adapterHarnesses, type OpenHarness } from './web-adapters.ts';
import { webClient } from './web-client.ts';
import { signedInClient, tokenOf } from './web-push-client.ts';

const WEEK = String(EXPIRE_DURATIONS.findIndex((d) => d.label === '1 week'));
const QUARTER_HOUR = String(EXPIRE_DURATIONS.findIndex((d) => d.label === '15 minutes'));

const adapters = adapterHarnesses('pages_home');

const anonymous = async (open: OpenHarness, configure?: (s: InstanceSettings) => void) => {
  const h = await open(configure, { files: true });
  const browser = webClient(h.app);
  await browser.get('/');
  return { h, browser };
};

const read = async (h: Harness, token: string, passphrase = '') =>
  (
    await h.call('GET', `/api/v2/pushes/${token}${passphrase ? `?passphrase=${passphrase}` : ''}`, {
      token: h.alice,
    })
  ).body as PushJson;

const options = (html: string) => [...html.matchAll(/<option value="([^"]+)"( selected)?>([^<]+)</g)];

describe.each(adapters)('the push form on the %s store', (_name, open) => {
  it('offers the text form with the instance defaults and the extension duration choices', async () => {
    const { browser } = await anonymous(open);
    const { html } = await browser.get('/');
    expect(html).toContain('<a href="/?kind=text" aria-current="page">Text</a>');
    expect(html).toContain(
      '<a href="/?kind=url">URL</a><a href="/?kind=qr">QR code</a><a href="/?kind=file">File</a>',
    );
    expect(options(html).map((o) => o[3])).toEqual(EXPIRE_DURATIONS.map((d) => d.label));
    expect(options(html).find((o) => o[2])?.[3]).toBe('1 week');
    expect(html).toMatch(
      /<input id="views" name="expire_after_views" type="number" inputmode="numeric" min="1"\s+max="100" value="5"/,
    );
    expect(html).toMatch(/name="retrieval_step" value="on" checked/);
    expect(html).toMatch(/name="deletable_by_viewer" value="on" checked/);
    expect(html).toContain('<label for="passphrase">Passphrase (optional)</label>');
    expect(html).not.toContain('name="name"');
  });

  it('follows the instance bounds: fewer durations, its own default days, its views limit', async () => {
    const { h, browser } = await anonymous(open, (s) => {
      s.kinds.text.expireAfterDays = { default: 10, min: 1, max: 14 };
      s.kinds.text.expireAfterViews = { default: 2, min: 1, max: 10 };
    });
    const { html } = await browser.get('/');
    const labels = options(html).map((o) => o[3]);
    expect(labels.at(-1)).toBe('2 weeks');
    expect(labels).toContain('10 days');
    expect(options(html).find((o) => o[2])?.[1]).toBe('days-10');
    expect(html).toMatch(/max="10" value="2"/);
    const res = await browser.post('/', {
      kind: 'text',
      payload: 's',
      expire_after_duration: 'days-10',
      expire_after_views: '2',
    });
    expect(res.status).toBe(303);
    expect(await read(h, tokenOf(res.headers.get('location')))).toMatchObject({
      expire_after_days: 10,
      expire_after_views: 2,
    });
  });

  it('creates a text push, then sends the browser to its result page; a reload creates nothing', async () => {
    const { h, browser } = await anonymous(open);
    const res = await browser.post('/', {
      kind: 'text',
      payload: 'from the web\n  indented',
      expire_after_duration: WEEK,
      expire_after_views: '5',
      passphrase: 'pp',
      deletable_by_viewer: 'on',
    });
    expect(res.status).toBe(303);
    const token = tokenOf(res.headers.get('location'));
    expect(token).toBe('tok0001xxxxxxxxxxxxxxxxxxxx');
    for (let i = 0; i < 2; i++) {
      const result = await browser.get(`/p/${token}/preview`);
      expect(result.status).toBe(200);
      expect(result.html).toContain(`<pre class="secret" id="link">http://push.test/p/${token}</pre>`);
      expect(result.html).toContain('This link works for 7 days or 5 views, whichever comes first.');
      expect(result.html).toContain('<a class="button" href="/?kind=text">Push another</a>');
    }
    expect(await h.store.findPush('tok0002xxxxxxxxxxxxxxxxxxxx')).toBeUndefined();
    expect(await read(h, token, 'pp')).toMatchObject({
      payload: 'from the web\n  indented',
      expire_after_days: 7,
      expire_after_views: 5,
      retrieval_step: false,
      deletable_by_viewer: true,
      kind: 'text',
    });
  });

  it('takes a duration of minutes and says so in the share message', async () => {
    const { h, browser } = await anonymous(open);
    const res = await browser.post('/', {
      kind: 'text',
      payload: 's',
      expire_after_duration: QUARTER_HOUR,
      expire_after_views: '1',
      retrieval_step: 'on',
    });
    const token = tokenOf(res.headers.get('location'));
    expect((await h.store.findPush(token))?.expiresAt).toBe(T0 + 15 * 60_000);
    const result = await browser.get(`/p/${token}/preview`);
    expect(result.html).toContain(`id="link">http://push.test/p/${token}/r</pre>`);
    expect(result.html).toContain('This link works for 15 minutes or 1 view, whichever comes first.');
  });

  it('creates URL and QR code pushes from their tabs', async () => {
    const { h, browser } = await anonymous(open);
    const urlForm = await browser.get('/?kind=url');
    expect(urlForm.html).toContain('<input id="payload" name="payload" type="url"');
    expect(urlForm.html).not.toContain('name="deletable_by_viewer"');
    const url = await browser.post('/', {
      kind: 'url',
      payload: 'https://example.com/x',
      expire_after_duration: WEEK,
      expire_after_views: '1',
    });
    expect(await read(h, tokenOf(url.headers.get('location')))).toMatchObject({
      kind: 'url',
      payload: 'https://example.com/x',
    });
    expect((await browser.get('/?kind=qr')).html).toContain(
      '<label for="payload">Text for the QR code</label>',
    );
    const qr = await browser.post('/', {
      kind: 'qr',
      payload: 'WIFI:S:x;;',
      expire_after_duration: WEEK,
      expire_after_views: '1',
    });
    expect(await read(h, tokenOf(qr.headers.get('location')))).toMatchObject({
      kind: 'qr',
      payload: 'WIFI:S:x;;',
    });
  });

  it('says why beside each refused field and keeps everything typed', async () => {
    const { h, browser } = await anonymous(open);
    const res = await browser.post('/', {
      kind: 'text',
      payload: 'kept <text>',
      expire_after_duration: '99',
      expire_after_views: '500',
      passphrase: 'kept-pass',
      retrieval_step: 'on',
    });
    expect(res.status).toBe(422);
    expect(res.html).toContain('<p class="error" id="views-error">Views must be between 1 and 100.</p>');
    expect(res.html).toMatch(
      /id="views"[^>]*value="500" required aria-invalid="true" aria-describedby="expiry-hint views-error"/,
    );
    expect(res.html).toContain('<p class="error" id="duration-error">Choose one of the times offered.</p>');
    expect(res.html).toContain('kept &lt;text&gt;</textarea>');
    expect(res.html).toContain('value="kept-pass"');
    expect(res.html).toMatch(/name="retrieval_step" value="on" checked/);
    expect(res.html).not.toMatch(/name="deletable_by_viewer" value="on" checked/);
    expect(await h.store.findPush('tok0001xxxxxxxxxxxxxxxxxxxx')).toBeUndefined();
  });

  it('words refusals of a payload for its kind', async () => {
    const { browser } = await anonymous(open);
    const url = await browser.post('/', {
      kind: 'url',
      payload: 'ftp://x',
      expire_after_duration: WEEK,
      expire_after_views: '1',
    });
    expect(url.status).toBe(422);
    expect(url.html).toContain(
      '<p class="error" id="payload-error">A URL push needs an http:// or https:// address.</p>',
    );
    expect(url.html).toContain('value="ftp://x"');
    const empty = await browser.post('/', {
      kind: 'text',
      payload: '  ',
      expire_after_duration: WEEK,
      expire_after_views: '1',
    });
    expect(empty.html).toContain('id="payload-error">Enter the secret to push.</p>');
  });

  it('refuses a kind the instance has turned off, and a post without the CSRF token', async () => {
    const { h, browser } = await anonymous(open, (s) => {
      s.enableUrlPushes = false;
    });
    expect((await browser.get('/')).html).not.toContain('?kind=url');
    const off = await browser.post('/', {
      kind: 'url',
      payload: 'https://example.com',
      expire_after_views: '1',
    });
    expect(off.status).toBe(422);
    expect(off.html).toContain('URL pushes are disabled.');
    expect((await webClient(h.app).postRaw('/', { kind: 'text', payload: 'x' })).status).toBe(403);
    expect(await h.store.findPush('tok0001xxxxxxxxxxxxxxxxxxxx')).toBeUndefined();
  });

  it('asks anonymous visitors to sign in when anonymous pushes are off, and refuses their posts', async () => {
    const { h, browser } = await anonymous(open, (s) => {
      s.allowAnonymous = false;
    });
    const home = await browser.get('/');
    expect(home.html).toContain('<a href="/users/sign_in">Sign in</a> to create one.');
    expect(home.html).not.toContain('<textarea');
    expect((await browser.post('/', { payload: 'x', expire_after_views: '1' })).status).toBe(403);
    expect(await h.store.findPush('tok0001xxxxxxxxxxxxxxxxxxxx')).toBeUndefined();
  });

  it('gives a signed-in user name and note, and makes the push theirs', async () => {
    const h = await open((s) => {
      s.allowAnonymous = false;
    });
    const alice = await signedInClient(h, 'alice@example.com');
    const form = await alice.get('/');
    expect(form.html).toContain('<label for="name">Name (only you see it)</label>');
    const res = await alice.post('/', {
      kind: 'text',
      payload: 'p',
      expire_after_duration: WEEK,
      expire_after_views: '3',
      name: ' Wi-Fi ',
      note: 'for the guest',
    });
    const token = tokenOf(res.headers.get('location'));
    const owned = (await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).body as PushJson[];
    expect(owned.map((p) => [p.url_token, p.name, p.note])).toEqual([[token, 'Wi-Fi', 'for the guest']]);
  });

  it('puts the files first and folds name, note and language under More options, open once one is used', async () => {
    const h = await open(undefined, { files: true });
    const alice = await signedInClient(h, 'alice@example.com');
    const form = (await alice.get('/?kind=file')).html;
    const at = (text: string) => form.indexOf(text);
    expect(at('name="push[files][]"')).toBeLessThan(at('name="payload"'));
    const fold =
      /<details class="more-options">\s*<summary>More options<\/summary>([\s\S]*?)<\/details>/.exec(form);
    const folded = fold?.[1] ?? '';
    expect(['name="name"', 'name="note"', 'name="recipient_locale"'].map((f) => folded.includes(f))).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['name="payload"', 'name="passphrase"', 'name="expire_after_views"'].map((f) => folded.includes(f)),
    ).toEqual([false, false, false]);
    expect(at('<details class="more-options">')).toBeLessThan(at('id="push-submit"'));
    const refused = await alice.post('/', {
      kind: 'text',
      payload: '',
      expire_after_views: '1',
      note: 'kept',
    });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('<details class="more-options" open>');
    expect(refused.html).toContain('>kept</textarea>');
  });
});
