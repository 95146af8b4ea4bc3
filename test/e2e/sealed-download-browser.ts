import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { expect } from 'vitest';
import { keyFragment, newPushKey } from '../../shared/sealed/push-key.ts';
import { sealFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedPayload } from '../../shared/sealed/sealed-payload.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';
import type { PushJson } from '../../shared/wire.ts';
import { FIREFOX } from './firefox-browser.ts';
import type { pagesFixture } from './pages-server.ts';
import { crypto, sealBytes } from './sealed-recipient-browser.ts';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A sealed file push whose uploaded file is cut `cut` bytes before its end: it opens record by
 * record (so a streamed download starts) until its end shows it incomplete.
 */
export async function cutFilePush(
  f: ReturnType<typeof pagesFixture>,
  name: string,
  size: number,
  cut: number,
) {
  const key = newPushKey(crypto.randomBytes);
  const form = new FormData();
  form.append('push[kind]', 'file');
  form.append('push[retrieval_step]', 'false');
  const nameLine = await sealFileName(crypto, key, { name, type: '' });
  form.append('push[payload]', sealedPayload(await sealText(crypto, key, 'a cut file'), [nameLine]));
  const sealed = await sealBytes(key, crypto.randomBytes(size));
  const kept = sealed.subarray(0, sealed.length - cut);
  form.append(
    'push[files][]',
    new File([kept as BlobPart], '1.sealed', { type: 'application/octet-stream' }),
  );
  const res = await fetch(`${f.server.url}/api/v2/pushes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${f.token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  const push = (await res.json()) as PushJson;
  return `${push.html_url}#${keyFragment(key)}`;
}

/** A headless Firefox that saves every download, unasked, into a folder of its own. */
export async function launchDownloadingFirefox(): Promise<{ browser: Browser; downloads: string }> {
  const downloads = mkdtempSync(join(tmpdir(), 'sealed-firefox-downloads-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      'browser.download.dir': downloads,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
    },
  });
  return { browser, downloads };
}

/** The folder's files and their sizes, Firefox's `.part` files among them. */
export const filesIn = (dir: string) =>
  Object.fromEntries(readdirSync(dir).map((name) => [name, statSync(join(dir, name)).size]));

/** Waits until Firefox has finished `name` in `dir` (no `.part` left) and gives its bytes. */
export async function finishedDownload(dir: string, name: string, size: number): Promise<Uint8Array> {
  await expect
    .poll(() => filesIn(dir), { timeout: 15_000 })
    .toEqual(expect.objectContaining({ [name]: size }));
  await expect.poll(() => Object.keys(filesIn(dir)).filter((file) => file.endsWith('.part'))).toEqual([]);
  return new Uint8Array(readFileSync(join(dir, name)));
}
