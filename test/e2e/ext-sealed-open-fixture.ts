import type { BrowserContext, Page, Worker } from 'playwright-core';
import { expect } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { type PlainFile, type SealedPush, sealPush } from '../support/sealed-push.ts';
import { until } from '../support/until.ts';
import { screenshot } from './ext-browser.ts';
import type { ExtensionFixture } from './ext-fixture.ts';

/** The extension APIs the test reaches inside the service worker. */
declare const chrome: {
  scripting: { getRegisteredContentScripts: () => Promise<{ id: string; matches?: string[] }[]> };
};

/** Adds an instance through the options page, as a person would, beside those already saved. */
export async function addInstance(
  f: ExtensionFixture,
  fields: { url: string; token?: string; name: string },
) {
  const page = await f.browser.context.newPage();
  await page.goto(f.browser.url('options.html'));
  const add = page.getByRole('button', { name: 'Add an instance' });
  if (await add.isEnabled()) await add.click();
  await page.getByLabel('Instance address').fill(fields.url);
  await page.getByLabel('Name (shown in the picker, optional)').fill(fields.name);
  if (fields.token) await page.getByLabel('API token (optional)').fill(fields.token);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saved. This is now the active instance.').waitFor();
  await page.close();
}

/** Every request the browser made, as sent: address, headers and body. */
export function captureRequests(context: BrowserContext) {
  const seen: Promise<string>[] = [];
  context.on('request', (request) => {
    seen.push(
      request
        .allHeaders()
        .catch(() => request.headers())
        .then((headers) => [request.url(), JSON.stringify(headers), request.postData() ?? ''].join('\n')),
    );
  });
  return async () => Promise.all(seen);
}

/** Fails when any request holds one of `secrets` (a key, a plaintext, a file's contents or name). */
export async function expectNoneHold(requests: string[], secrets: string[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const secret of secrets) {
    const leaks = requests.filter((r) => r.includes(secret) || r.includes(encodeURIComponent(secret)));
    expect([secret.slice(0, 12), leaks]).toEqual([secret.slice(0, 12), []]);
  }
}

/** Waits until the background has registered the opener on loopback, where both instances listen. */
export async function openerRegistered(worker: Worker) {
  await until(
    async () => {
      const scripts = await worker.evaluate(() => chrome.scripting.getRegisteredContentScripts());
      return scripts.some((s) => s.matches?.includes('http://127.0.0.1/p/*'));
    },
    'the opener is registered on the instances',
    10_000,
  );
}

/** A sealed push made on our server through API v2, as the extension makes one: text, or files with it. */
export async function pushSealedToOurs(
  server: { url: string },
  token: string,
  text: string | undefined,
  files: PlainFile[],
  fields: Record<string, string>,
): Promise<{ sealed: SealedPush; link: string }> {
  const sealed = await sealPush(text, files);
  const form = new FormData();
  form.append('push[payload]', sealed.payload);
  form.append('push[kind]', files.length > 0 ? 'file' : 'text');
  for (const [name, value] of Object.entries(fields)) form.append(`push[${name}]`, value);
  for (const f of sealed.files) form.append('push[files][]', new File([new Uint8Array(f.bytes)], f.name));
  const res = await fetch(`${server.url}/api/v2/pushes`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(201);
  const push = (await res.json()) as PushJson;
  return { sealed, link: `${push.html_url}#${sealed.fragment}` };
}

/** The page's address as the page itself sees it, and as the tab shows it. */
export async function addresses(page: Page) {
  return { shown: page.url(), inPage: await page.evaluate(() => location.href) };
}

/** The opener's notes: kind and sentence. */
export const openerNotes = (page: Page) =>
  page.$$eval('[data-sealed-opener-note]', (notes) =>
    notes.map((n) => [(n as HTMLElement).dataset.sealedOpenerNote, n.firstChild?.textContent ?? '']),
  );

/** A full-page screenshot in light and in dark, named `ext-opened-<name>-light|dark.png`. */
export async function openedShots(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: screenshot(`ext-opened-${name}-${scheme}`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
