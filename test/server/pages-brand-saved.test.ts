import { describe, expect, it } from 'vitest';
import { totpUri } from '../../server/accounts/totp.ts';
import { POLICY_REFRESH_MS } from '../../server/pushes/policy-source.ts';
import { onSettings } from './admin-settings-form.ts';
import { harnessesClosedAfterEach, T0 } from './harness.ts';
import { adapterHarnesses } from './web-adapters.ts';
import { webClient } from './web-client.ts';

const open = harnessesClosedAfterEach();
const adapters = adapterHarnesses('brand-saved');
const headerName = (html: string) => /<header><a href="\/"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1];

describe('the brand saved on the settings page', () => {
  it('shows a field a PWP__BRAND__ setting sets read-only with its name, and refuses a forged change of it', async () => {
    const h = await open(undefined, {
      brandEnv: { PWP__BRAND__TITLE: 'Acme Vault', PWP__BRAND__LIGHT_LOGO: 'https://cdn.acme.test/logo.svg' },
    });
    const browser = (await onSettings(h)).browser;
    const shown = await browser.get('/admin/settings');
    expect(shown.html).toMatch(
      /<div class="pinned-rule" id="brand-title">\s*<span class="rule-name">Name<\/span>\s*<strong>Acme Vault<\/strong>\s*<span class="muted">Set by the server&#39;s configuration \(PWP__BRAND__TITLE\)<\/span>/,
    );
    expect(shown.html).toContain('<strong>https://cdn.acme.test/logo.svg</strong>');
    expect(shown.html).not.toContain('name="brand.title"');
    expect(shown.html).not.toContain('name="brand.logo.light.file"');
    expect(shown.html).toContain('name="brand.logo.dark.file"');

    const forged = await browser.postFiles('/admin/settings/brand', {
      'brand.title': 'Not Acme',
      'brand.tagline': 'Fine on its own',
      'brand.logo.light.remove': 'on',
    });
    expect(forged.status).toBe(422);
    expect(forged.html).toContain(
      '<p class="error" id="brand-title-error">Set by the server&#39;s configuration (PWP__BRAND__TITLE): it cannot be changed here.</p>',
    );
    expect(forged.html).toContain(
      '<p class="error" id="brand-logo-light-error">Set by the server&#39;s configuration (PWP__BRAND__LIGHT_LOGO): it cannot be changed here.</p>',
    );
    expect(await h.store.policyVersion()).toBe(0);
    const fine = await browser.postFiles('/admin/settings/brand', { 'brand.tagline': 'Fine on its own' });
    expect(fine.status).toBe(303);
    const home = await webClient(h.app).get('/');
    expect(home.html).toContain('<p class="tagline">Fine on its own</p>');
    expect(headerName(home.html)).toContain('<span>Acme Vault</span>');
  });

  it("names the instance in the API description's title and as the authenticator app's issuer", async () => {
    const h = await open();
    const title = async () =>
      ((await h.call('GET', '/api/v2/openapi.json')).body as { info: { title: string } }).info.title;
    expect(await title()).toBe('Secret Push API');
    const browser = (await onSettings(h)).browser;
    await browser.get('/admin/settings');
    await browser.postFiles('/admin/settings/brand', { 'brand.title': 'Acme Vault' });
    expect(await title()).toBe('Acme Vault API');
    expect(totpUri('JBSWY3DPEHPK3PXP', 'alice@example.com', 'Acme Vault')).toBe(
      'otpauth://totp/Acme%20Vault:alice%40example.com?issuer=Acme%20Vault&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    );
    expect(totpUri('JBSWY3DPEHPK3PXP', 'alice@example.com')).toContain('issuer=Secret%20Push');
  });
});

describe.each(adapters)('the brand saved on the %s store', (_name, openOn) => {
  it('composes each mail with the brand in force', async () => {
    const h = await openOn(undefined, { mail: true });
    const browser = (await onSettings(h)).browser;
    await browser.get('/admin/settings');
    await browser.postFiles('/admin/settings/brand', {
      'brand.title': 'Acme Vault',
      'brand.accent': '#b3261e',
      'brand.disclaimer': 'For Acme staff only.',
      'brand.logo.light': '/brand/acme.png',
    });
    await browser.get('/admin');
    await browser.post('/admin/invitations', { email: 'carol@example.com' });
    // The invitation's mail is queued once the page has answered: run the queue until it is there.
    await expect
      .poll(async () => {
        await h.runner?.runDue();
        return h.mails.length;
      })
      .toBe(1);
    const [mail] = h.mails;
    expect(mail?.subject).toBe('alice@example.com invited you to Acme Vault on push.test');
    expect(mail?.html).toContain('<img src="http://push.test/brand/acme.png" alt="Acme Vault" height="40"');
    expect(mail?.html).toContain('background:#b3261e');
    expect(mail?.html).toContain('For Acme staff only.');
    expect(mail?.text).toContain('-- \nFor Acme staff only.');
  });

  it('is followed by another server on the same store once its copy is older than the refresh time', async () => {
    const first = await openOn();
    const second = await openOn(undefined, {
      sharedWith: { store: first.store, instanceKey: first.instanceKey, smtp: null },
    });
    const visitor = webClient(second.app);
    expect(headerName((await visitor.get('/')).html)).toBe('Secret Push');
    const { browser } = await onSettings(first);
    await browser.get('/admin/settings');
    await browser.postFiles('/admin/settings/brand', {
      'brand.title': 'Acme Vault',
      'brand.tagline': 'Once',
    });
    expect(headerName((await webClient(first.app).get('/')).html)).toBe('Acme Vault');
    second.clock.now = T0 + POLICY_REFRESH_MS - 1;
    expect(headerName((await visitor.get('/')).html)).toBe('Secret Push');
    second.clock.now = T0 + POLICY_REFRESH_MS;
    const followed = await visitor.get('/');
    expect(headerName(followed.html)).toBe('Acme Vault');
    expect(followed.html).toContain('<p class="tagline">Once</p>');
  });
});
