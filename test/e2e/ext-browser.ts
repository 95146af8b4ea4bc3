import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Worker } from 'playwright-core';

export const CHROMIUM = '/usr/lib/chromium/chromium';
export const ARTIFACTS = resolve('test-results');

/** Without Chromium the browser test is skipped locally, but fails in CI (CI=true), where it must run. */
export function browserTestMode(): { run: boolean; reason: string } {
  if (existsSync(CHROMIUM)) return { run: true, reason: '' };
  if (process.env.CI === 'true') return { run: true, reason: '' };
  return {
    run: false,
    reason: `Skipping the extension browser test: ${CHROMIUM} is missing (apt-get install -y chromium). CI=true makes this a failure.`,
  };
}

/** Builds the Chrome extension in the e2e mode (loopback granted up front); returns its folder. */
export function buildExtension(): string {
  const wxt = resolve('node_modules/.bin/wxt');
  const built = spawnSync(wxt, ['build', '--mode', 'e2e'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`extension build failed:\n${built.stdout}\n${built.stderr}`);
  return resolve('.output/chrome-mv3-e2e');
}

export interface ExtensionBrowser {
  context: BrowserContext;
  worker: Worker;
  id: string;
  url: (page: string) => string;
}

export async function launchWithExtension(dir: string): Promise<ExtensionBrowser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is required at ${CHROMIUM} for the extension browser test`);
  mkdirSync(ARTIFACTS, { recursive: true });
  const context = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'secret-push-chromium-')),
    {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 420, height: 640 },
      args: [
        `--disable-extensions-except=${dir}`,
        `--load-extension=${dir}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  );
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  // The id depends on the unpacked folder's path, so it is read from the worker's URL.
  const id = new URL(worker.url()).host;
  return { context, worker, id, url: (page) => `chrome-extension://${id}/${page}` };
}

export const screenshot = (name: string) => join(ARTIFACTS, `${name}.png`);
