import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { InstanceSettings } from '../../shared/settings.ts';
import type { PushJson } from '../../shared/wire.ts';
import { type HarnessOptions, harness } from './harness.ts';

/** harness() with file storage (a fresh temporary DATA_DIR unless given), and helpers to upload and look. */
export async function filesHarness(
  configure: (s: InstanceSettings) => void = () => {},
  /** `files` may name the storage (a bucket) in place of the temporary directory's. */
  options: HarnessOptions = {},
) {
  const h = await harness(configure, { files: true, bodyLimitBytes: 1 << 20, ...options });
  const { app, alice, dataDir } = h;
  if (h.files === undefined) throw new Error('file storage was not wired');
  const files = h.files;

  const upload = async (
    parts: { name: string; content: string | Uint8Array<ArrayBuffer>; type?: string }[],
    fields: Record<string, string> = {},
    token: string | null = alice,
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(`push[${k}]`, v);
    for (const p of parts)
      form.append('push[files][]', new File([p.content], p.name, { type: p.type ?? 'text/plain' }));
    const res = await app.request('http://push.test/api/v2/pushes', {
      method: 'POST',
      body: form,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as PushJson & Record<string, unknown> };
  };
  const show = async (urlToken: string) => {
    const res = await app.request(`http://push.test/api/v2/pushes/${urlToken}`);
    return (await res.json()) as PushJson;
  };
  // The vault makes its directory without holding up the app: a refusal may come before it exists.
  const blobs = () => {
    const dir = join(dataDir, 'files');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  return { ...h, files, upload, show, blobs };
}
