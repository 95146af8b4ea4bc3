import { afterEach, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { type BucketFaultsApp, bucketFaultsApp, MiB } from './bucket-faults-app.ts';

const UNREACHABLE = {
  error: "The push's files cannot be reached right now, so no view was used. Try again shortly.",
};
const DOWNLOAD_LATER =
  'The file cannot be reached right now. This download link keeps working while it lasts: try again shortly.';

const apps: BucketFaultsApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.stop();
});

/** The app with one file push of alice's (two views) holding `bytes`; its token. */
async function withFilePush(bytes: Uint8Array<ArrayBuffer> | string = 'the file body') {
  const app = await bucketFaultsApp();
  apps.push(app);
  const form = new FormData();
  form.append('push[expire_after_views]', '2');
  form.append('push[files][]', new File([bytes], 'key.pem'));
  const res = await app.app.request('http://push.test/api/v2/pushes', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${app.alice}` },
  });
  expect(res.status).toBe(201);
  const token = ((await res.json()) as PushJson).url_token;
  const views = async () => (await app.store.findPush(token))?.countedViews;
  return { app, token, views };
}

const get = (app: BucketFaultsApp, path: string, accept = '*/*') =>
  app.app.request(`http://push.test${path}`, { headers: { accept, 'accept-language': 'de' } });

describe('views and downloads while the bucket fails', () => {
  it('uses no view through the API while the files cannot be reached, and serves them once they can', async () => {
    const { app, token, views } = await withFilePush();
    app.proxy.refuse();
    for (const path of [`/api/v2/pushes/${token}`, `/p/${token}.json`]) {
      const res = await get(app, path);
      expect([res.status, res.headers.get('retry-after'), await res.json()]).toEqual([
        503,
        '10',
        UNREACHABLE,
      ]);
    }
    expect(await views()).toBe(0);
    expect(await app.auditKinds(token)).toEqual(['creation']);
    app.proxy.restore();
    const shown = await get(app, `/api/v2/pushes/${token}`);
    const push = (await shown.json()) as PushJson;
    expect([shown.status, push.views_remaining, push.files?.map((f) => f.filename)]).toEqual([
      200,
      1,
      ['key.pem'],
    ]);
    expect(await app.auditKinds(token)).toEqual(['creation', 'view']);
    expect(app.logLines.filter((line) => line.includes('files could not be served'))).toHaveLength(2);
    expect(app.logLines.filter((line) => /\n\s+at /.test(line))).toEqual([]);
  });

  it("answers the recipient's page with 503 in their language and uses no view", async () => {
    const { app, token, views } = await withFilePush();
    app.proxy.refuse();
    const res = await get(app, `/p/${token}`, 'text/html');
    const html = await res.text();
    expect([res.status, res.headers.get('retry-after')]).toEqual([503, '10']);
    expect(html).toContain('<h1>Dateien nicht erreichbar</h1>');
    expect(html).toContain('Die Dateien sind gerade nicht erreichbar. Nichts wurde verbraucht oder geändert');
    expect(html).not.toContain('key.pem');
    expect(await views()).toBe(0);
    expect(await app.auditKinds(token)).toEqual(['creation']);
    app.proxy.restore();
    const shown = await get(app, `/p/${token}`, 'text/html');
    expect([shown.status, (await shown.text()).includes('key.pem')]).toEqual([200, true]);
    expect(await views()).toBe(1);
  });

  it('uses no view when a file is missing from a bucket that answers', async () => {
    const { app, token, views } = await withFilePush();
    const [id] = (await app.store.findPush(token))?.files.map((f) => f.id) ?? [];
    await app.files.vault.remove([id ?? '']);
    const res = await get(app, `/api/v2/pushes/${token}`);
    expect([res.status, await res.json()]).toEqual([503, UNREACHABLE]);
    expect(await views()).toBe(0);
    expect(app.logLines).toContain('files could not be served (a stored file is missing)');
  });

  it('answers a download with 503 while the bucket is down, in the form asked, and the link works after', async () => {
    const { app, token, views } = await withFilePush();
    const shown = (await (await get(app, `/api/v2/pushes/${token}`)).json()) as PushJson;
    const link = new URL(shown.files?.[0]?.url ?? '').pathname;
    app.proxy.refuse();
    const page = await get(app, link, 'text/html');
    expect([page.status, page.headers.get('retry-after')]).toEqual([503, '10']);
    expect(await page.text()).toContain('<h1>Dateien nicht erreichbar</h1>');
    const json = await get(app, link, 'application/json');
    expect([json.status, await json.json()]).toEqual([503, { error: DOWNLOAD_LATER }]);
    const text = await get(app, link);
    expect([text.status, await text.text()]).toEqual([503, DOWNLOAD_LATER]);
    const head = await app.app.request(`http://push.test${link}`, { method: 'HEAD' });
    expect(head.status).toBe(503);
    app.proxy.restore();
    const file = await get(app, link);
    expect([file.status, await file.text()]).toEqual([200, 'the file body']);
    // The one view was the API's show; downloads use none.
    expect(await views()).toBe(1);
    expect(app.logLines.filter((line) => /\n\s+at /.test(line))).toEqual([]);
  });

  it('cuts a download short when the bucket goes mid-stream, and the same link serves it whole after', async () => {
    const body = new Uint8Array(12 * MiB).fill(5);
    const { app, token, views } = await withFilePush(body);
    const shown = (await (await get(app, `/api/v2/pushes/${token}`)).json()) as PushJson;
    const link = new URL(shown.files?.[0]?.url ?? '').pathname;
    const cut = app.proxy.cutAfter(2 * MiB, 'down');
    const res = await get(app, link);
    expect([res.status, res.headers.get('content-length')]).toEqual([200, String(12 * MiB)]);
    const reading = res.arrayBuffer();
    await cut;
    await expect(reading).rejects.toThrow();
    const again = await get(app, link);
    expect((await again.arrayBuffer()).byteLength).toBe(12 * MiB);
    expect(await views()).toBe(1);
  });
});
