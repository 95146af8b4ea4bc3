import { describe, expect, it } from 'vitest';
import { DAY, type Harness, harness } from './harness.ts';
import { viewAs } from './pages-dashboard-support.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';

/** Alice's browser, signed in, sending `acceptLanguage` as its languages. */
async function alice(h: Harness, acceptLanguage?: string) {
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const browser = webClient(h.app, 'http://push.test', acceptLanguage);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  return browser;
}

const PICKER = '<form class="language-picker"';

describe('the secret link pages in the language the link names', () => {
  it('keeps a ?locale=de link German from the retrieval step through its form to the secret', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'behind-a-click', retrieval_step: true, expire_after_views: 3 });
    const visitor = webClient(h.app);
    const step = await visitor.get(`/p/${push.url_token}/r?locale=de`);
    expect(step.html).toContain('<html lang="de" dir="ltr">');
    expect(step.html).toContain('<h1>Jemand hat Ihnen ein Geheimnis geschickt</h1>');
    expect(step.html).toContain(
      '<p>Dieses Geheimnis kann innerhalb der nächsten 7 Tage noch 3-mal aufgerufen werden.</p>',
    );
    expect(step.html).toContain(`<form method="post" action="/p/${push.url_token}?locale=de">`);
    expect(step.html).toContain(PICKER);

    const shown = await visitor.post(`/p/${push.url_token}?locale=de`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<html lang="de" dir="ltr">');
    expect(shown.html).toContain('<title>Ihr Geheimnis · Secret Push</title>');
    expect(shown.html).toContain('aria-label="Das Geheimnis">behind-a-click</pre>');
    expect(shown.html).toContain(
      'Dieser geheime Link läuft nach 2 weiteren Aufrufen oder in 7 Tagen ab, je nachdem, was zuerst eintritt.',
    );
  });

  it('offers no language picker on a secret opened by a GET, where reopening would use a view', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'opened-at-once', retrieval_step: false });
    const shown = await webClient(h.app).get(`/p/${push.url_token}?locale=de`);
    expect(shown.html).toContain('opened-at-once');
    expect(shown.html).not.toContain(PICKER);
    const gone = await webClient(h.app).get('/p/no-such-token?locale=de');
    expect(gone.html).toContain('<h1>Dieser geheime Link ist abgelaufen oder existiert nicht</h1>');
    expect(gone.html).toContain(PICKER);
  });

  it('asks for the passphrase and refuses a wrong one in German, keeping the locale on the form', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'locked', passphrase: 'open sesame', retrieval_step: false });
    const visitor = webClient(h.app);
    const ask = await visitor.get(`/p/${push.url_token}?locale=de`);
    expect(ask.html).toContain('<label for="passphrase">Passphrase</label>');
    expect(ask.html).toContain(`action="/p/${push.url_token}?locale=de"`);
    const wrong = await visitor.post(`/p/${push.url_token}?locale=de`, { passphrase: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('role="alert">Diese Passphrase ist falsch.</p>');
  });

  it('deletes in German and lands on the German outcome page through the redirect', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'delete-me', deletable_by_viewer: true, retrieval_step: false });
    const visitor = webClient(h.app);
    await visitor.get(`/p/${push.url_token}/delete?locale=de`);
    const done = await visitor.post(`/p/${push.url_token}/delete?locale=de`);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/p/${push.url_token}/deleted?locale=de`);
    const after = await visitor.get(`/p/${push.url_token}/deleted?locale=de`);
    expect(after.html).toContain('Das Geheimnis wurde gelöscht: Dieser Link funktioniert nicht mehr.');
  });
});

describe("the secret link pages in the recipient's browser language", () => {
  it('speaks Japanese to a browser that prefers it', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'for-tokyo', retrieval_step: true, expire_after_views: 5 });
    const visitor = webClient(h.app, 'http://push.test', 'ja,en;q=0.5');
    const step = await visitor.get(`/p/${push.url_token}/r`);
    expect(step.html).toContain('<html lang="ja" dir="ltr">');
    expect(step.html).toContain('<p>このシークレットはこの先 7 日間、あと 5 回閲覧できます。</p>');
    expect(step.html).toContain(`<form method="post" action="/p/${push.url_token}">`);
    const shown = await visitor.post(`/p/${push.url_token}`);
    expect(shown.html).toContain('<html lang="ja" dir="ltr">');
    expect(shown.html).toContain('for-tokyo');
    expect(shown.html).toContain(
      'あと 4 回閲覧されるか、7 日が経過するか、いずれか早いほうで期限切れになります。',
    );
  });
});

describe('counts in Polish', () => {
  const step = async (h: Harness, views: number) => {
    const push = await h.create({ payload: 'x', retrieval_step: true, expire_after_views: views });
    return (await webClient(h.app).get(`/p/${push.url_token}/r?locale=pl`)).html;
  };

  it.each([
    [1, 'Ten sekret można wyświetlić jeszcze raz w ciągu najbliższych 7 dni.'],
    [2, 'Ten sekret można wyświetlić jeszcze 2 razy w ciągu najbliższych 7 dni.'],
    [5, 'Ten sekret można wyświetlić jeszcze 5 razy w ciągu najbliższych 7 dni.'],
    [22, 'Ten sekret można wyświetlić jeszcze 22 razy w ciągu najbliższych 7 dni.'],
  ])('words %i views left before the click', async (views, said) => {
    expect(await step(await harness(), views)).toContain(`<p>${said}</p>`);
  });

  it('words the time left by its own count, rounded up: two days, three hours, thirty minutes', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', retrieval_step: true, expire_after_views: 3 });
    const at = async () => (await webClient(h.app).get(`/p/${push.url_token}/r?locale=pl`)).html;
    h.clock.now += 5 * DAY + 12 * 3_600_000;
    expect(await at()).toContain('jeszcze 3 razy w ciągu najbliższych 2 dni.');
    h.clock.now += 33.5 * 3_600_000;
    expect(await at()).toContain('jeszcze 3 razy w ciągu najbliższych 3 godzin.');
    h.clock.now += 2 * 3_600_000;
    expect(await at()).toContain('jeszcze 3 razy w ciągu najbliższych 30 minut.');
  });

  it('says on the secret page how many views remain, in the case its sentence needs', async () => {
    const h = await harness();
    const one = await h.create({ payload: 'x', expire_after_views: 2, retrieval_step: false });
    const page = (await webClient(h.app).get(`/p/${one.url_token}?locale=pl`)).html;
    expect(page).toContain('Ten tajny link wygaśnie po 1 kolejnym wyświetleniu lub za 7 dni');
    const four = await h.create({ payload: 'x', expire_after_views: 5, retrieval_step: false });
    h.clock.now += 6 * DAY;
    const later = (await webClient(h.app).get(`/p/${four.url_token}?locale=pl`)).html;
    expect(later).toContain('Ten tajny link wygaśnie po 4 kolejnych wyświetleniach lub za 1 dzień');
  });

  it.each([
    [1, 'Dotąd wykorzystano 1 wyświetlenie.'],
    [2, 'Dotąd wykorzystano 2 wyświetlenia.'],
    [5, 'Dotąd wykorzystano 5 wyświetleń.'],
  ])('tells the owner on the edit page that %i views were used', async (used, said) => {
    const h = await harness();
    const push = await h.create({ payload: 'x', expire_after_views: 10 }, h.alice);
    for (let i = 0; i < used; i++) await viewAs(h, push.url_token);
    const browser = await alice(h);
    expect((await browser.get(`/p/${push.url_token}/edit?locale=pl`)).html).toContain(
      `<span id="views-hint">${said}</span>`,
    );
  });
});

describe("the owner's pages in the owner's language", () => {
  it('refuses an edit beside the field in German and returns to a German dashboard after a saved one', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', name: 'Tür', expire_after_views: 5 }, h.alice);
    await viewAs(h, push.url_token);
    await viewAs(h, push.url_token);
    const browser = await alice(h, 'de-AT,de;q=0.9');
    const form = await browser.get(`/p/${push.url_token}/edit`);
    expect(form.html).toContain('<h1>„Tür“ bearbeiten</h1>');
    const fields = { name: 'Tür', note: '', passphrase: '', expire_after_duration: '12' };
    const refused = await browser.post(`/p/${push.url_token}/edit`, { ...fields, expire_after_views: '2' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(
      '<p class="error" id="views-error">Die Aufrufe müssen zwischen 3 und 100 liegen.</p>',
    );
    const saved = await browser.post(`/p/${push.url_token}/edit?locale=de`, {
      ...fields,
      expire_after_views: '4',
    });
    expect(saved.headers.get('location')).toBe('/d/active?notice=edited&locale=de');
  });

  it('asks before expiring with the count of views left, in Russian', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', name: 'Дверь', expire_after_views: 22 }, h.alice);
    const browser = await alice(h, 'ru');
    const confirm = await browser.get(`/p/${push.url_token}/expire`);
    expect(confirm.html).toContain('<h1>Отозвать «Дверь» сейчас?</h1>');
    expect(confirm.html).toContain('хотя у неё осталось ещё 22 просмотра.');
  });
});
