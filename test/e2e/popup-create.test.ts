import { closeSync, mkdtempSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { browserTests } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server.ts';
import { buildExtension, type ExtensionBrowser, launchWithExtension, screenshot } from './ext-browser.ts';
import { type ExtensionFixture, expectNoSideways, saveInstance } from './ext-fixture.ts';
import { gatedProxy } from './gated-proxy.ts';

const mode = browserTests('the popup create-form browser test');
const LINE = 'API_KEY=0123456789abcdef0123456789abcdef0123456789\n';

/** What a person sees at 360 px in the popup's 600 px: light, then dark. */
async function shoot(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: screenshot(`popup-create-${name}-${colorScheme}`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Whether the element is wholly inside the window, not below the fold. */
const inViewport = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

/**
 * Pastes with the person's keystroke (the browser's own paste, with real clipboard data) and
 * times how long the popup takes to answer: until two frames are drawn after the paste (a
 * visible popup lays out and paints its field in them), then a click on another control.
 */
async function pasteAndTime(page: Page) {
  const start = Date.now();
  await page.keyboard.press('Control+V');
  await page.evaluate(
    () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
  );
  const paste = Date.now() - start;
  const clicked = Date.now();
  await page.getByText('Passphrase, name and note').click();
  await page.getByText('Passphrase, name and note').click();
  return { paste, click: Date.now() - clicked };
}

describe.runIf(mode.run)('the popup create form under real use (Chromium, real server)', () => {
  const f = {} as ExtensionFixture;
  let smtp: SmtpTestServer | undefined;
  beforeAll(async () => {
    const dir = buildExtension('e2e-popup-create');
    // E-mail gates need a server that sends mail.
    smtp = await startSmtpTestServer();
    const port = await freePort();
    f.server = await startServer(tempDataDir(), {
      PORT: String(port),
      PWP__OVERRIDE_BASE_URL: `http://127.0.0.1:${port}`,
      PWP__MAIL__SMTP_ADDRESS: '127.0.0.1',
      PWP__MAIL__SMTP_PORT: String(smtp.port),
      PWP__MAIL__SMTP_STARTTLS: 'false',
      PWP__MAIL__MAILER_SENDER: 'push@example.com',
    });
    f.token = userCli(f.server.dataDir, ['add', 'create@example.com']).lastLine;
    f.browser = await launchWithExtension(dir);
    f.browser.context.setDefaultTimeout(8_000);
    await saveInstance(f, { url: f.server.url, token: f.token });
  }, 90_000);
  afterAll(async () => {
    await f.browser?.context.close();
    await f.server?.stop('SIGTERM');
    await smtp?.close();
  });

  const openPopup = async (browser: ExtensionBrowser) => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 360, height: 600 });
    await page.goto(browser.url('popup.html'));
    await page.getByLabel('Secret', { exact: true }).waitFor();
    return page;
  };

  it('opens with the secret field focused, so Ctrl+V right after opening lands in it', async () => {
    const page = await openPopup(f.browser);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('payload');
    await page.evaluate(() => navigator.clipboard.writeText('pasted-right-after-opening'));
    await page.keyboard.press('Control+V');
    expect(await page.getByLabel('Secret', { exact: true }).inputValue()).toBe('pasted-right-after-opening');
    await page.getByLabel('Secret', { exact: true }).fill('');
    await shoot(page, 'focus-on-open');
    await page.close();
  }, 30_000);

  it('refuses a 6 MB paste at once, in view, with its size and the limit, while staying responsive', async () => {
    const page = await openPopup(f.browser);
    await page.getByLabel('Secret', { exact: true }).click();
    const size = await page.evaluate(async (line) => {
      const text = line.repeat(Math.ceil((6 * 1024 * 1024) / line.length));
      await navigator.clipboard.writeText(text);
      return text.length;
    }, LINE);
    expect(size).toBeGreaterThan(6 * 1024 * 1024);
    const times = await pasteAndTime(page);
    console.log(`6 MB paste: drawn after ${times.paste} ms, click ${times.click} ms`);
    expect(times.paste).toBeLessThan(1_000);
    expect(times.click).toBeLessThan(1_000);
    const refusal = page.getByTestId('oversize');
    expect(await refusal.textContent()).toBe(
      'This secret is 6.1 MB; this instance takes at most 1 MB (1,048,576 characters).',
    );
    expect(await inViewport(refusal)).toBe(true);
    expect(await page.getByLabel('Secret', { exact: true }).inputValue()).toBe('');
    await expectNoSideways(page);
    await shoot(page, 'oversize');
    await page.close();
  }, 60_000);

  it('holds 1 MB of pasted lines without laying them out, and pushes them exactly', async () => {
    const page = await openPopup(f.browser);
    const text = LINE.repeat(Math.floor(1_000_000 / LINE.length));
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.getByLabel('Secret', { exact: true }).focus();
    const times = await pasteAndTime(page);
    console.log(`1 MB paste: drawn after ${times.paste} ms, click ${times.click} ms`);
    expect(times.paste).toBeLessThan(1_000);
    expect(times.click).toBeLessThan(1_000);
    expect(await page.getByTestId('held-secret').textContent()).toBe(
      '977 kB of text: too long to show here. It is pushed exactly as pasted.',
    );
    expect(await page.locator('textarea#payload').count()).toBe(0);
    await shoot(page, 'held');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    const link = (await page.getByTestId('secret-link').textContent()) ?? '';
    const urlToken = link.split('/p/')[1]?.replace(/\/r$/, '');
    const res = await fetch(`${f.server.url}/api/v2/pushes/${urlToken}`, {
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(((await res.json()) as PushJson).payload === text).toBe(true);
    await page.close();
  }, 60_000);

  it('asks for a URL in a one-line masked input, and a fixed mistake stops being reported', async () => {
    const page = await openPopup(f.browser);
    await page.getByRole('radio', { name: 'URL', exact: true }).check();
    const field = page.locator('#payload');
    expect(await field.evaluate((el) => [el.tagName, el.getAttribute('type')])).toEqual([
      'INPUT',
      'password',
    ]);
    await field.fill('ftp://files.example.com/reset');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    const problem = page.getByText('A URL push needs an http:// or https:// address.');
    await problem.waitFor();
    await field.fill('https://example.com/reset?code=8412');
    await problem.waitFor({ state: 'detached' });
    await shoot(page, 'url');
    await page.getByRole('button', { name: 'Show URL' }).click();
    expect(await field.evaluate((el) => el.getAttribute('type'))).toBe('url');
    expect(await field.inputValue()).toBe('https://example.com/reset?code=8412');
    await shoot(page, 'url-shown');
    await page.close();
  }, 30_000);

  it('opens the link in the chosen language: shown, copied and remembered with ?locale=ja', async () => {
    const page = await openPopup(f.browser);
    const language = page.getByLabel("Recipient's language");
    expect(await language.inputValue()).toBe('');
    expect(await language.locator('option[value="ja"]').getAttribute('lang')).toBe('ja');
    await page.getByLabel('Secret', { exact: true }).fill('for a colleague in Osaka');
    await language.selectOption('ja');
    await expectNoSideways(page);
    await shoot(page, 'recipient-language-form');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    const link = (await page.getByTestId('secret-link').textContent()) ?? '';
    expect(link.startsWith(`${f.server.url}/p/`)).toBe(true);
    expect(link.endsWith('?locale=ja')).toBe(true);
    expect(await page.getByTestId('link-language').textContent()).toBe('The link opens in 日本語.');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    await shoot(page, 'recipient-language');
    // The clipboard is read back as a person would: pasted into the next push's field.
    await page.getByRole('button', { name: 'Push another' }).click();
    await page.getByLabel('Secret', { exact: true }).focus();
    await page.keyboard.press('Control+V');
    expect(await page.getByLabel('Secret', { exact: true }).inputValue()).toBe(link);
    await page.close();

    const again = await openPopup(f.browser);
    expect(await again.getByLabel("Recipient's language").inputValue()).toBe('ja');
    // Back to the default, so the other tests' links carry no locale.
    await again.getByLabel('Secret', { exact: true }).fill('for anyone');
    await again.getByLabel("Recipient's language").selectOption('');
    await again.getByRole('button', { name: 'Push', exact: true }).click();
    expect(await again.getByTestId('secret-link').textContent()).not.toContain('locale=');
    await again.close();
  }, 30_000);

  it('makes a gated push from the Recipient section: the server keeps it for that address only', async () => {
    const page = await openPopup(f.browser);
    await page.setViewportSize({ width: 390, height: 600 });
    await page.getByLabel('Secret', { exact: true }).fill('db password for Bob');
    await page.getByText('Recipient', { exact: true }).click();
    const recipient = page.getByLabel("Recipient's address or @domain");
    await recipient.fill('bob at client');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    const refusal = page.getByTestId('gate-recipient-error');
    expect(await refusal.textContent()).toBe(
      'Enter addresses (name@example.com) or domains (@example.com), at most 20.',
    );
    expect(await recipient.getAttribute('aria-invalid')).toBe('true');
    await recipient.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shoot(page, 'gate-error');
    await recipient.fill('Bob@Client.example');
    await refusal.waitFor({ state: 'detached' });
    await page.getByLabel(/failed attempts/).fill('3');
    await page.getByText('Address ranges', { exact: true }).click();
    await page.getByLabel('Only from these IP ranges (CIDR)').waitFor();
    await expectNoSideways(page);
    // The open section at the top of the popup's window, above the Push bar that stays at its foot.
    await page
      .getByText('Recipient', { exact: true })
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shoot(page, 'gate');
    await page.getByRole('button', { name: 'Push', exact: true }).click();
    expect(await page.getByTestId('result-gated').textContent()).toBe(
      'For its recipient only: bob@client.example; failed attempts allowed: 3.',
    );
    await shoot(page, 'gated-result');
    const link = (await page.getByTestId('secret-link').textContent()) ?? '';
    const urlToken = link.split('/p/')[1]?.replace(/\/r$/, '');
    // The push's page asks whoever opens it for their address first; the API sends even its owner to a browser.
    const gatePage = await fetch(link);
    expect(gatePage.status).toBe(403);
    const html = await gatePage.text();
    expect(html).toContain('This secret is for its recipient only');
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).not.toContain('db password for Bob');
    const read = await fetch(`${f.server.url}/api/v2/pushes/${urlToken}`, {
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect([read.status, ((await read.json()) as { gate?: string }).gate]).toEqual([403, 'email']);
    await page.close();
  }, 30_000);

  it('lists picked files with human sizes, checks the limits as they are picked, and shows the upload in view', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'popup-create-files-'));
    const report = join(dir, 'quarterly-report.pdf');
    writeFileSync(report, Buffer.alloc(1_300_000, 1));
    // A sparse file: 65 MB to the browser, nothing on the disk.
    const image = join(dir, 'disk-image.iso');
    const fd = openSync(image, 'w');
    writeSync(fd, 'x', 65 * 1024 * 1024 - 1);
    closeSync(fd);
    const video = join(dir, 'all-hands.mp4');
    writeFileSync(video, Buffer.alloc(40 * 1024 * 1024, 7));

    const page = await openPopup(f.browser);
    await page.getByRole('radio', { name: 'File', exact: true }).check();
    const chooser = page.getByLabel('Files', { exact: true });
    await chooser.setInputFiles(report);
    await page.getByText('quarterly-report.pdf (1.2 MB)').waitFor();
    expect(await page.getByTestId('files-summary').textContent()).toBe('1 file, 1.2 MB');
    // The native chooser, with its own "No file chosen", is not drawn.
    expect(await chooser.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    await expectNoSideways(page);
    await shoot(page, 'file-picked');

    await chooser.setInputFiles(image);
    const limit = page.getByTestId('files-problem');
    expect(await limit.textContent()).toBe('disk-image.iso is 65 MB; each file may be at most 64 MB.');
    expect(await inViewport(limit)).toBe(true);
    await shoot(page, 'file-limit');
    await page.getByRole('button', { name: 'Remove disk-image.iso' }).click();
    await page.getByRole('button', { name: 'Remove quarterly-report.pdf' }).click();
    await page.close();

    // Through a proxy that holds the upload part-way, so it can be seen under way.
    const proxy = await gatedProxy(f.server.url, 4 * 1024 * 1024);
    try {
      await saveInstance(f, { url: proxy.url, token: f.token, name: 'Held upload' });
      const slow = await openPopup(f.browser);
      await slow.getByRole('radio', { name: 'File', exact: true }).check();
      await slow.getByLabel('Files', { exact: true }).setInputFiles(video);
      await slow.getByRole('button', { name: 'Push', exact: true }).click();
      const progress = slow.getByTestId('upload-progress');
      await expect
        .poll(async () => (await progress.textContent()) ?? '', { timeout: 10_000 })
        .toMatch(/^\d+(\.\d)? MB of 40 MB · ([1-9]|[1-9]\d)%$/);
      await slow.waitForTimeout(300);
      expect(await progress.textContent()).toMatch(/^\d+(\.\d)? MB of 40 MB · ([1-9]|[1-9]\d)%$/);
      expect(await inViewport(progress)).toBe(true);
      await shoot(slow, 'uploading');
      proxy.release();
      await slow.getByTestId('secret-link').waitFor({ timeout: 30_000 });
      await slow.close();
    } finally {
      proxy.close();
    }
  }, 90_000);
});
