import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePushKey } from '../../shared/sealed/push-key.ts';
import { browserTests } from '../support/chromium.ts';
import { createTestDatabase, describePg } from '../support/pg-test.ts';
import { findPostgresBinDir, runPostgresTool } from '../support/postgres-binaries.ts';
import { type RunningServer, startServer, tempDataDir, userCliAsync } from '../support/server-process.ts';
import { canariesIn, canariesInTree, filesUnder } from './canary-scan.ts';
import { launchChromium } from './pages-browser.ts';
import { signInOnPage } from './web-push-browser.ts';

const availability = browserTests('the sealed pushes at rest browser tests');
const mark = randomBytes(4).toString('hex');
const EMAIL = 'rest@example.com';
const PASSWORD = 'a password of some length';
const METRICS_TOKEN = `metrics-token-${mark}`;
const SECRET = `sealed-text-${mark}: the vault's door code`;
const MESSAGE = `sealed-message-${mark}`;
const FILE_NAME = `sealed-file-name-${mark}.txt`;
const FILE_TEXT = `sealed-file-content-${mark}\n`.repeat(2000);
const SEALED = 'Sealed (end-to-end encrypted)';

/** The result page's whole link, once its script has put the key in. */
async function resultLink(page: Page): Promise<string> {
  await page.waitForURL(/\/p\/[^/]+\/preview$/);
  await expect.poll(() => page.locator('#link').textContent()).toContain('#k1=');
  return (await page.locator('#link').textContent()) ?? '';
}

/** The forms a link's key could take if it ever reached the server. */
function keyForms(label: string, link: string): Record<string, string> {
  const key = parsePushKey(link);
  if (!key.ok) throw new Error('no key in the link');
  const raw = Buffer.from(key.value);
  return { [`${label}Key`]: raw.toString('base64url'), [`${label}KeyHex`]: raw.toString('hex') };
}

/**
 * A person pushes a sealed text and a sealed file from the web form and a recipient opens both
 * on the secret link's page: every path a sealed secret takes through the server.
 */
async function pushAndOpen(browser: Browser, server: RunningServer): Promise<Record<string, string>> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInOnPage(page, server.url, EMAIL, PASSWORD);
  await page.goto(`${server.url}/`);
  await page.getByLabel('Secret', { exact: true }).fill(SECRET);
  await page.getByLabel(SEALED).check();
  await page.getByRole('button', { name: 'Push', exact: true }).click();
  const textLink = await resultLink(page);

  await page.goto(`${server.url}/?kind=file`);
  await page.getByLabel('Message (optional)').fill(MESSAGE);
  await page.getByLabel(SEALED).check();
  await page.setInputFiles('#files', [
    { name: FILE_NAME, mimeType: 'text/plain', buffer: Buffer.from(FILE_TEXT) },
  ]);
  await page.getByRole('button', { name: 'Push', exact: true }).click();
  const fileLink = await resultLink(page);

  const recipient = await context.newPage();
  await recipient.goto(textLink);
  await recipient.getByRole('button', { name: 'Open the secret' }).click();
  await expect.poll(() => recipient.locator('#secret').textContent()).toBe(SECRET);
  await recipient.goto(fileLink);
  await recipient.getByRole('button', { name: 'Open the secret' }).click();
  await expect.poll(() => recipient.locator('#secret').textContent()).toBe(MESSAGE);
  const [download] = await Promise.all([
    recipient.waitForEvent('download'),
    recipient.getByRole('button', { name: FILE_NAME }).click(),
  ]);
  expect(readFileSync((await download.path()) ?? '', 'utf8')).toBe(FILE_TEXT);
  await context.close();
  return { ...keyForms('text', textLink), ...keyForms('file', fileLink) };
}

const canaries = (keys: Record<string, string>) => ({
  secret: SECRET,
  message: MESSAGE,
  fileName: FILE_NAME.replace(/\.txt$/, ''),
  fileContent: `sealed-file-content-${mark}`,
  ...keys,
});

async function metricsText(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
}

const METRICS = { PWP__METRICS: 'true', PWP__METRICS_TOKEN: METRICS_TOKEN };

/** The person who pushes, with a password for the web form, made with the user command. */
async function addUser(env: Record<string, string>): Promise<void> {
  expect((await userCliAsync(env, ['add', EMAIL])).status).toBe(0);
  expect((await userCliAsync(env, ['password', EMAIL], `${PASSWORD}\n`)).status).toBe(0);
}

describe.skipIf(!availability.run)(`sealed pushes at rest, embedded store ${availability.reason}`, () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer(tempDataDir(), { ...METRICS, PWP__ENABLE_FILE_PUSHES: 'true' });
    await addUser({ DATA_DIR: server.dataDir });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('leaves no plaintext, file name or key in the data directory, the output or the metrics', async () => {
    const secrets = canaries(await pushAndOpen(browser, server));
    expect(filesUnder(server.dataDir)).toBeGreaterThanOrEqual(2);
    expect(canariesInTree(server.dataDir, secrets)).toEqual([]);
    expect(canariesIn(server.output(), secrets)).toEqual([]);
    expect(canariesIn(await metricsText(server), secrets)).toEqual([]);
    // The scan finds what is there: the output with the text appended.
    expect(canariesIn(`${server.output()}${SECRET}`, secrets)).toEqual(['secret']);
  });
});

describePg('sealed pushes at rest, PostgreSQL', () => {
  let server: RunningServer;
  let browser: Browser;
  let databaseUrl: string;
  let filesDir: string;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase('sealed_rest');
    filesDir = mkdtempSync(join(tmpdir(), 'sealed-files-'));
    server = await startServer(tempDataDir(), {
      ...METRICS,
      DATABASE_URL: databaseUrl,
      FILES_DIR: filesDir,
      PWP__ENABLE_FILE_PUSHES: 'true',
    });
    await addUser({ DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  it.skipIf(!availability.run)(
    'leaves no plaintext, file name or key in a dump, the files, the output or the metrics',
    async () => {
      const secrets = canaries(await pushAndOpen(browser, server));
      const { stdout: dump } = await runPostgresTool(findPostgresBinDir() ?? '', 'pg_dump', [
        '--no-owner',
        '-d',
        databaseUrl,
      ]);
      expect(dump).toContain('COPY public.pushes');
      expect(canariesIn(dump, secrets)).toEqual([]);
      expect(filesUnder(filesDir)).toBeGreaterThanOrEqual(1);
      expect(canariesInTree(filesDir, secrets)).toEqual([]);
      expect(canariesInTree(server.dataDir, secrets)).toEqual([]);
      expect(canariesIn(server.output(), secrets)).toEqual([]);
      expect(canariesIn(await metricsText(server), secrets)).toEqual([]);
    },
  );
});
