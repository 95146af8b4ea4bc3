import { describe, expect, it } from 'vitest';
import { adapters, logKinds, openedApps, viewAs } from './pages-dashboard-support.ts';

const open = openedApps();
const DAY = 86_400_000;

const form = (changes: Record<string, string> = {}) => ({
  name: 'Renamed',
  note: 'For Dave',
  passphrase: '',
  expire_after_duration: '12',
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
      form({ passphrase: 'new phrase', expire_after_duration: '13', expire_after_views: '8' }),
    );
    expect([saved.status, saved.headers.get('location')]).toEqual([303, '/d/active?notice=edited']);
    const after = await h.store.findPush(push.url_token);
    expect(after).toMatchObject({
      name: 'Renamed',
      retrievalStep: true,
      deletableByViewer: false,
      expireAfterDays: 14,
      expiresAt: Date.parse(push.created_at) + 14 * DAY,
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
      form({ remove_passphrase: 'on', expire_after_duration: '13', expire_after_views: '8' }),
    );
    expect((await h.store.findPush(push.url_token))?.passphrase).toBeNull();
  });

  it("refuses fewer views than used or a time already past beside the field, in the push form's words, keeping what was typed", async () => {
    const { h, browser } = await open(make);
    const push = await h.create({ payload: 'secret', name: 'Kept', expire_after_views: 5 }, h.alice);
    await viewAs(h, push.url_token);
    await viewAs(h, push.url_token);
    h.clock.now += 2 * 3_600_000;
    await browser.get(`/p/${push.url_token}/edit`);
    const refused = await browser.post(
      `/p/${push.url_token}/edit`,
      form({ name: 'Typed name', note: 'Typed note', expire_after_views: '2', expire_after_duration: '3' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('<p class="error" id="views-error">Views must be between 3 and 100.</p>');
    expect(refused.html).toMatch(
      /id="views"[^>]*value="2"[^>]*aria-describedby="expiry-hint views-hint views-error" aria-invalid="true"/,
    );
    expect(refused.html).toContain(
      '<p class="error" id="duration-error">Choose one of the times offered.</p>',
    );
    expect(refused.html).toMatch(
      /<select id="duration" name="expire_after_duration" aria-describedby="expiry-hint duration-hint duration-error" aria-invalid="true">/,
    );
    expect(refused.html).toContain('value="Typed name"');
    expect(refused.html).toContain('>Typed note</textarea>');
    const after = await h.store.findPush(push.url_token);
    expect([after?.name, after?.expireAfterViews, after?.countedViews]).toEqual(['Kept', 5, 2]);
    expect(await logKinds(h, push.url_token)).toEqual(['creation', 'view', 'view']);
    const long = await browser.post(
      `/p/${push.url_token}/edit`,
      form({ name: 'x'.repeat(256), passphrase: '' }),
    );
    expect(long.html).toContain('<p class="error" id="name-error">At most 255 characters.</p>');
    const threeViews = await browser.post(`/p/${push.url_token}/edit`, form({ expire_after_views: '3' }));
    expect(threeViews.status).toBe(303);
    expect((await h.store.findPush(push.url_token))?.expireAfterViews).toBe(3);
  });

  it("offers the push form's durations that have not yet passed, with the one a 15-minute push has chosen", async () => {
    const { h, browser } = await open(make);
    const push = await h.create({ payload: 'secret', expire_after_duration: 0 }, h.alice);
    const shown = (await browser.get(`/p/${push.url_token}/edit`)).html;
    const options = [...shown.matchAll(/<option value="([^"]*)"( selected)?>([^<]*)<\/option>/g)];
    expect(options.map((o) => o[3])).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '1 hour',
      '6 hours',
      '12 hours',
      '1 day',
      '2 days',
      '3 days',
      '4 days',
      '5 days',
      '6 days',
      '1 week',
      '2 weeks',
      '3 weeks',
      '1 month',
      '2 months',
      '3 months',
    ]);
    expect(options.filter((o) => o[2] !== undefined).map((o) => o[3])).toEqual(['15 minutes']);
    expect(shown).toContain('<label for="duration">Expire after</label>');
    expect(shown).not.toContain('name="expire_after_days"');
    const short = await h.create({ payload: 'secret', expire_after_duration: 1 }, h.alice);
    h.clock.now += 20 * 60_000;
    const later = (await browser.get(`/p/${short.url_token}/edit`)).html;
    const left = [...later.matchAll(/<option value="([^"]*)"( selected)?>([^<]*)<\/option>/g)];
    // Twenty minutes on, 15 minutes from creation has passed: it is not offered.
    expect(left.slice(0, 2).map((o) => [o[1], o[3], o[2] !== undefined])).toEqual([
      ['1', '30 minutes', true],
      ['2', '45 minutes', false],
    ]);
    const created = Date.parse(short.created_at);
    const same = await browser.post(`/p/${short.url_token}/edit`, form({ expire_after_duration: '1' }));
    expect(same.status).toBe(303);
    expect((await h.store.findPush(short.url_token))?.expiresAt).toBe(created + 30 * 60_000);
    const pastOne = await browser.post(`/p/${short.url_token}/edit`, form({ expire_after_duration: '0' }));
    expect(pastOne.status).toBe(422);
    expect((await h.store.findPush(short.url_token))?.expiresAt).toBe(created + 30 * 60_000);
    await browser.post(`/p/${short.url_token}/edit`, form({ expire_after_duration: '3' }));
    expect(await h.store.findPush(short.url_token)).toMatchObject({
      expiresAt: created + 3_600_000,
      expireAfterDays: 1,
    });
  });

  it("never offers a time past the kind's longest, and shows a life of whole days that is no choice as itself", async () => {
    const { h, browser } = await open(() =>
      make((s) => Object.assign(s.kinds.text.expireAfterDays, { max: 10 })),
    );
    const push = await h.create({ payload: 'secret', expire_after_days: 10 }, h.alice);
    const shown = (await browser.get(`/p/${push.url_token}/edit`)).html;
    const options = [...shown.matchAll(/<option value="([^"]*)"( selected)?>([^<]*)<\/option>/g)];
    expect(options.slice(-3).map((o) => [o[1], o[3], o[2] !== undefined])).toEqual([
      ['11', '6 days', false],
      ['12', '1 week', false],
      ['current', '10 days', true],
    ]);
    const tooLong = await browser.post(`/p/${push.url_token}/edit`, form({ expire_after_duration: '13' }));
    expect(tooLong.status).toBe(422);
    expect(tooLong.html).toContain(
      '<p class="error" id="duration-error">Choose one of the times offered.</p>',
    );
    expect((await h.store.findPush(push.url_token))?.expiresAt).toBe(Date.parse(push.created_at) + 10 * DAY);
    const kept = await browser.post(`/p/${push.url_token}/edit`, form({ expire_after_duration: 'current' }));
    expect(kept.status).toBe(303);
    expect((await h.store.findPush(push.url_token))?.expiresAt).toBe(Date.parse(push.created_at) + 10 * DAY);
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
