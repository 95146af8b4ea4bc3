import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SVG } from '../server/brand/logo-fixtures.ts';
import { browserTests } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server.ts';
import { launchChromium } from './pages-browser.ts';
import { setPassword } from './pages-server.ts';
import { pageShots, seriousAxeFindings, signInOnPage } from './web-pages-browser.ts';

const availability = browserTests('the brand settings browser test');
const ADMIN = 'root@example.com';
const MEMBER = 'member@example.com';
const PASSWORD = 'a password of some length';

/** test-results/web-brand-<name>-<width>-<scheme>.png, light and dark, at 390 and 1280 px. */
const brandShots = (page: Page, name: string) => pageShots(page, 'web-brand', name);

/** The brand's form alone (the whole page is mostly the policy): test-results/web-brand-form-<name>-<width>-<scheme>.png. */
async function formShots(page: Page, name: string): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const shot = `test-results/web-brand-form-${name}-${width}-${colorScheme}.png`;
      await page.locator('form[action="/admin/settings/brand"]').screenshot({ path: shot });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 800 });
}

/** The header logo's address once it has loaded, or "" when it failed. */
const loadedLogo = (page: Page) =>
  page.locator('header img').evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => {});
    return img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : '';
  });

const buttonColour = (page: Page) =>
  page
    .locator('main button[type=submit]')
    .first()
    .evaluate((b) => getComputedStyle(b).backgroundColor);

describe.skipIf(!availability.run)(`the brand set on the settings page ${availability.reason}`, () => {
  let server: RunningServer;
  let smtp: SmtpTestServer;
  let browser: Browser;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const port = await freePort();
    server = await startServer(tempDataDir(), {
      PORT: String(port),
      PWP__OVERRIDE_BASE_URL: `http://127.0.0.1:${port}`,
      PWP__MAIL__SMTP_ADDRESS: '127.0.0.1',
      PWP__MAIL__SMTP_PORT: String(smtp.port),
      PWP__MAIL__SMTP_STARTTLS: 'false',
      PWP__MAIL__MAILER_SENDER: 'push@example.com',
    });
    userCli(server.dataDir, ['add', ADMIN, '--admin']);
    userCli(server.dataDir, ['add', MEMBER]);
    setPassword(server.dataDir, ADMIN, PASSWORD);
    setPassword(server.dataDir, MEMBER, PASSWORD);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
    await smtp?.close();
  });

  it('is set by an administrator with an uploaded logo, and shown on a member’s home page and in a mail', async () => {
    const admin = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
    await signInOnPage(admin, server.url, ADMIN, PASSWORD);
    await admin.goto(`${server.url}/admin/settings#brand`);
    await admin.getByLabel('Name', { exact: true }).fill('Acme Vault');
    await admin.getByLabel('Tagline').fill('Secrets for the Acme team, handed over once');
    await admin.getByLabel('Accent colour', { exact: true }).fill('#ffeb3b');
    await admin
      .getByRole('group', { name: 'Logo on light backgrounds' })
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'acme.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await admin.getByRole('button', { name: 'Save the brand' }).click();
    expect(await admin.locator('#brand-accent-error').textContent()).toBe(
      'The contrast is 1.13:1 against the page background (#f6f7f9); at least 4.5:1 is needed.',
    );
    expect(await admin.getByLabel('Name', { exact: true }).inputValue()).toBe('Acme Vault');
    await brandShots(admin, 'settings-refused');
    await formShots(admin, 'refused');

    await admin.getByLabel('Accent colour', { exact: true }).fill('#b3261e');
    // A browser cannot fill a file field again for the page: the file is chosen once more.
    await admin
      .getByRole('group', { name: 'Logo on light backgrounds' })
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'acme.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await admin.getByRole('button', { name: 'Save the brand' }).click();
    await admin.waitForURL('**/admin/settings?done=brand-saved#brand');
    expect(await admin.getByRole('status').textContent()).toBe('The brand is saved.');
    expect(await loadedLogo(admin)).toMatch(/^\/brand\/logo-[0-9a-f]{16}\.svg$/);
    const preview = admin.locator('img.logo-preview.on-light');
    expect(await preview.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(
      120,
    );
    expect(await buttonColour(admin)).toBe('rgb(179, 38, 30)');
    // The page with the brand form and its uploaded logo, as a screen reader and the keyboard meet it.
    expect(await seriousAxeFindings(browser, admin.url(), await admin.context().cookies())).toEqual([]);
    await brandShots(admin, 'settings-saved');
    await formShots(admin, 'saved');

    const member = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
    await signInOnPage(member, server.url, MEMBER, PASSWORD);
    await member.goto(`${server.url}/`);
    await expect(member.title()).resolves.toBe('Share a secret · Acme Vault');
    expect(await member.locator('header a.brand').textContent()).toBe('Acme Vault');
    expect(await member.locator('p.tagline').textContent()).toBe(
      'Secrets for the Acme team, handed over once',
    );
    const logo = await loadedLogo(member);
    expect(logo).toMatch(/^\/brand\/logo-[0-9a-f]{16}\.svg$/);
    expect(await buttonColour(member)).toBe('rgb(179, 38, 30)');
    await member.emulateMedia({ colorScheme: 'dark' });
    // One logo serves both schemes; the accent is made light enough for the dark pages.
    expect(await loadedLogo(member)).toBe(logo);
    expect(await buttonColour(member)).not.toBe('rgb(179, 38, 30)');
    await member.emulateMedia({ colorScheme: 'light' });
    expect(await seriousAxeFindings(browser, member.url(), await member.context().cookies())).toEqual([]);
    await brandShots(member, 'member-home');

    await admin.goto(`${server.url}/admin`);
    await admin.getByLabel('E-mail address').fill('carol@example.com');
    await admin.getByRole('button', { name: 'Send the invitation' }).click();
    const mail = await smtp.nthMail(1, 15_000);
    expect(mail.parsed.subject).toBe(
      `${ADMIN} invited you to Acme Vault on 127.0.0.1:${new URL(server.url).port}`,
    );
    expect(mail.parsed.from?.text).toBe('"Acme Vault" <push@example.com>');
    const html = typeof mail.parsed.html === 'string' ? mail.parsed.html : '';
    expect(html).toContain(
      `<img src="${server.url.replace('localhost', '127.0.0.1')}${logo}" alt="Acme Vault"`,
    );
    const reader = await member.context().newPage();
    await reader.setContent(html);
    expect(
      await reader
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).toBe(120);
    await pageShots(reader, 'web-brand', 'mail');
  });
});
