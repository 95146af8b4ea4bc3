import { aesGcmCipher } from '../server/crypto/cipher.ts';
import { checkInstanceKey } from '../server/crypto/key-check.ts';
import { hashToken } from '../server/crypto/tokens.ts';
import { ensureDataDir } from '../server/store/durable/data-files.ts';
import { captureSnapshot, writeSnapshot } from '../server/store/durable/snapshot-writer.ts';
import type { PushRecord } from '../server/store/records.ts';
import { stateStore } from '../server/store/state-store.ts';
import { StoreState } from '../server/store/store-state.ts';

export const BENCH_KEY_HEX = 'b'.repeat(64);
export const BENCH_API_TOKEN = 'bench-api-token-0123456789abcdef';
const USER_ID = 'bench-user';
/** At most this many seeded pushes belong to the bench user; the rest are anonymous. */
export const OWNED = 10_000;

/**
 * Writes a data directory holding `count` live text pushes, sealed under the bench key, as the
 * server would have stored them: one in every count/OWNED belongs to the bench user.
 */
export async function seedDataDir(dataDir: string, count: number, now: number): Promise<void> {
  const cipher = aesGcmCipher(Buffer.from(BENCH_KEY_HEX, 'hex'));
  const state = new StoreState();
  const store = stateStore(state, { persist: async () => {}, purgeAfterMs: null, close: async () => {} });
  await checkInstanceKey(store, cipher);
  await store.insertUser({
    id: USER_ID,
    email: 'bench@example.com',
    tokenHash: hashToken(BENCH_API_TOKEN),
    passwordHash: null,
    createdAt: now,
  });
  const ownedEvery = Math.max(1, Math.ceil(count / OWNED));
  const audit = { ip: '127.0.0.1', userAgent: 'seed', referrer: '' };
  for (let i = 0; i < count; i++) {
    const at = now - (count - i) * 1000;
    const push: PushRecord = {
      urlToken: `seed${i.toString(36).padStart(20, '0')}`,
      kind: 'text',
      ownerId: i % ownedEvery === 0 ? USER_ID : null,
      expireAfterDays: 7,
      expireAfterViews: 5,
      expiresAt: at + 7 * 86_400_000,
      retrievalStep: true,
      deletableByViewer: true,
      name: i % ownedEvery === 0 ? `seeded ${i}` : '',
      createdAt: at,
      updatedAt: at,
      expired: false,
      expiredOn: null,
      deleted: false,
      countedViews: 0,
      payload: cipher.seal(`correct horse battery staple ${i}`),
      passphrase: null,
      note: null,
      files: [],
    };
    await store.insertPush(push, audit, at);
  }
  await ensureDataDir(dataDir);
  await writeSnapshot(dataDir, captureSnapshot(state, 1));
}
