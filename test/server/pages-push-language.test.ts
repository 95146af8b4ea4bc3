import { describe, expect, it } from 'vitest';
import { qrSvg } from '../../server/browser/qr-svg.ts';
import { translatorFor } from '../../server/i18n/translator.ts';
import { shareSentence } from '../../server/web/pushes/share-words.ts';
import { type Harness, harness } from './harness.ts';
import { FIREFOX_LINUX, viewAs } from './pages-dashboard-support.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';
const HOUR = 3_600_000;

/** What Password Pusher's browser extension takes as the QR code: the page's first `<svg>`. */
const firstSvg = (html: string) => /<svg[\s\S]*?<\/svg>/i.exec(html)?.[0] ?? '';
const shownLink = (html: string) => /<pre class="secret" id="link">([^<]*)<\/pre>/.exec(html)?.[1];

/** Alice signed in, from a browser that asks for `acceptLanguage` when given. */
async function alice(h: Harness, acceptLanguage?: string) {
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const signIn = webClient(h.app);
  await signIn.get('/users/sign_in');
  await signIn.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  // The session moves to a browser with other languages: only these pages' words are under test.
  const browser = webClient(h.app, 'http://push.test', acceptLanguage);
  for (const [name, value] of signIn.cookies) browser.cookies.set(name, value);
  return browser;
}

describe('the result page with a recipient language', () => {
  it('shows, copies and encodes the secret link with ?locale=, and says so', async () => {
    const h = await harness();
    const browser = await alice(h);
    const push = await h.create({ payload: 'x', expire_after_views: 2 }, h.alice);
    const link = `${push.html_url}?locale=de`;
    const page = (await browser.get(`/p/${push.url_token}/preview?recipient_locale=de`)).html;
    expect(page).toContain('<h1>Your secret link</h1>');
    expect(shownLink(page)).toBe(link);
    expect(firstSvg(page)).toBe(qrSvg(link, 'QR code of the secret link'));
    expect(page).toContain('The link opens in German.');
    expect(page).toContain('<option value="de" lang="de" dir="ltr" selected>Deutsch</option>');
    // The message goes to the recipient, so it is in their language.
    expect(page).toContain(
      `<pre class="secret" id="share" aria-labelledby="share-heading" lang="de" dir="ltr">${link}\nDieser Link gilt 7 Tage lang oder für 2 Aufrufe`,
    );
    expect(page).toContain(`href="/p/${push.url_token}/preview?as=recipient&amp;recipient_locale=de"`);

    const preview = (await browser.get(`/p/${push.url_token}/preview?as=recipient&recipient_locale=de`)).html;
    expect(preview).toContain('<h1>Secret link</h1>');
    expect(shownLink(preview)).toBe(link);
    expect(firstSvg(preview)).toBe(qrSvg(link, 'QR code of the secret link'));
  });

  it('ignores a recipient_locale that is none of ours', async () => {
    const h = await harness();
    const browser = await alice(h);
    const push = await h.create({ payload: 'x' }, h.alice);
    for (const code of ['xx', '%3Cscript%3E', '', 'de-']) {
      const page = (await browser.get(`/p/${push.url_token}/preview?recipient_locale=${code}`)).html;
      expect([code, shownLink(page)]).toEqual([code, push.html_url]);
      expect(firstSvg(page)).toBe(qrSvg(push.html_url, 'QR code of the secret link'));
      expect(page).toContain('The link opens in the language of the recipient&#39;s browser.');
      expect(page).toContain('<option value="" selected>');
    }
  });

  it('offers a form that reloads the page with another recipient language, keeping the rest of the query', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x' });
    const page = (await webClient(h.app).get(`/p/${push.url_token}/preview?as=recipient&recipient_locale=ja`))
      .html;
    const form = /<form class="recipient-language"[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
    expect(form).toContain(`method="get" action="/p/${push.url_token}/preview"`);
    expect(form).toContain('<input type="hidden" name="as" value="recipient">');
    expect(form).not.toContain('type="hidden" name="recipient_locale"');
    expect(form).toContain('<label for="recipient-language">Recipient&#39;s language</label>');
    expect(form.match(/<option /g)).toHaveLength(35);
    expect(form).toContain('<option value="">Their browser&#39;s language</option>');
    expect(form).toContain('<option value="ja" lang="ja" dir="ltr" selected>日本語</option>');
    expect(shownLink(page)).toBe(`${push.html_url}?locale=ja`);
  });

  it('keeps the page in its own language and the link in the recipient’s', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', retrieval_step: false });
    const page = (await webClient(h.app).get(`/p/${push.url_token}/preview?locale=fr&recipient_locale=uk`))
      .html;
    expect(page).toContain('<html lang="fr" dir="ltr">');
    expect(page).toContain('<h1>Lien secret</h1>');
    expect(page).toContain('Le lien s’ouvre en ukrainien.');
    expect(shownLink(page)).toBe(`http://push.test/p/${push.url_token}?locale=uk`);
    const form = /<form class="recipient-language"[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
    expect(form.match(/name="locale"/g)).toHaveLength(1);
  });
});

