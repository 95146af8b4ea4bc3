import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND, logoOrigins } from '../../../server/brand/brand.ts';
import { ConfigError, readConfig } from '../../../server/config.ts';

/** The start's refusal, one line a problem. */
const refusal = (env: Record<string, string>) => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message.split('\n');
    throw error;
  }
  throw new Error('the start was not refused');
};

describe('brand settings (PWP__BRAND__*)', () => {
  it("keeps Secret Push's own face when nothing is set", () => {
    expect(readConfig({}).brand).toEqual(DEFAULT_BRAND);
    expect(logoOrigins(DEFAULT_BRAND)).toEqual([]);
  });

  it('reads every setting, by its Password Pusher name where it has one', () => {
    const brand = readConfig({
      PWP__BRAND__TITLE: '  Acme   Vault ',
      PWP__BRAND__TAGLINE: 'Secrets, handed over once',
      PWP__BRAND__DISCLAIMER: 'For Acme staff only.\nEverything is logged.',
      PWP__BRAND__SHOW_FOOTER_MENU: 'false',
      PWP__BRAND__LIGHT_LOGO: 'https://cdn.acme.test/logo.svg',
      PWP__BRAND__DARK_LOGO: '/brand/logo-dark.svg',
      PWP__BRAND__ACCENT_COLOR: '#B3261E',
      PWP__BRAND__DARK_ACCENT_COLOR: '#f2b8b5',
    }).brand;
    expect(brand).toEqual({
      title: 'Acme Vault',
      tagline: 'Secrets, handed over once',
      disclaimer: 'For Acme staff only.\nEverything is logged.',
      showFooterMenu: false,
      logo: { light: 'https://cdn.acme.test/logo.svg', dark: '/brand/logo-dark.svg' },
      accent: { light: '#b3261e', dark: '#f2b8b5' },
    });
    expect(logoOrigins(brand)).toEqual(['https://cdn.acme.test']);
  });

  it('shows one logo in both schemes when only one is set', () => {
    expect(readConfig({ PWP__BRAND__DARK_LOGO: '/logo.png' }).brand.logo).toEqual({
      light: '/logo.png',
      dark: '/logo.png',
    });
  });

  it("makes the dark scheme's accent from the light one when none is given, and keeps the pages' blue for an unset one", () => {
    expect(readConfig({ PWP__BRAND__ACCENT_COLOR: '#0b57d0' }).brand.accent).toEqual({
      light: '#0b57d0',
      dark: '#5489de',
    });
    expect(readConfig({ PWP__BRAND__DARK_ACCENT_COLOR: '#ffb4ab' }).brand.accent).toEqual({
      light: '#0b57d0',
      dark: '#ffb4ab',
    });
  });

  it('refuses a logo that is not an https address or a path of this server, naming the setting', () => {
    for (const bad of [
      'http://cdn.acme.test/logo.svg',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//cdn.acme.test/logo.svg',
      'logo.svg',
      'https://user:pw@cdn.acme.test/logo.svg',
      '/brand/my logo.svg',
    ]) {
      expect(refusal({ PWP__BRAND__LIGHT_LOGO: bad })).toEqual([
        'PWP__BRAND__LIGHT_LOGO must be an https:// address such as https://cdn.example.com/logo.svg, ' +
          `or a path this server serves such as /brand/logo.svg, not "${bad}".`,
      ]);
    }
  });

  it('refuses a colour it cannot read', () => {
    expect(refusal({ PWP__BRAND__ACCENT_COLOR: 'blue' })).toEqual([
      'PWP__BRAND__ACCENT_COLOR must be a colour such as #0b57d0 or #06c, not "blue".',
    ]);
  });

  it('refuses an accent too pale for the light pages, saying each ratio and the minimum', () => {
    expect(refusal({ PWP__BRAND__ACCENT_COLOR: '#777' })).toEqual(
      [
        ['page background (#f6f7f9)', '4.17:1'],
        ['card background (#ffffff)', '4.47:1'],
        ['button text (#ffffff)', '4.47:1'],
      ].map(
        ([against, ratio]) =>
          `PWP__BRAND__ACCENT_COLOR #777777 has a contrast of ${ratio} against the light scheme's ${against}; ` +
          'links and button labels need at least 4.5:1 (WCAG 2 AA). Choose a darker colour.',
      ),
    );
  });

  it('refuses a dark accent too dark for the dark pages', () => {
    const problems = refusal({ PWP__BRAND__DARK_ACCENT_COLOR: '#0b57d0' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe(
      "PWP__BRAND__DARK_ACCENT_COLOR #0b57d0 has a contrast of 2.89:1 against the dark scheme's page " +
        'background (#111418); links and button labels need at least 4.5:1 (WCAG 2 AA). Choose a lighter colour.',
    );
  });

  it('refuses texts too long for their place and a footer menu flag it cannot read', () => {
    expect(
      refusal({
        PWP__BRAND__TITLE: 'x'.repeat(81),
        PWP__BRAND__TAGLINE: 'y'.repeat(201),
        PWP__BRAND__DISCLAIMER: 'z'.repeat(2001),
        PWP__BRAND__SHOW_FOOTER_MENU: 'maybe',
      }),
    ).toEqual([
      'PWP__BRAND__TITLE must be at most 80 characters long, not 81.',
      'PWP__BRAND__TAGLINE must be at most 200 characters long, not 201.',
      'PWP__BRAND__DISCLAIMER must be at most 2000 characters long, not 2001.',
      'PWP__BRAND__SHOW_FOOTER_MENU must be true or false, not "maybe".',
    ]);
  });
});
