import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';
import { PASSWORD } from './web-push-client.ts';

const ORIGIN = 'http://push.test';
const TOKEN = 'tok0001xxxxxxxxxxxxxxxxxxxx';
const PUSH = { kind: 'text', payload: 's', expire_after_duration: '12', expire_after_views: '2' };

/** A visitor whose browser asks for `languages`, holding the push form's CSRF token. */
async function visitor(languages?: string, configure?: (s: InstanceSettings) => void) {
  const h = await harness(configure, { files: true });
  const browser = webClient(h.app, ORIGIN, languages);
  const form = await browser.get('/');
  return { h, browser, form };
}

/** The recipient's language select: each option's value, lang, whether selected, and text. */
const recipientOptions = (html: string) => {
  const select = /<select id="recipient-locale"[\s\S]*?<\/select>/.exec(html)?.[0] ?? '';
  return [
    ...select.matchAll(/<option value="([^"]*)"(?: lang="([^"]+)" dir="[^"]+")?( selected)?>([^<]*)</g),
  ].map(([, value, lang, selected, text]) => ({ value, lang, selected: selected !== undefined, text }));
};

describe('the push form in the visitor’s language', () => {
  it('speaks German to a browser that asks for it: title, labels, durations and button', async () => {
    const { form } = await visitor('de-DE,de;q=0.9,en;q=0.5');
    expect(form.html).toContain('<html lang="de" dir="ltr">');
    expect(form.html).toContain('<title>Geheimnis teilen · Secret Push</title>');
    expect(form.html).toContain('<h1>Teilen Sie ein Geheimnis über einen Link, der abläuft</h1>');
    expect(form.html).toContain('<label for="payload">Geheimnis</label>');
    expect(form.html).toContain('<label for="passphrase">Passphrase (freiwillig)</label>');
    expect(form.html).toContain('<option value="12" selected>1 Woche</option>');
    expect(form.html).toContain('<option value="17">3 Monaten</option>');
    expect(form.html).toContain('<button type="submit" id="push-submit">Teilen</button>');
  });

  it('offers the recipient’s language: the browser’s first, then the 34 languages by their own names', async () => {
    const { form } = await visitor('ja');
    const options = recipientOptions(form.html);
    expect(options[0]).toEqual({
      value: '',
      lang: undefined,
      selected: true,
      text: '受信者のブラウザーの言語',
    });
    expect(options.slice(1)).toEqual(
      LANGUAGES.map((l) => ({ value: l.code, lang: l.code, selected: false, text: l.name })),
    );
    expect(options).toHaveLength(35);
  });

  it('sends a push made for a Japanese recipient to a result page that makes the link Japanese', async () => {
    const { browser } = await visitor();
    const res = await browser.post('/', { ...PUSH, recipient_locale: 'ja' });
    expect([res.status, res.headers.get('location')]).toEqual([
      303,
      `/p/${TOKEN}/preview?recipient_locale=ja`,
    ]);
  });

  it('ignores a recipient language it does not know, and leaves the choice to the browser', async () => {
    const { browser } = await visitor();
    for (const [code, token] of [
      ['xx', 'tok0001'],
      ['JA', 'tok0002'],
      ['', 'tok0003'],
    ] as const) {
      const res = await browser.post('/', { ...PUSH, recipient_locale: code });
      expect([code, res.status, res.headers.get('location')]).toEqual([
        code,
        303,
        `/p/${token}xxxxxxxxxxxxxxxxxxxx/preview`,
      ]);
    }
  });

  it('keeps the page’s own ?locale= beside the recipient’s language in the redirect', async () => {
    const { browser } = await visitor();
    const res = await browser.post('/?locale=de', { ...PUSH, recipient_locale: 'pt-BR' });
    expect(res.headers.get('location')).toBe(`/p/${TOKEN}/preview?recipient_locale=pt-BR&locale=de`);
  });

  it('keeps the chosen recipient language when the form comes back refused', async () => {
    const { browser } = await visitor();
    const res = await browser.post('/', { ...PUSH, payload: ' ', recipient_locale: 'uk' });
    expect(res.status).toBe(422);
    const chosen = recipientOptions(res.html).filter((o) => o.selected);
    expect(chosen).toEqual([{ value: 'uk', lang: 'uk', selected: true, text: 'Українська' }]);
  });

  it('says in German why each field was refused', async () => {
    const { h, browser } = await visitor('de');
    const res = await browser.post('/', {
      kind: 'text',
      payload: '',
      expire_after_duration: '99',
      expire_after_views: '500',
    });
    expect(res.status).toBe(422);
    expect(res.html).toContain('<title>Formular prüfen · Geheimnis teilen · Secret Push</title>');
    expect(res.html).toContain(
      '<p class="error" role="alert">Es wurde nichts geteilt. Prüfen Sie die unten markierten Felder.</p>',
    );
    expect(res.html).toContain(
      '<p class="error" id="payload-error">Geben Sie das Geheimnis ein, das Sie teilen möchten.</p>',
    );
    expect(res.html).toContain(
      '<p class="error" id="views-error">Die Aufrufe müssen zwischen 1 und 100 liegen.</p>',
    );
    expect(res.html).toContain(
      '<p class="error" id="duration-error">Wählen Sie eine der angebotenen Zeiten.</p>',
    );
    expect(await h.store.findPush(TOKEN)).toBeUndefined();
  });

  it('words the refusals of URL and QR code payloads and a disabled kind in German', async () => {
    const { browser } = await visitor('de', (s) => {
      s.enableQrPushes = false;
    });
    const url = await browser.post('/', { ...PUSH, kind: 'url', payload: 'ftp://x' });
    expect(url.html).toContain(
      'id="payload-error">Ein URL-Push braucht eine Adresse mit http:// oder https://.</p>',
    );
    const qr = await browser.post('/', { ...PUSH, kind: 'qr', payload: 'x' });
    expect(qr.html).toContain('id="kind-error">Pushes der Art „QR-Code“ sind ausgeschaltet.</p>');
  });

  it('counts in Polish when it refuses a file upload: two files are "2 pliki"', async () => {
    const h = await harness(
      (s) => {
        s.maxFileUploads = 2;
      },
      { files: true },
    );
    await h.admin.setPassword('alice@example.com', PASSWORD);
    const alice = webClient(h.app, ORIGIN, 'pl');
    await alice.get('/users/sign_in');
    await alice.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    await alice.get('/?kind=file');
    const form = new FormData();
    form.append('_csrf', alice.csrf());
    for (const [key, value] of Object.entries({ ...PUSH, kind: 'file', payload: '' }))
      form.append(key, value);
    for (const name of ['a.txt', 'b.txt', 'c.txt']) form.append('push[files][]', new Blob(['x']), name);
    const cookie = [...alice.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await h.app.request(`${ORIGIN}/`, {
      method: 'POST',
      body: form,
      headers: { cookie, 'accept-language': 'pl' },
    });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain(
      '<p class="error" id="files-error">Do jednego sekretu możesz dołączyć najwyżej 2 pliki.</p>',
    );
  });

  it('answers a body too large with a page in German', async () => {
    const h = await harness(() => {}, { bodyLimitBytes: 1024 });
    const res = await h.app.request(`${ORIGIN}/`, {
      method: 'POST',
      body: new URLSearchParams({ payload: 'x'.repeat(4096) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'de' },
    });
    const page = await res.text();
    expect([res.status, /<h1>([^<]*)<\/h1><p[^>]*>([^<]*)<\/p>/.exec(page)?.slice(1)]).toEqual([
      413,
      ['Zu groß', 'Was Sie gesendet haben, ist zu groß.'],
    ]);
  });
});
