import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { apiKey } from './conformance-api-keys.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';

it('keeps named API keys, revoked ones too, in the snapshot, and finds them after a restart', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-api-key-snapshot-'));
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const user = userRecord();
  await store.insertUser(user);
  const standing = apiKey(user.id, { scope: 'push' });
  const revoked = apiKey(user.id);
  await store.insertApiKey(standing);
  await store.insertApiKey(revoked);
  await store.revokeApiKey(user.id, revoked.id, T0 + 60_000);
  const held = await store.listApiKeys(user.id);
  await store.compact();
  await store.close();
  const snapshot = readFileSync(join(dataDir, 'store.json'), 'utf8');
  expect(snapshot).toContain('"apiKeys":[');
  expect(snapshot).toMatch(/"apiKeys":2/);

  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  try {
    expect(await again.listApiKeys(user.id)).toEqual(held);
    expect((await again.findApiKey(revoked.id))?.revokedAt).toBe(T0 + 60_000);
  } finally {
    await again.close();
  }
});
