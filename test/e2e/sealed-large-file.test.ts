import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTests } from '../support/chromium.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { launchChromium } from './pages-browser.ts';
import { setPassword } from './pages-server.ts';
import { signInOnPage } from './web-push-browser.ts';

const availability = browserTests('the large sealed file test');
const MB = 1024 * 1024;
const SIZE = 200 * MB;
const EMAIL = 'large@example.com';
const PASSWORD = 'a password of some length';
const NAME = 'disk-image.bin';

/** A 200 MB file of random blocks, each made distinct by its number, and its SHA-256. */
function writeLargeFile(path: string): string {
  const block = randomBytes(4 * MB);
  const hash = createHash('sha256');
  const fd = openSync(path, 'w');
  for (let i = 0; i < SIZE / block.length; i++) {
    block.writeUInt32BE(i, 0);
    writeSync(fd, block);
    hash.update(block);
  }
  closeSync(fd);
  return hash.digest('hex');
}

const fileDigest = (path: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });

/** Resident memory of a process, in bytes, from /proc. */
function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

interface Peaks {
  /** The page's JavaScript heap in use, as Chromium reports it. */
  heap: number;
  /** The renderer processes' resident memory together. */
  renderers: number;
  /** Every process of the browser together: renderers, the browser process (which holds Blobs), GPU... */
  browser: number;
  /** Every process but the renderers: where Blob bytes and the download manager live. */
  others: number;
}

/** Samples memory every 50 ms while `action` runs, and gives the peaks above what was used before it. */
async function peaksDuring(browser: Browser, page: Page, action: () => Promise<void>): Promise<Peaks> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const browserSession = await browser.newBrowserCDPSession();
  const pids = async () => {
    const { processInfo } = (await browserSession.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    return processInfo;
  };
  const sample = async (): Promise<Peaks> => {
    const { metrics } = (await session.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    const processes = await pids();
    const sum = (only: (type: string) => boolean) =>
      processes.filter((p) => only(p.type)).reduce((total, p) => total + residentBytes(p.id), 0);
    return {
      heap: metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0,
      renderers: sum((type) => type === 'renderer'),
      browser: sum(() => true),
      others: sum((type) => type !== 'renderer'),
    };
  };
  const before = await sample();
  const peak = { ...before };
  let running = true;
  const sampling = (async () => {
    while (running) {
      const now = await sample().catch(() => before);
      peak.heap = Math.max(peak.heap, now.heap);
      peak.renderers = Math.max(peak.renderers, now.renderers);
      peak.browser = Math.max(peak.browser, now.browser);
      peak.others = Math.max(peak.others, now.others);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    await action();
  } finally {
    running = false;
    await sampling;
    await session.detach();
    await browserSession.detach();
  }
  return {
    heap: peak.heap - before.heap,
    renderers: peak.renderers - before.renderers,
    browser: peak.browser - before.browser,
    others: peak.others - before.others,
  };
}

const share = (bytes: number) =>
  `${(bytes / MB).toFixed(1)} MB (${((bytes / SIZE) * 100).toFixed(1)}% of the file)`;

describe.skipIf(!availability.run)(`a 200 MB sealed file in the browser ${availability.reason}`, () => {
  let server: RunningServer;
  let browser: Browser;
  let dir: string;
  let original: string;
  let digest: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sealed-large-'));
    original = join(dir, NAME);
    digest = writeLargeFile(original);
    server = await startServer(tempDataDir(), {
      PWP__ENABLE_FILE_PUSHES: 'true',
      PWP__FILES__MAX_FILE_SIZE_MB: '256',
    });
    userCli(server.dataDir, ['add', EMAIL]);
    setPassword(server.dataDir, EMAIL, PASSWORD);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('seals, uploads, downloads and opens it holding a few records in the page, and opens it to disk as it comes', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signInOnPage(page, server.url, EMAIL, PASSWORD);
    await page.goto(`${server.url}/?kind=file`);
    await page.getByLabel('Sealed (end-to-end encrypted)').check();
    await page.setInputFiles('#files', original);
    const sealing = await peaksDuring(browser, page, async () => {
      await page.getByRole('button', { name: 'Push', exact: true }).click();
      await page.waitForURL(/\/p\/[^/]+\/preview$/, { timeout: 600_000 });
    });
    await expect.poll(() => page.locator('#link').textContent()).toContain('#k1=');
    const link = (await page.locator('#link').textContent()) ?? '';

    const recipient = await context.newPage();
    await recipient.goto(link);
    await recipient.getByRole('button', { name: 'Open the secret' }).click();
    const button = recipient.getByRole('button', { name: NAME });
    await button.waitFor();
    let saved = '';
    const opening = await peaksDuring(browser, recipient, async () => {
      const [download] = await Promise.all([
        recipient.waitForEvent('download', { timeout: 600_000 }),
        button.click(),
      ]);
      // The download worker answered it in the browser, from the page's records: no Blob of the file.
      expect(download.url()).toMatch(new RegExp(`^${server.url}/assets/download/[0-9a-f]{32}$`));
      saved = (await download.path()) ?? '';
    });
    expect(await fileDigest(saved)).toBe(digest);
    expect(server.output()).not.toContain('/assets/download/');

    const report = {
      fileBytes: SIZE,
      sealing,
      opening,
    };
    writeFileSync('test-results/sealed-large-file-memory.json', `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      [
        `sealing a 200 MB file: page heap +${share(sealing.heap)}, renderer +${share(sealing.renderers)}, whole browser +${share(sealing.browser)}`,
        `opening it: page heap +${share(opening.heap)}, renderer +${share(opening.renderers)}, outside the renderers +${share(opening.others)}, whole browser +${share(opening.browser)}`,
      ].join('\n'),
    );
    // A few records of 64 KiB each, with room for the page's own garbage: far below the file.
    expect(sealing.heap).toBeLessThan(0.1 * SIZE);
    expect(opening.heap).toBeLessThan(0.1 * SIZE);
    // Streamed to disk: no process outside the renderers keeps the file's bytes (the Blob way's
    // browser process did, 142% of the file in all). The renderer's growth is records waiting for
    // its garbage collector, and does not follow the file: about 225 MB for an 800 MB one. How
    // much of it there is at the peak depends on when the collector runs, so the whole browser is
    // held to a bound with room for that (70% to 107% of this file in recorded runs).
    expect(opening.others).toBeLessThan(0.05 * SIZE);
    expect(opening.browser).toBeLessThan(1.3 * SIZE);
    await context.close();
  }, 900_000);
});
