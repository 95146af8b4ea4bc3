import { describe, expect, it } from 'vitest';
import { multipartCreateBody, uploadPush } from '../../shared/file-upload.ts';
import { filesHarness } from '../server/files-harness.ts';
import { routedUploads } from './routed-upload.ts';

const request = {
  kind: 'file' as const,
  payload: 'see attached',
  expireAfterDuration: 0,
  expireAfterDays: 1,
  expireAfterViews: 2,
  passphrase: 'open sesame',
  name: 'deploy key',
};

async function send(configure?: Parameters<typeof filesHarness>[0], files = [new File(['k'], 'k.txt')]) {
  const h = await filesHarness(configure);
  const uploads = routedUploads(h.app);
  uploads.release();
  const progress: number[] = [];
  const target = { baseUrl: 'http://push.test', token: h.alice };
  const result = await uploadPush(uploads.next(), target, multipartCreateBody(request, files), (f) =>
    progress.push(f),
  );
  return { h, result, progress };
}

describe('the multipart body the popup sends', () => {
  it('is taken by the real server as a file push with the usual fields, and progress runs to 1', async () => {
    const { h, result, progress } = await send();
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value).toMatchObject({ kind: 'file', name: 'deploy key', expireAfterViews: 2 });
    expect(progress).toEqual([0.5, 1, 1]);
    const locked = await h.app.request(`http://push.test/api/v2/pushes/${result.value.urlToken}`);
    expect(locked.status).not.toBe(200);
    const shown = await h.app.request(
      `http://push.test/api/v2/pushes/${result.value.urlToken}?passphrase=open%20sesame`,
    );
    expect(await shown.json()).toMatchObject({ payload: 'see attached', files: [{ filename: 'k.txt' }] });
  });

  it("comes back with the server's reason when the instance allows fewer files", async () => {
    const files = [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')];
    const { result } = await send((s) => {
      s.maxFileUploads = 1;
    }, files);
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        kind: 'invalid',
        status: 422,
        fields: { files: ['You can only attach up to 1 files per push.'] },
      }),
    });
  });
});
