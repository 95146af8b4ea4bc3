import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Worker } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.ts';

export const ARTIFACTS = resolve('test-results');

/**
 * Builds the Chrome extension in an e2e mode (loopback granted up front); returns its folder.
 * Each test file passes its own mode, so files running side by side never write one folder.
 */
export function buildExtension(mode = 'e2e'): string {
  const wxt = resolve('node_modules/.bin/wxt');
  const built = spawnSync(wxt, ['build', '--mode', mode], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`extension build failed:\n${built.stdout}\n${built.stderr}`);
  return resolve(`.output/chrome-mv3-${mode}`);
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
      // Playwright always adds --disable-extensions, hence --disable-extensions-except.
      args: [`--disable-extensions-except=${dir}`, `--load-extension=${dir}`, ...CHROMIUM_ARGS],
    },
  );
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  // The id depends on the unpacked folder's path, so it is read from the worker's URL.
  const id = new URL(worker.url()).host;
  return { context, worker, id, url: (page) => `chrome-extension://${id}/${page}` };
}

export const screenshot = (name: string) => join(ARTIFACTS, `${name}.png`);

/** Chrome hands out no notification's text (getAll gives ids only), so the worker keeps a copy in `seenNotes`. */
export async function recordNotifications(worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    const { chrome } = globalThis as unknown as {
      chrome: { notifications: { create: (...args: unknown[]) => unknown } };
    };
    const create = chrome.notifications.create.bind(chrome.notifications);
    const seen: unknown[] = [];
    Object.assign(globalThis, { seenNotes: seen });
    chrome.notifications.create = (...args: unknown[]) => {
      seen.push(args.find((a) => typeof a === 'object'));
      return create(...args);
    };
  });
}
