import { describe, expect, it } from 'vitest';
import { onSettings, settingsFormOf, signIn } from './admin-settings-form.ts';
import { adapterHarnesses } from './web-adapters.ts';

const adapters = adapterHarnesses('settings');

describe.each(adapters)('the policy settings page, %s store', (_name, make) => {
  it('shows an administrator every rule, saves a change through the policy, and lists it in the history', async () => {
    const h = await make();
    const { browser, shown } = await onSettings(h);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<h1>Policy and brand</h1>');
    expect(shown.html).toContain('<legend>Text pushes</legend>');
    expect(shown.html).toMatch(
      /<legend>Views<\/legend><div class="row"><div><label for="kinds-text-views-min">Minimum<\/label>[\s\S]*?<label for="kinds-text-views-max">Maximum<\/label>/,
    );
    expect(shown.html).toContain('id="kinds-file-sealedRequired"');
    expect(shown.html).not.toContain('id="kinds-url-sealedRequired"');
    expect(shown.html).toContain('No rule has been changed yet.');
    expect(shown.html).toContain(
      '<input type="text" id="brand-title" name="brand.title" value="Secret Push">',
    );
    const form = settingsFormOf(shown.html);
    const saved = await browser.post('/admin/settings', {
      ...form,
      'kinds.text.views.max': '40',
      'kinds.text.passphrase.required': 'on',
    });
    expect([saved.status, saved.headers.get('location')]).toEqual([303, '/admin/settings?done=saved']);
    const policy = await h.policy.current();
    expect([policy.kinds.text.views.max, policy.kinds.text.passphrase.required]).toEqual([40, true]);
    const after = await browser.get('/admin/settings?done=saved');
    expect(after.html).toContain('<p class="success" role="status">The policy is saved.</p>');
    expect(after.html).toMatch(/id="kinds-text-views-max"[^>]*value="40"/);
    const rows = [...after.html.matchAll(/<tr>\s*<td data-label="When">[\s\S]*?<\/tr>/g)].map((m) =>
      m[0]
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(rows).toEqual([
      'Jan 1, 2026, 12:00 AM UTC alice@example.com Text pushes · Passphrase required No Yes',
      'Jan 1, 2026, 12:00 AM UTC alice@example.com Text pushes · Views · Maximum 100 40',
    ]);
    const again = await browser.post('/admin/settings', settingsFormOf(after.html));
    expect(again.headers.get('location')).toBe('/admin/settings?done=unchanged');
  });

  it('refuses a member as the other admin pages do', async () => {
    const h = await make();
    const bob = await signIn(h, 'bob@example.com');
    const page = await bob.get('/admin/settings');
    expect(page.status).toBe(403);
    expect(page.html).toContain('<h1>Administrators only</h1>');
    const post = await bob.post('/admin/settings', { 'kinds.text.views.max': '2' });
    expect(post.status).toBe(403);
    expect((await h.policy.current()).kinds.text.views.max).toBe(100);
  });

  it('shows a pinned rule read-only with its setting, and refuses a forged post to change it', async () => {
    const h = await make(undefined, { policy: { env: { PWP__PW__PASSPHRASE_MIN_LENGTH: '12' } } });
    const { browser, shown } = await onSettings(h);
    expect(shown.html).not.toContain('name="kinds.text.passphrase.minLength"');
    expect(shown.html).toMatch(
      /<div class="pinned-rule" id="kinds-text-passphrase-minLength">\s*<span class="rule-name">Shortest passphrase \(characters\)<\/span>\s*<strong>12<\/strong>\s*<span class="muted">Set by the server&#39;s configuration \(PWP__PW__PASSPHRASE_MIN_LENGTH\)<\/span>/,
    );
    const form = settingsFormOf(shown.html);
    const saved = await browser.post('/admin/settings', form);
    expect(saved.headers.get('location')).toBe('/admin/settings?done=unchanged');
    const forged = await browser.post('/admin/settings', { ...form, 'kinds.text.passphrase.minLength': '4' });
    expect(forged.status).toBe(422);
    expect(forged.html).toContain('<p class="error" role="alert">The policy was not saved.');
    expect(forged.html).toContain(
      '<p class="error" id="kinds-text-passphrase-minLength-error">Set by the server&#39;s configuration (PWP__PW__PASSPHRASE_MIN_LENGTH): it cannot be changed here.</p>',
    );
    // The refused page still shows the value the configuration sets, not the one the post asked for.
    expect(forged.html).toMatch(
      /id="kinds-text-passphrase-minLength">\s*<span class="rule-name">[^<]+<\/span>\s*<strong>12<\/strong>/,
    );
    expect((await h.policy.current()).kinds.text.passphrase.minLength).toBe(12);
    expect(await h.store.policyHistory({ offset: 0, limit: 5 })).toEqual([]);
  });

  it('shows a contradiction beside its field in the page language, keeping what was typed', async () => {
    const h = await make();
    const { browser, shown } = await onSettings(h);
    const refused = await browser.post('/admin/settings?locale=de', {
      ...settingsFormOf(shown.html),
      'kinds.url.days.min': '30',
      'kinds.url.days.max': '10',
      'kinds.url.retrievalStep.allowed': '',
      'kinds.url.retrievalStep.required': 'on',
    });
    expect(refused.status).toBe(422);
    expect(refused.html).toMatch(
      /<input type="number" id="kinds-url-days-min" name="kinds.url.days.min"[^>]*value="30" aria-describedby="kinds-url-days-min-error" aria-invalid="true">/,
    );
    expect(refused.html).toMatch(/id="kinds-url-days-max"[^>]*value="10"/);
    expect(refused.html).toContain(
      '<p class="error" role="alert">Die Richtlinie wurde nicht gespeichert. Prüfen Sie die unten markierten Felder.</p>',
    );
    expect(refused.html).toContain(
      '<p class="error" id="kinds-url-days-min-error">Darf nicht über dem Maximum liegen.</p>',
    );
    expect(refused.html).toContain(
      '<p class="error" id="kinds-url-retrievalStep-required-error">Kann nur verpflichtend sein, wenn es angeboten wird.</p>',
    );
    expect(await h.store.policyHistory({ offset: 0, limit: 5 })).toEqual([]);
  });

  it('words a value out of range and a bad domain, and pages a long history newest first', async () => {
    const h = await make();
    const { browser, shown } = await onSettings(h);
    const form = settingsFormOf(shown.html);
    const refused = await browser.post('/admin/settings', {
      ...form,
      sessionHours: '9999',
      mailDomains: 'example.com\nnot a domain',
    });
    expect(refused.html).toContain(
      '<p class="error" id="sessionHours-error">Enter a whole number from 1 to 720.</p>',
    );
    expect(refused.html).toContain(
      '<p class="error" id="mailDomains-error">Enter domains such as example.com, one per line.</p>',
    );
    expect(refused.html).toContain('>example.com\nnot a domain</textarea>');
    for (let hours = 1; hours <= 21; hours++) {
      h.clock.now += 60_000;
      await browser.post('/admin/settings', { ...form, sessionHours: String(hours) });
    }
    const first = await browser.get('/admin/settings');
    const rows = (html: string) => [...html.matchAll(/<tr>\s*<td data-label="When">/g)].length;
    expect(rows(first.html)).toBe(20);
    expect(first.html).toMatch(
      /Session length \(hours\)<\/td>\s*<td data-label="From">20<\/td>\s*<td data-label="To">21</,
    );
    expect(first.html).toContain('<a href="/admin/settings?page=2#history">Older changes</a>');
    const second = await browser.get('/admin/settings?page=2');
    expect(rows(second.html)).toBe(1);
    expect(second.html).toMatch(/<td data-label="From">8<\/td>\s*<td data-label="To">1</);
    expect(second.html).toContain('<a href="/admin/settings?page=1#history">Newer changes</a>');
  });
});
