import { webcrypto } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { keyFragment, newPushKey } from '../../shared/sealed/push-key.ts';
import { sealFileStream } from '../../shared/sealed/seal-file.ts';
import { sealFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedPayload } from '../../shared/sealed/sealed-payload.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';
import type { PushJson } from '../../shared/wire.ts';
import { createPush, type pagesFixture } from './pages-server.ts';
import { pageShots } from './web-pages-browser.ts';

type Fixture = ReturnType<typeof pagesFixture>;

export const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => {
    const bytes = new Uint8Array(n);
    // getRandomValues fills at most 64 KiB a call.
    for (let at = 0; at < n; at += 65_536) webcrypto.getRandomValues(bytes.subarray(at, at + 65_536));
    return bytes;
  },
};

/** A sealed push as its sender holds it: the push, its key and the whole secret link. */
export interface Sealed {
  push: PushJson;
  key: Uint8Array;
  link: string;
}

const sealedOf = (push: PushJson, key: Uint8Array): Sealed => ({
  push,
  key,
  link: `${push.html_url}#${keyFragment(key)}`,
});

/** A text push sealed here, as the extension or the push form would seal it. */
export async function sealedTextPush(f: Fixture, text: string, fields: Record<string, unknown> = {}) {
  const key = newPushKey(crypto.randomBytes);
  const push = await createPush(f, { payload: await sealText(crypto, key, text), ...fields });
  return sealedOf(push, key);
}

/** `bytes` sealed as one sealed file's bytes. */
export async function sealBytes(key: Uint8Array, bytes: Uint8Array): Promise<Uint8Array> {
  const sealed = new Blob([bytes as BlobPart]).stream().pipeThrough(sealFileStream(crypto, key));
  return new Uint8Array(await new Response(sealed).arrayBuffer());
}

/** A file push sealed here: its text, and one file uploaded under its place with its name sealed. */
export async function sealedFilePush(
  f: Fixture,
  text: string,
  file: { name: string; type: string; bytes: Uint8Array },
) {
  const key = newPushKey(crypto.randomBytes);
  const nameLine = await sealFileName(crypto, key, { name: file.name, type: file.type });
  const form = new FormData();
  form.append('push[kind]', 'file');
  form.append('push[retrieval_step]', 'false');
  form.append('push[payload]', sealedPayload(await sealText(crypto, key, text), [nameLine]));
  const sealed = await sealBytes(key, file.bytes);
  form.append(
    'push[files][]',
    new File([sealed as BlobPart], '1.sealed', { type: 'application/octet-stream' }),
  );
  const res = await fetch(`${f.server.url}/api/v2/pushes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${f.token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return { ...sealedOf((await res.json()) as PushJson, key), sealed };
}

/** Everything a browser context asked for: address, headers and body of each request. */
export function captureRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    seen.push([request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join('\n'));
  });
  return seen;
}

/** The addresses of the page's history entries, as the browser keeps them. */
export async function historyUrls(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string }[] };
  await cdp.detach();
  return entries.map((entry) => entry.url);
}

/** test-results/sealed-<name>-<width>-<scheme>.png: light and dark, at 390 and 1280 px. */
export const sealedShots = (page: Page, name: string, widths?: readonly number[]) =>
  pageShots(page, 'sealed', name, widths);
