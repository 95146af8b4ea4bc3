import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../server/i18n/translator.ts';
import type { Harness } from './harness.ts';
import { adapterHarnesses } from './web-adapters.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';
const adapters = adapterHarnesses('account language');
const de = translatorFor('de');
const fr = translatorFor('fr');
const en = translatorFor('en');

/** The page as a reader gets it: entities decoded, so messages compare as written. */
const text = (html: string) =>
  html
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const lang = (html: string) => /<html lang="([^"]+)" dir="([^"]+)">/.exec(html)?.slice(1);

async function signedIn(open: () => Promise<Harness>, acceptLanguage?: string) {
  const h = await open();
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const browser = webClient(h.app, undefined, acceptLanguage);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  await browser.get('/users/account');
  const language = async () => (await h.store.findUserByEmail('alice@example.com'))?.language;
  return { h, browser, language };
}

describe.each(adapters)('the account page’s language on the %s store', (_name, open) => {
  it('offers following the browser, then every language by its own name, and follows the browser at first', async () => {
    const { browser } = await signedIn(open);
    const page = (await browser.get('/users/account')).html;
    const select = /<select id="language" name="language">([\s\S]*?)<\/select>/.exec(page)?.[1] ?? '';
    expect(select).toContain('<option value="" selected>Follow the browser</option>');
    expect(select).toContain('<option value="ja" lang="ja" dir="ltr">日本語</option>');
    expect(select).toContain('<option value="ur" lang="ur" dir="rtl">اردو</option>');
    expect(select.match(/<option value="[^"]+" lang=/g)).toHaveLength(34);
    expect(select.match(/ selected/g)).toHaveLength(1);
  });

  it('saves a language, and the next page and every other page speak it', async () => {
    const { browser, language } = await signedIn(open, 'fr');
    expect(lang((await browser.get('/users/account')).html)).toEqual(['fr', 'ltr']);
    const saved = await browser.post('/users/account/language', { language: 'de' });
    expect([saved.status, saved.headers.get('location')]).toEqual([303, '/users/account?done=language']);
    expect(await language()).toBe('de');
    const next = await browser.get('/users/account?done=language');
    expect(lang(next.html)).toEqual(['de', 'ltr']);
    expect(text(next.html)).toContain(
      `<p class="success" role="status">${de.t('account.languageSaved')}</p>`,
    );
    expect(next.html).toContain('<option value="de" lang="de" dir="ltr" selected>Deutsch</option>');
    expect(next.html).toContain(`<option value="">${de.t('account.followBrowser')}</option>`);
    const token = await browser.get('/users/token');
    expect(lang(token.html)).toEqual(['de', 'ltr']);
    expect(text(token.html)).toContain(`<h1>${de.t('account.tokenTitle')}</h1>`);
    expect(lang((await browser.get('/d/active')).html)).toEqual(['de', 'ltr']);
  });

  it('clears the choice, and pages follow the browser again', async () => {
    const { browser, language } = await signedIn(open, 'fr-CH, en;q=0.5');
    await browser.post('/users/account/language', { language: 'ur' });
    const urdu = await browser.get('/users/account?done=language');
    expect(lang(urdu.html)).toEqual(['ur', 'rtl']);
    const cleared = await browser.post('/users/account/language', { language: '' });
    expect([cleared.status, cleared.headers.get('location')]).toEqual([303, '/users/account?done=language']);
    expect(await language()).toBeUndefined();
    const next = await browser.get('/users/account?done=language');
    expect(lang(next.html)).toEqual(['fr', 'ltr']);
    expect(text(next.html)).toContain(fr.t('account.languageSaved'));
    expect(text(next.html)).toContain(`<option value="" selected>${fr.t('account.followBrowser')}</option>`);
  });

  it('refuses a code that is not one of the languages, in the page’s language, and saves nothing', async () => {
    const { browser, language } = await signedIn(open);
    await browser.post('/users/account/language', { language: 'de' });
    await browser.get('/users/account');
    for (const code of ['xx', 'DE', 'de-AT', 'en_GB', '<script>']) {
      const refused = await browser.post('/users/account/language', { language: code });
      expect(refused.status).toBe(422);
      expect(lang(refused.html)).toEqual(['de', 'ltr']);
      expect(text(refused.html)).toContain(
        `<p class="error" id="language-error">${de.t('account.unknownLanguage')}</p>`,
      );
      expect(refused.html).toMatch(/id="language"[^>]*aria-invalid="true" aria-describedby="language-error"/);
      expect(await language()).toBe('de');
    }
  });

  it('saves nothing from a form without the CSRF token', async () => {
    const { browser, language } = await signedIn(open);
    const refused = await browser.postRaw('/users/account/language', { language: 'ja' });
    expect(refused.status).toBe(403);
    expect(await language()).toBeUndefined();
  });

  it('shows the saved language even when the form was posted from a ?locale= page', async () => {
    const { browser, language } = await signedIn(open);
    const linked = await browser.get('/users/account?locale=fr');
    expect(linked.html).toContain('action="/users/account/language?locale=fr"');
    const saved = await browser.post('/users/account/language?locale=fr', { language: 'ja' });
    expect([saved.status, saved.headers.get('location')]).toEqual([303, '/users/account?done=language']);
    expect(await language()).toBe('ja');
    const next = await browser.get('/users/account?done=language');
    expect(lang(next.html)).toEqual(['ja', 'ltr']);
    expect(next.html).toContain('href="/users/token"');
    expect(lang((await browser.get('/users/account?locale=ko')).html)).toEqual(['ko', 'ltr']);
  });
});

describe('the sign-in page', () => {
  it('speaks the browser’s language, and English to a browser that names none of ours', async () => {
    const [, open] = adapters[0] ?? [];
    if (open === undefined) throw new Error('no adapter');
    const h = await open();
    const german = await webClient(h.app, undefined, 'de-DE,de;q=0.9,en;q=0.8').get('/users/sign_in');
    expect(lang(german.html)).toEqual(['de', 'ltr']);
    expect(german.headers.get('content-language')).toBe('de');
    for (const key of ['signInTitle', 'signInIntro', 'email', 'password', 'signInButton'] as const)
      expect(text(german.html)).toContain(de.t(`account.${key}`));
    const other = await webClient(h.app, undefined, 'tlh').get('/users/sign_in');
    expect(lang(other.html)).toEqual(['en', 'ltr']);
    expect(other.html).toContain(`<h1>${en.t('account.signInTitle')}</h1>`);
  });

  it('refuses a wrong password in the browser’s language', async () => {
    const [, open] = adapters[0] ?? [];
    if (open === undefined) throw new Error('no adapter');
    const h = await open();
    await h.admin.setPassword('alice@example.com', PASSWORD);
    const browser = webClient(h.app, undefined, 'de');
    await browser.get('/users/sign_in');
    const refused = await browser.post('/users/sign_in', { email: 'alice@example.com', password: 'wrong' });
    expect(refused.status).toBe(401);
    expect(text(refused.html)).toContain(de.t('account.signInNoMatch'));
  });
});
