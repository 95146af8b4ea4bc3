import { describe, expect, it } from 'vitest';
import { adapters, logKinds, openedApps, viewAs } from './pages-dashboard-support.ts';

const open = openedApps();
const DAY = 86_400_000;

const form = (changes: Record<string, string> = {}) => ({
  name: 'Renamed',
  note: 'For Dave',
  passphrase: '',
  expire_after_days: '7',
  expire_after_views: '5',
  retrieval_step: 'on',
  ...changes,
});

describe.each(adapters)('editing a push on the %s store', (_name, make) => {
  it('shows the form filled in, saves name, note, passphrase and options, logs an edit, and redirects', async () => {
    const { h, browser } = await open(make);
    const push = await h.create(
      { payload: 'secret', name: 'Old name', note: 'Old note', deletable_by_viewer: true },
      h.alice,
    );
    const shown = await browser.get(`/p/${push.url_token}/edit`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('value="Old name"');
    expect(shown.html).toContain('>Old note</textarea>');
    expect(shown.html).toMatch(/name="deletable_by_viewer" value="on" checked/);
    // The push form's words for the same options.
    const pushForm = (await browser.get('/')).html;
    for (const words of [
      'Retrieval step (link previews do not use up a view)',
      'The viewer may delete it once read',
    ])
      expect([words, shown.html.includes(words), pushForm.includes(words)]).toEqual([words, true, true]);

    const saved = await browser.post(
      `/p/${push.url_token}/edit`,
      form({ passphrase: 'new phrase', expire_after_days: '9', expire_after_views: '8' }),
    );
    expect([saved.status, saved.headers.get('location')]).toEqual([303, '/d/active?notice=edited']);
    const after = await h.store.findPush(push.url_token);
    expect(after).toMatchObject({
      name: 'Renamed',
      retrievalStep: true,
      deletableByViewer: false,
      expireAfterDays: 9,
      expiresAt: Date.parse(push.created_at) + 9 * 86_400_000,
      expireAfterViews: 8,
    });
    expect(h.cipher.open(after?.note ?? '')).toBe('For Dave');
    expect(h.cipher.open(after?.passphrase ?? '')).toBe('new phrase');
    expect(after?.payload).toBe((await h.store.findPush(push.url_token))?.payload);
    expect(await logKinds(h, push.url_token)).toEqual(['creation', 'edit']);
    expect((await browser.get('/d/active?notice=edited')).html).toContain(
      'Your changes to the push are saved.',
    );

    // The API answers as its contract says, with the new values.
    const api = await h.call('GET', `/api/v2/pushes/${push.url_token}/preview`, { token: h.alice });
    expect(api.status).toBe(200);
    const shownByApi = await h.call('GET', '/api/v2/pushes/active', { token: h.alice });
    expect(JSON.stringify(shownByApi.body)).toContain('"name":"Renamed"');

    await browser.get(`/p/${push.url_token}/edit`);
    await browser.post(
      `/p/${push.url_token}/edit`,
      form({ remove_passphrase: 'on', expire_after_days: '9', expire_after_views: '8' }),
    );
    expect((await h.store.findPush(push.url_token))?.passphrase).toBeNull();
  });

  it('refuses fewer views than used or days already begun, beside the field, keeping what was typed', async () => {
    const { h, browser } = await open(make);
    const push = await h.create({ payload: 'secret', name: 'Kept', expire_after_views: 5 }, h.alice);
    await viewAs(h, push.url_token);
    await viewAs(h, push.url_token);
    h.clock.now += 2 * 3_600_000;
    await browser.get(`/p/${push.url_token}/edit`);
    const refused = await browser.post(
      `/p/${push.url_token}/edit`,
      form({ name: 'Typed name', note: 'Typed note', expire_after_views: '2', expire_after_days: '0' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('<p class="error" id="views-error">must be between 3 and 100</p>');
    expect(refused.html).toMatch(
      /id="views"[^>]*value="2"[^>]*aria-describedby="views-hint views-error" aria-invalid="true"/,
    );
    expect(refused.html).toContain('<p class="error" id="days-error">must be between 1 and 90</p>');
    expect(refused.html).toContain('value="Typed name"');
    expect(refused.html).toContain('>Typed note</textarea>');
    const after = await h.store.findPush(push.url_token);
    expect([after?.name, after?.expireAfterViews, after?.countedViews]).toEqual(['Kept', 5, 2]);
    expect(await logKinds(h, push.url_token)).toEqual(['creation', 'view', 'view']);
    const threeViews = await browser.post(`/p/${push.url_token}/edit`, form({ expire_after_views: '3' }));
    expect(threeViews.status).toBe(303);
    expect((await h.store.findPush(push.url_token))?.expireAfterViews).toBe(3);
  });

  it('keeps the exact expiry of a short push when its days are left as they were', async () => {
    const { h, browser } = await open(make);
    const push = await h.create({ payload: 'secret', expire_after_duration: 1 }, h.alice);
    const before = await h.store.findPush(push.url_token);
    expect(before?.expiresAt).toBe(Date.parse(push.created_at) + 30 * 60_000);
    await browser.get(`/p/${push.url_token}/edit`);
    const saved = await browser.post(`/p/${push.url_token}/edit`, form({ expire_after_days: '1' }));
    expect(saved.status).toBe(303);
    expect((await h.store.findPush(push.url_token))?.expiresAt).toBe(before?.expiresAt);
    await browser.post(`/p/${push.url_token}/edit`, form({ expire_after_days: '2' }));
    expect((await h.store.findPush(push.url_token))?.expiresAt).toBe(Date.parse(push.created_at) + 2 * DAY);
  });

  it('refuses a bad CSRF token and an expired push, changing nothing', async () => {
    const { h, browser } = await open(make);
    const push = await h.create({ payload: 'secret', name: 'Kept', expire_after_views: 1 }, h.alice);
    await browser.get(`/p/${push.url_token}/edit`);
    const forged = await browser.postRaw(`/p/${push.url_token}/edit`, {
      ...form(),
      _csrf: 'forged-token-of-some-length',
    });
    expect(forged.status).toBe(403);
    expect((await h.store.findPush(push.url_token))?.name).toBe('Kept');
    await viewAs(h, push.url_token);
    const gone = await browser.get(`/p/${push.url_token}/edit`);
    expect(gone.status).toBe(409);
    expect(gone.html).toContain('has already expired');
    expect((await browser.post(`/p/${push.url_token}/edit`, form())).status).toBe(409);
    expect((await h.store.findPush(push.url_token))?.name).toBe('Kept');
    expect(await logKinds(h, push.url_token)).toEqual(['creation', 'view']);
  });
});
