import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { localFileStorage } from '../../server/files/local-file-storage.ts';
import { pushFiles } from '../../server/pushes/push-files.ts';
import { filesHarness } from './files-harness.ts';
import { DAY } from './harness.ts';
import { webClient } from './web-client.ts';

const MINUTE = 60_000;
const quiet = { info() {}, error() {} };

describe('removing the files of expired pushes', () => {
  it('keeps the files for the links of the last view a few minutes, then removes them from disk', async () => {
    const h = await filesHarness();
    const created = await h.upload([{ name: 'a.txt', content: 'last-view-file' }], {
      expire_after_views: '1',
    });
    const shown = await h.show(created.body.url_token);
    expect(shown.views_remaining).toBe(0);
    await h.files.idle();
    expect(await h.store.findPush(created.body.url_token)).toMatchObject({ expired: true, files: [] });
    const url = shown.files?.[0]?.url ?? '';
    h.clock.now += 4 * MINUTE;
    expect(await (await h.app.request(url)).text()).toBe('last-view-file');
    expect(await h.files.sweep()).toBe(0);
    h.clock.now += MINUTE;
    expect((await h.app.request(url)).status).toBe(404);
    expect(await h.files.sweep()).toBe(1);
    expect(h.blobs()).toEqual([]);
  });

  it('removes the files at once when the push is deleted, ending links already handed out', async () => {
    const h = await filesHarness();
    const created = await h.upload([{ name: 'a.txt', content: 'x' }]);
    const url = (await h.show(created.body.url_token)).files?.[0]?.url ?? '';
    const res = await h.app.request(`http://push.test/api/v2/pushes/${created.body.url_token}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(200);
    await h.files.idle();
    expect(h.blobs()).toEqual([]);
    expect((await h.app.request(url)).status).toBe(404);
  });

  it('removes the files when the days run out, at the sweep', async () => {
    const h = await filesHarness();
    await h.upload([{ name: 'a.txt', content: 'x' }], { expire_after_days: '1' });
    h.clock.now += DAY;
    expect(await h.service.sweep()).toBe(1);
    await h.files.idle();
    expect(h.blobs()).toEqual([]);
  });

  it('still removes files whose grace period a restart interrupted', async () => {
    const h = await filesHarness();
    const created = await h.upload([{ name: 'a.txt', content: 'x' }], { expire_after_views: '1' });
    await h.show(created.body.url_token);
    await h.files.idle();
    expect(h.blobs()).toHaveLength(1);
    const restarted = pushFiles({
      storage: localFileStorage(join(h.dataDir, 'files')),
      keys: h.store,
      cipher: h.cipher,
      now: () => h.clock.now + 5 * MINUTE,
      logger: { info() {}, error() {} },
    });
    expect(await restarted.sweep()).toBe(1);
    expect(h.blobs()).toEqual([]);
  });

  it("keeps a last view's files through a restart inside their grace period, and removes them after it", async () => {
    const h = await filesHarness();
    const created = await h.upload([{ name: 'a.txt', content: 'kept-for-the-link' }], {
      expire_after_views: '1',
    });
    const url = (await h.show(created.body.url_token)).files?.[0]?.url ?? '';
    const fileId = url.split('/f/')[1]?.split('.')[0] ?? '';
    await h.files.idle();
    const restartedAt = (offset: number) =>
      pushFiles({
        storage: localFileStorage(join(h.dataDir, 'files')),
        keys: h.store,
        cipher: h.cipher,
        now: () => h.clock.now + offset,
        logger: quiet,
      });
    const early = restartedAt(4 * MINUTE);
    expect(await early.removeOrphans(() => h.store.heldFileIds())).toBe(0);
    expect(await early.vault.open(fileId, h.clock.now + 4 * MINUTE)).toMatchObject({
      file: { filename: 'a.txt' },
    });
    expect(await restartedAt(5 * MINUTE).removeOrphans(() => h.store.heldFileIds())).toBe(1);
    expect(h.blobs()).toEqual([]);
  });

  it('lists the files on the secret link page with working download links', async () => {
    const h = await filesHarness();
    const created = await h.upload(
      [
        { name: 'report <1>.pdf', content: '%PDF-1', type: 'application/pdf' },
        { name: 'b.txt', content: 'b' },
      ],
      { payload: 'two files', retrieval_step: 'false' },
    );
    const page = await webClient(h.app).get(`/p/${created.body.url_token}`);
    expect(page.html).toContain('two files</pre>');
    const links = [...page.html.matchAll(/<a href="(\/f\/[^"]+)" download="([^"]+)">/g)].map((m) => [
      m[2],
      m[1],
    ]);
    expect(links.map(([name]) => name)).toEqual(['report &lt;1&gt;.pdf', 'b.txt']);
    const pdf = await h.app.request(`http://push.test${links[0]?.[1]}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="report <1>.pdf"; filename*=UTF-8''report%20%3C1%3E.pdf`,
    );
    expect(await pdf.text()).toBe('%PDF-1');
  });

  it('removes files no stored push holds, keeping the files of live pushes downloadable', async () => {
    const h = await filesHarness();
    const live = await h.upload([{ name: 'keep.txt', content: 'still wanted' }]);
    // An upload a crash cut short: stored, but never attached to a push.
    await h.files.vault.save(Readable.from([Buffer.from('orphan')]), {
      filename: 'o.txt',
      contentType: 'text/plain',
    });
    const deleted = await h.upload([{ name: 'gone.txt', content: 'x' }]);
    await h.store.expirePush(
      deleted.body.url_token,
      { deleted: true, audit: { ip: '', userAgent: '', referrer: '' } },
      h.clock.now,
    );
    expect(h.blobs()).toHaveLength(3);

    expect(await h.files.removeOrphans(() => h.store.heldFileIds())).toBe(2);
    expect(h.blobs()).toHaveLength(1);
    const url = (await h.show(live.body.url_token)).files?.[0]?.url ?? '';
    expect(await (await h.app.request(url)).text()).toBe('still wanted');
  });

  it('with an age, leaves the files of an upload another server may still be writing, and removes old orphans', async () => {
    const h = await filesHarness();
    const save = (content: string) =>
      h.files.vault.save(Readable.from([Buffer.from(content)]), {
        filename: 'o.txt',
        contentType: 'text/plain',
      });
    const stale = await save('cut short an hour ago');
    h.clock.now += 61 * MINUTE;
    const fresh = await save('still arriving');

    expect(await h.files.removeOrphans(() => h.store.heldFileIds(), 60 * MINUTE)).toBe(1);
    expect(h.blobs()).toEqual([`${fresh.id}.bin`]);
    expect(stale.id).not.toBe(fresh.id);
  });

  it('lists the directory before asking which files pushes hold, so a file stored meanwhile stays', async () => {
    const h = await filesHarness();
    let arrived = '';
    // A file written while the pushes are asked: its push cannot be among the answers yet.
    const held = async () => {
      arrived = (
        await h.files.vault.save(Readable.from([Buffer.from('arriving')]), {
          filename: 'a.txt',
          contentType: 'text/plain',
        })
      ).id;
      return h.store.heldFileIds();
    };
    expect(await h.files.removeOrphans(held)).toBe(0);
    expect(h.blobs()).toEqual([`${arrived}.bin`]);
  });
});
