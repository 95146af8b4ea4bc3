import { hashPassword } from '../server/accounts/passwords.ts';
import { aesGcmCipher } from '../server/crypto/cipher.ts';
import { hashToken } from '../server/crypto/tokens.ts';
import { newWebhookSecret } from '../server/deliveries/webhook-sender.ts';
import { memoryCounters } from '../server/limits/memory-counters.ts';
import { pushService } from '../server/pushes/service.ts';
import { atRestCodec } from '../server/store/durable/at-rest.ts';
import { ensureDataDir } from '../server/store/durable/data-files.ts';
import { captureSnapshot, writeSnapshot } from '../server/store/durable/snapshot-writer.ts';
import { nodeStoreFs } from '../server/store/durable/store-fs.ts';
import { checkInstanceKey } from '../server/store/key-check.ts';
import { stateStore } from '../server/store/memory/state-store.ts';
import { StoreState } from '../server/store/memory/store-state.ts';
import { normalizeNewPush } from '../shared/normalize.ts';
import { defaultSettings } from '../shared/settings.ts';

export const BENCH_KEY_HEX = 'b'.repeat(64);
export const BENCH_API_TOKEN = 'bench-api-token-0123456789abcdef';
export const BENCH_EMAIL = 'bench@example.com';
/** Signs the bench user in on the web, for the dashboard page. */
export const BENCH_PASSWORD = 'bench password 0123456789';
export const BENCH_USER_ID = 'bench-user';
const USER_ID = BENCH_USER_ID;
/** The owner who asks to hear of every view of their pushes by mail and by webhook (the bench user asks for nothing). */
export const BENCH_NOTIFIED_TOKEN = 'bench-notified-token-0123456789ab';
const NOTIFIED_ID = 'bench-notified-user';

/** Where the notified owner's notices go: the bench's own receivers (notice-receivers.ts). */
export interface NoticeTargets {
  webhookUrl: string;
}
/** At most this many seeded pushes belong to the bench user; the rest are anonymous. */
export const OWNED = 10_000;

/**
 * A store's state holding `count` live text pushes, sealed under the bench key, as the server
 * would have stored them: one in every count/OWNED belongs to the bench user.
 */
export async function seedState(count: number, now: number, notices?: NoticeTargets): Promise<StoreState> {
  const cipher = aesGcmCipher(Buffer.from(BENCH_KEY_HEX, 'hex'));
  const state = new StoreState();
  const store = stateStore(state, { persist: async () => {}, purgeAfterMs: null, close: async () => {} });
  await checkInstanceKey(store, cipher);
  await store.insertUser({
    id: USER_ID,
    email: BENCH_EMAIL,
    tokenHash: hashToken(BENCH_API_TOKEN),
    passwordHash: await hashPassword(BENCH_PASSWORD),
    admin: false,
    createdAt: now,
  });
  await store.insertUser({
    id: NOTIFIED_ID,
    email: 'notified@example.com',
    tokenHash: hashToken(BENCH_NOTIFIED_TOKEN),
    passwordHash: null,
    admin: false,
    createdAt: now,
  });
  if (notices !== undefined) {
    await store.setNotificationSettings({
      userId: NOTIFIED_ID,
      events: ['view'],
      byEmail: true,
      webhook: {
        url: cipher.seal(notices.webhookUrl),
        secret: cipher.seal(newWebhookSecret()),
        format: 'standard',
      },
      updatedAt: now,
    });
  }
  const ownedEvery = Math.max(1, Math.ceil(count / OWNED));
  const audit = { ip: '127.0.0.1', userAgent: 'seed', referrer: '' };
  const clock = { now };
  const settings = defaultSettings();
  let seq = 0;
  // The server's own create path, so the seeded records are exactly what it stores.
  const service = pushService({
    store,
    cipher,
    settings,
    now: () => clock.now,
    newUrlToken: () => `seed${(seq++).toString(36).padStart(20, '0')}`,
    counters: memoryCounters(),
  });
  const benchUser = await store.findUserById(USER_ID);
  for (let i = 0; i < count; i++) {
    clock.now = now - (count - i) * 1000;
    const owned = i % ownedEvery === 0;
    const input = normalizeNewPush(
      { payload: `correct horse battery staple ${i}`, name: owned ? `seeded ${i}` : '' },
      settings,
    );
    if (!input.ok) throw new Error('seed push refused');
    await service.create(input.value, { user: owned ? (benchUser ?? null) : null, audit });
  }
  return state;
}

/** Writes a data directory holding the pushes of seedState. */
export async function seedDataDir(
  dataDir: string,
  count: number,
  now: number,
  notices?: NoticeTargets,
): Promise<void> {
  await writeSeededDataDir(dataDir, await seedState(count, now, notices));
}

/** Writes a seeded state as an embedded store's snapshot in `dataDir`. */
export async function writeSeededDataDir(dataDir: string, state: StoreState): Promise<void> {
  await ensureDataDir(nodeStoreFs, dataDir);
  await writeSnapshot(
    nodeStoreFs,
    dataDir,
    captureSnapshot(state, 1),
    atRestCodec(Buffer.from(BENCH_KEY_HEX, 'hex')),
  );
}