describe('the dashboard and audit log in Japanese', () => {
  it('follows the browser’s Accept-Language', async () => {
    const h = await harness();
    const browser = await alice(h, 'ja,en;q=0.5');
    const push = await h.create({ payload: 'x', name: '鍵', passphrase: 'open sesame' }, h.alice);
    h.clock.now += 2 * HOUR;
    await viewAs(h, push.url_token, {}, 'open sesame');

    const dashboard = (await browser.get('/d/active')).html;
    expect(dashboard).toContain('<html lang="ja" dir="ltr">');
    expect(dashboard).toContain('<h1>有効なプッシュ</h1>');
    expect(dashboard).toContain('<li>パスフレーズ：あり</li>');
    expect(dashboard).toContain('<li>閲覧 1 / 5 回</li>');
    expect(dashboard).toContain('<li>残り 7 日</li>');
    expect(dashboard).toContain(
      '最終閲覧：<time datetime="2026-01-01T02:00:00.000Z">2026年1月1日 2:00 UTC</time>',
    );

    const audit = (await browser.get(`/p/${push.url_token}/audit`)).html;
    expect(audit).toContain('<h1>「鍵」の監査ログ</h1>');
    expect(audit).toContain('<th scope="col">イベント</th>');
    expect(audit).toContain('<td data-label="イベント">閲覧</td>');
    expect(audit).toContain('<td data-label="イベント">作成</td>');
    expect(audit).toContain(`<td data-label="ブラウザー" title="${FIREFOX_LINUX}">Firefox 140（Linux）</td>`);
  });
});

describe('counts in languages with several plural forms', () => {
  it.each([
    [1, 'просмотр —'],
    [3, 'просмотра —'],
    [5, 'просмотров —'],
    [21, 'просмотр —'],
  ])('words %i views in Russian', (views, words) => {
    expect(shareSentence(translatorFor('ru'), 7 * 24 * HOUR, views)).toBe(
      `Срок действия ссылки: 7 дней или ${views} ${words} смотря что наступит раньше.`,
    );
  });

  it.each([
    [1, 'wyświetlenie'],
    [2, 'wyświetlenia'],
    [5, 'wyświetleń'],
    [22, 'wyświetlenia'],
  ])('words %i views in Polish', (views, words) => {
    expect(shareSentence(translatorFor('pl'), 30 * 60_000, views)).toBe(
      `Ważność linku: 30 minut lub ${views} ${words}, zależnie od tego, co nastąpi wcześniej.`,
    );
  });

  it('says the days left as the API counts them, rounded up, not in two units', () => {
    const left = 6 * 24 * HOUR + 22 * HOUR;
    expect(shareSentence(translatorFor('en'), left, 1)).toBe(
      'This link works for 7 days or 1 view, whichever comes first.',
    );
  });

  it('says on the Russian result page how many views the link has', async () => {
    const h = await harness();
    const browser = await alice(h, 'ru');
    const push = await h.create({ payload: 'x', expire_after_views: 2 }, h.alice);
    const page = (await browser.get(`/p/${push.url_token}/preview`)).html;
    expect(page).toContain('Срок действия ссылки: 7 дней или 2 просмотра — смотря что наступит раньше.');
    expect(page).toContain('<h1>Ваша секретная ссылка</h1>');
  });
});
