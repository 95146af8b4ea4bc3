import { describe, expect, it } from 'vitest';
import { onSettings, settingsFormOf } from '../admin-settings-form.ts';
import { harnessesClosedAfterEach } from '../harness.ts';
import { makeKey, signedInAt } from './key-flow.ts';

const open = harnessesClosedAfterEach();

describe('the policy’s longest life of a named API key (keys.maxDays)', () => {
  it('is none by default, set and cleared on the settings page, and bounds the keys made after', async () => {
    const h = await open();
    expect((await h.policy.current()).keys.maxDays).toBeNull();
    const { browser, shown } = await onSettings(h);
    expect(shown.html).toContain('<label for="keys-maxDays">Longest life of an API key (days)</label>');
    expect(shown.html).toContain('Leave empty to let API keys last until they are revoked.');
    const form = settingsFormOf(shown.html);
    expect(form['keys.maxDays']).toBe('');
    const refused = await browser.post('/admin/settings', { ...form, 'keys.maxDays': '0' });
    expect(refused.html).toContain(
      '<p class="error" id="keys-maxDays-error">Enter a whole number from 1 to 3,650.</p>',
    );
    expect((await browser.post('/admin/settings', { ...form, 'keys.maxDays': '30' })).status).toBe(303);
    expect((await h.policy.current()).keys.maxDays).toBe(30);

    const bob = await signedInAt(h, 'bob@example.com');
    const beyond = await bob.post('/users/token/keys', { name: 'CI', scope: 'push', days: '31' });
    expect(beyond.status).toBe(422);
    await makeKey(bob, { name: 'CI', scope: 'push', days: '30' });

    await browser.get('/admin/settings');
    expect((await browser.post('/admin/settings', { ...form, 'keys.maxDays': '' })).status).toBe(303);
    expect((await h.policy.current()).keys.maxDays).toBeNull();
    await makeKey(bob, { name: 'Forever', scope: 'read' });
  });

  it('is pinned by PWP__API_KEYS__MAX_DAYS, which the settings page names', async () => {
    const h = await open(undefined, { policy: { env: { PWP__API_KEYS__MAX_DAYS: '7' } } });
    expect((await h.policy.current()).keys.maxDays).toBe(7);
    const { shown } = await onSettings(h);
    expect(shown.html).toContain('Set by the server&#39;s configuration (PWP__API_KEYS__MAX_DAYS)');
  });
});
