import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { keyFragment, newPushKey } from '../../shared/sealed/push-key.ts';
import { sealFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedPayload } from '../../shared/sealed/sealed-payload.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';
import type { PushJson } from '../../shared/wire.ts';
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
