import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userAdmin } from '../../server/accounts/user-admin.ts';
import { createApp } from '../../server/app.ts';
import { aesGcmCipher } from '../../server/crypto/cipher.ts';
import { pushFiles } from '../../server/files/push-files.ts';
import type { Logger } from '../../server/http/log.ts';
import { PassphraseLimiter } from '../../server/pushes/passphrase-limiter.ts';
import { pushService } from '../../server/pushes/service.ts';
import { openMemoryStore } from '../../server/store/memory-store.ts';
import { defaultSettings, type InstanceSettings } from '../../shared/settings.ts';
import type { PushJson } from '../../shared/wire.ts';
import { T0 } from './harness.ts';

/** Like harness(), with file storage in a fresh temporary DATA_DIR wired the way main.ts wires it. */
export async function filesHarness(configure: (s: InstanceSettings) => void = () => {}) {
  const settings = defaultSettings();
  configure(settings);
  const dataDir = mkdtempSync(join(tmpdir(), 'secret-push-files-'));
  const clock = { now: T0 };
  const now = () => clock.now;
  const store = openMemoryStore();
  const cipher = aesGcmCipher(randomBytes(32));
  const lines: string[] = [];
  const logger: Logger = { info: (l) => lines.push(l), error: (l) => lines.push(l) };
  const files = pushFiles({ dataDir, cipher, now, logger });
  const service = pushService({
    store,
    cipher,
    settings,
    now,
    newUrlToken: () => randomBytes(18).toString('base64url'),
    limiter: new PassphraseLimiter(),
    onExpired: files.onExpired,
    fileLink: files.fileLink,
  });
  const app = createApp({
    store,
    service,
    settings,
    applicationVersion: '0.1.0',
    logger,
    bodyLimitBytes: 1 << 20,
    now,
    files,
  });
  const alice = await userAdmin(store, now).add('alice@example.com');

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
  const blobs = () => readdirSync(join(dataDir, 'files')).sort();
  return { app, store, service, files, cipher, clock, dataDir, alice, upload, show, blobs, logLines: lines };
}
