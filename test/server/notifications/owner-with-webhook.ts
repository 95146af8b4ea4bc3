import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { loadInstanceKey } from '../../../server/crypto/instance-key.ts';
import { newWebhookSecret } from '../../../server/deliveries/webhook-sender.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import type { Store } from '../../../server/store/port.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import type { WebhookFormat } from '../../../server/store/records.ts';

const EMAIL = 'ops@example.com';

/** Where the server under test keeps its data: DATABASE_URL and PWPUSH_MASTER_KEY when it runs on PostgreSQL. */
export interface OwnerStoreEnv {
  DATABASE_URL?: string;
  PWPUSH_MASTER_KEY?: string;
}

/**
 * An owner in the embedded store under `dataDir` (or the PostgreSQL database of `env`), made before
 * the server starts (the embedded store is one process's at a time), with an API token and a
 * webhook secret; `pointAt` stores their choices: every event, through a webhook at `url`, and by
 * mail when asked.
 */
export async function ownerWithWebhook(dataDir: string, format: WebhookFormat, env: OwnerStoreEnv = {}) {
  // The key the server will find when it starts.
  const instanceKey = await loadInstanceKey(env.PWPUSH_MASTER_KEY, dataDir);
  const cipher = aesGcmCipher(instanceKey);
  const url = env.DATABASE_URL;
  const withStore = async <T>(work: (store: Store) => Promise<T>): Promise<T> => {
    const store =
      url === undefined
        ? await openLowdbStore({ dataDir, instanceKey })
        : await openPostgresStore({ url, instanceKey });
    try {
      return await work(store);
    } finally {
      await store.close();
    }
  };
  const secret = newWebhookSecret();
  const { token, id } = await withStore(async (store) => {
    const made = await userAdmin(store, Date.now).add(EMAIL);
    const user = await store.findUserByEmail(EMAIL);
    if (user === undefined) throw new Error('the owner was not added');
    return { token: made, id: user.id };
  });
  return {
    email: EMAIL,
    token,
    secret,
    pointAt: (url: string, options: { byEmail?: boolean } = {}) =>
      withStore((store) =>
        store.setNotificationSettings({
          userId: id,
          events: ['view', 'failed_passphrase', 'expire', 'request_answered'],
          byEmail: options.byEmail === true,
          webhook: { url: cipher.seal(url), secret: cipher.seal(secret), format },
          updatedAt: Date.now(),
        }),
      ),
  };
}
