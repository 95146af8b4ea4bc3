import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app.ts';
import { aesGcmCipher } from '../../server/crypto/cipher.ts';
import { newSecretToken } from '../../server/crypto/tokens.ts';
import { memoryCounters } from '../../server/limits/memory-counters.ts';
import type { Logger } from '../../server/log/log.ts';
import { pushService } from '../../server/pushes/service.ts';
import { type LowdbStoreOptions, openLowdbStore } from '../../server/store/lowdb-store.ts';
import { defaultSettings } from '../../shared/settings.ts';

/** The app over the real durable store in a fresh directory, wired as main.ts wires it. */
export async function durableApp(options: Partial<LowdbStoreOptions> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'durable-app-'));
  const key = randomBytes(32);
  const lines: string[] = [];
  const logger: Logger = { info: (l) => lines.push(l), error: (l) => lines.push(l) };
  const open = (more: Partial<LowdbStoreOptions> = {}) =>
    openLowdbStore({
      dataDir,
      instanceKey: key,
      // Recovery is driven by the tests (GET /up), never by a timer racing them.
      retryMs: 3_600_000,
      onUnavailable: (problem) => lines.push(`store unavailable (${problem})`),
      onRecovered: () => lines.push('store recovered'),
      onCompactionError: (error) => lines.push(`compaction failed: ${(error as Error).message}`),
      ...options,
      ...more,
    });
  const store = await open();
  const cipher = aesGcmCipher(key);
  const settings = defaultSettings();
  const counters = memoryCounters();
  const service = pushService({
    store,
    cipher,
    settings,
    now: Date.now,
    newUrlToken: newSecretToken,
    counters,
  });
  const app = createApp({
    store,
    service,
    settings,
    secretPushVersion: '0.1.0',
    logger,
    bodyLimitBytes: 1024 * 1024,
    counters,
  });
  const request = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(`http://push.test${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, text };
  };
  return { dataDir, store, open, app, request, logLines: lines, key };
}
