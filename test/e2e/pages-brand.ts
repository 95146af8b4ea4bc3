import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { translatorFor } from '../../server/i18n/translator.ts';
import { resetMail } from '../../server/mail/account-mail.ts';
import { mailBrandOf } from '../../server/mail/mail-brand.ts';
import type { PushJson } from '../../shared/wire.ts';
import { startServer, tempDataDir } from '../support/server-process.ts';
import { phone, screenshots } from './pages-browser.ts';

/** The logos' own origin: the browser is answered there by the test, so nothing leaves the machine. */
const LOGOS = 'https://logo.acme.test';

/** A mark dark on light pages and one light on dark pages, so a screenshot shows which one the scheme chose. */
const logo = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32"><rect width="32" height="32" rx="6" fill="${fill}"/><text x="38" y="23" font-family="sans-serif" font-size="18" font-weight="700" fill="${fill}">ACME</text></svg>`;

export const BRAND_ENV = {
  PWP__BRAND__TITLE: 'Acme Vault',
  PWP__BRAND__TAGLINE: 'Secrets for the Acme team, handed over once',
  PWP__BRAND__DISCLAIMER:
    'For Acme staff only. Every secret link is logged; report a link you did not expect to security@acme.test.',
  PWP__BRAND__LIGHT_LOGO: `${LOGOS}/light.svg`,
  PWP__BRAND__DARK_LOGO: `${LOGOS}/dark.svg`,
  PWP__BRAND__ACCENT_COLOR: '#b3261e',
};

/** Answers the logos' requests, recording the Referer each came with. */
async function servedLogos(context: BrowserContext, referers: (string | undefined)[]) {
  await context.route(`${LOGOS}/**`, async (route) => {
    referers.push(route.request().headers().referer);
    const dark = route.request().url().endsWith('/dark.svg');
    await route.fulfill({ contentType: 'image/svg+xml', body: logo(dark ? '#f2f2f2' : '#3a0d0a') });
  });
}

/**
 * Which logo the header shows, once it has loaded: its file name, or "" when it failed. Polled:
 * a changed colour scheme swaps it a moment later.
 */
const shownLogo = (page: Page) =>
  page.locator('header img').evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => {});
    return img.naturalWidth > 0 ? img.currentSrc.slice(img.currentSrc.lastIndexOf('/') + 1) : '';
  });

const buttonColour = (page: Page) =>
  page
    .locator('main button[type=submit]')
    .first()
    .evaluate((b) => getComputedStyle(b).backgroundColor);

/** The home page of a branded server, at 390 px and on a desktop, in both schemes; in the browser `browser`. */
export async function brandedHomeFlow(browser: Browser): Promise<void> {
  const server = await startServer(tempDataDir(), BRAND_ENV);
  const referers: (string | undefined)[] = [];
  try {
    const contexts = {
      phone: await phone(browser),
      desktop: await browser.newContext({ viewport: { width: 1280, height: 900 } }),
    };
    for (const [name, context] of Object.entries(contexts)) {
      await servedLogos(context, referers);
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      await expect(page.title()).resolves.toBe('Share a secret · Acme Vault');
      await expect(page.locator('header a.brand').textContent()).resolves.toBe('Acme Vault');
      await expect(page.locator('p.tagline').textContent()).resolves.toBe(BRAND_ENV.PWP__BRAND__TAGLINE);
      await expect(page.locator('footer p.disclaimer').textContent()).resolves.toBe(
        BRAND_ENV.PWP__BRAND__DISCLAIMER,
      );
      await expect.poll(() => shownLogo(page)).toBe('light.svg');
      await expect(buttonColour(page)).resolves.toBe('rgb(179, 38, 30)');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => shownLogo(page)).toBe('dark.svg');
      // #b3261e made light enough for the dark pages (brand/accent-contrast.ts).
      await expect(buttonColour(page)).resolves.not.toBe('rgb(179, 38, 30)');
      await screenshots(page, `brand-home-${name}`);
      await context.close();
    }
    await secretAndMail(browser, server.url, referers);
    expect(referers.length).toBeGreaterThanOrEqual(5);
    expect(referers.filter((r) => r !== undefined)).toEqual([]);
  } finally {
    await server.stop('SIGTERM');
  }
}

/** A secret link's page on the phone, and a reset mail as a mail reader shows it, both branded. */
async function secretAndMail(browser: Browser, origin: string, referers: (string | undefined)[]) {
  const res = await fetch(`${origin}/api/v2/pushes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ push: { payload: 'BRANDED-SECRET', retrieval_step: false } }),
  });
  const created = (await res.json()) as PushJson;
  const context = await phone(browser);
  await servedLogos(context, referers);
  const page = await context.newPage();
  await page.goto(created.html_url);
  await expect(page.locator('#secret').textContent()).resolves.toBe('BRANDED-SECRET');
  await expect(page.locator('header a.brand').textContent()).resolves.toBe('Acme Vault');
  // Each scheme's logo loaded before the screenshots, which switch schemes without waiting for images.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => shownLogo(page)).toBe('dark.svg');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => shownLogo(page)).toBe('light.svg');
  await screenshots(page, 'brand-secret-phone');
  const { PWP__BRAND__DISCLAIMER: disclaimer, PWP__BRAND__LIGHT_LOGO: light } = BRAND_ENV;
  const brand = {
    title: 'Acme Vault',
    tagline: null,
    disclaimer,
    showFooterMenu: true,
    logo: { light, dark: light },
  };
  const mail = resetMail(translatorFor('en'), {
    origin,
    url: `${origin}/users/password/edit/abc`,
    lifetimeMs: 3_600_000,
    email: 'dana@acme.test',
    brand: mailBrandOf({ ...brand, accent: { light: '#b3261e', dark: '#b3261e' } }, origin),
  });
  // A page of its own: the secret page's CSP would strip the mail's inline styles.
  const reader = await context.newPage();
  await reader.setContent(mail.html);
  await expect(
    reader.locator('img').evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
  ).resolves.toBeGreaterThan(0);
  await reader.screenshot({ path: 'test-results/pages/brand-mail-light.png', fullPage: true });
  await context.close();
}
