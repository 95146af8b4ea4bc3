import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { adapterHarnesses, type OpenHarness } from './web-adapters.ts';
import { webClient } from './web-client.ts';
import { postMultipart, signedInClient, tokenOf } from './web-push-client.ts';

const adapters = adapterHarnesses('web_push_files');

const filesSettings = async (open: OpenHarness) =>
  open(
    (s) => {
      s.maxFileUploads = 2;
      s.maxFileSizeMb = 1;
    },
    { files: true },
  );
const stored = (dataDir: string) => readdirSync(join(dataDir, 'files')).filter((f) => !f.startsWith('.'));
const FIELDS = { kind: 'file', payload: 'see attached', expire_after_views: '2', note: 'kept note' };

describe.each(adapters)('pushing files from the web form on the %s store', (_name, open) => {
  it('offers signed-in users a multipart form with the instance limits, and creates a file push', async () => {
    const h = await filesSettings(open);
    const alice = await signedInClient(h, 'alice@example.com');
    const form = await alice.get('/?kind=file');
    expect(form.html).toContain('enctype="multipart/form-data"');
    expect(form.html).toContain('data-max-files="2" data-max-file-mb="1"');
    expect(form.html).toContain('Up to 2 files, each at most 1 MB.');
    // Files first, as in the popup. Parts go in form order and a refused file ends the reading: the
    // token and the kind, which a refusal page needs, come before them (the page's script sends files last).
    const fileAt = form.html.indexOf('name="push[files][]"');
    for (const field of ['_csrf', 'kind'])
      expect([field, form.html.indexOf(`name="${field}"`) < fileAt]).toEqual([field, true]);
    for (const field of ['payload', 'expire_after_views', 'passphrase', 'name', 'note'])
      expect([field, form.html.indexOf(`name="${field}"`) > fileAt]).toEqual([field, true]);
    const res = await postMultipart(h, alice, FIELDS, [
      { name: 'a.txt', bytes: 'first file' },
      { name: 'b.pem', bytes: 'second' },
    ]);
    expect(res.status).toBe(303);
    const token = tokenOf(res.headers.get('location'));
    const push = (await h.call('GET', `/api/v2/pushes/${token}`, { token: h.alice })).body as PushJson;
    expect(push).toMatchObject({ kind: 'file', payload: 'see attached', expire_after_views: 2 });
    const listed = (await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).body as PushJson[];
    expect(listed.map((p) => p.note)).toEqual(['kept note']);
    const sizes = (await h.store.findPush(token))?.files.map((f) => [f.filename, f.size]);
    expect(push.files?.map((f) => f.filename)).toEqual(['a.txt', 'b.pem']);
    expect(sizes).toEqual([
      ['a.txt', 10],
      ['b.pem', 6],
    ]);
  });

  it('refuses too many files or a file too large beside the field, keeps the fields, and stores nothing', async () => {
    const h = await filesSettings(open);
    const alice = await signedInClient(h, 'alice@example.com');
    await alice.get('/?kind=file');
    const many = await postMultipart(
      h,
      alice,
      FIELDS,
      [1, 2, 3].map((n) => ({ name: `${n}.txt`, bytes: 'x' })),
    );
    expect(many.status).toBe(422);
    expect(many.html).toContain(
      '<p class="error" id="files-error">You can only attach up to 2 files per push.</p>',
    );
    expect(many.html).toContain('see attached</textarea>');
    expect(many.html).toContain('kept note</textarea>');
    expect(many.html).toContain('Choose the files again: a browser cannot keep them after a refused form.');
    const big = await postMultipart(h, alice, FIELDS, [
      { name: 'big.bin', bytes: new Uint8Array(1024 * 1024 + 1) },
    ]);
    expect(big.status).toBe(422);
    expect(big.html).toContain('big.bin is too large: each file may be at most 1 MB.');
    const none = await postMultipart(h, alice, FIELDS, []);
    expect(none.status).toBe(422);
    expect(none.html).toContain('id="files-error">Choose at least one file.</p>');
    expect(stored(h.dataDir)).toEqual([]);
    expect((await h.call('GET', '/api/v2/pushes/active', { token: h.alice })).body).toEqual([]);
  });

  it('asks anonymous visitors to sign in and refuses their uploads; a bad CSRF token stores nothing', async () => {
    const h = await filesSettings(open);
    const visitor = webClient(h.app);
    const tab = await visitor.get('/?kind=file');
    expect(tab.html).toContain('Files can be pushed by signed-in users only.');
    expect(tab.html).not.toContain('type="file"');
    const refused = await postMultipart(h, visitor, FIELDS, [{ name: 'a.txt', bytes: 'x' }]);
    expect(refused.status).toBe(403);
    const alice = await signedInClient(h, 'alice@example.com');
    const forged = await postMultipart(h, { ...alice, csrf: () => 'forged-token-forged-token' }, FIELDS, [
      { name: 'a.txt', bytes: 'x' },
    ]);
    expect(forged.status).toBe(403);
    expect(stored(h.dataDir)).toEqual([]);
  });

  it('takes a multipart post past the page body limit, as files have limits of their own', async () => {
    const h = await open(() => {}, { files: true, bodyLimitBytes: 64 * 1024 });
    const alice = await signedInClient(h, 'alice@example.com');
    const res = await postMultipart(h, alice, FIELDS, [
      { name: 'big.bin', bytes: new Uint8Array(200 * 1024) },
    ]);
    expect(res.status).toBe(303);
  });
});
