import { describe, expect, it } from 'vitest';
import { issueDeviceToken } from '../../../server/accounts/device-tokens.ts';
import { userForToken } from '../../../server/accounts/token-user.ts';
import { userAdmin } from '../../../server/accounts/user-admin.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');

async function aliceWithBrowser() {
  const store = openMemoryStore();
  const apiToken = await userAdmin(store, () => T0).add('alice@example.com');
  const alice = await store.findUserByEmail('alice@example.com');
  const { token, record } = await issueDeviceToken(store, alice?.id ?? '', 'Chrome on Linux', T0);
  const lastUsed = async () => (await store.listDeviceTokens(alice?.id ?? ''))[0]?.lastUsedAt;
  return { store, apiToken, token, record, lastUsed, alice };
}

describe('a browser token in use', () => {
  it('is noted at its first use, then at most once a minute', async () => {
    const { store, token, lastUsed } = await aliceWithBrowser();
    expect(await lastUsed()).toBeNull();
    await userForToken(store, token, T0 + 5_000);
    expect(await lastUsed()).toBe(T0 + 5_000);
    await userForToken(store, token, T0 + 64_999);
    expect(await lastUsed()).toBe(T0 + 5_000);
    await userForToken(store, token, T0 + 65_000);
    expect(await lastUsed()).toBe(T0 + 65_000);
  });

  it("stands for its user, while the user's own API token comes first and is never noted", async () => {
    const { store, apiToken, token, lastUsed, alice } = await aliceWithBrowser();
    expect((await userForToken(store, token, T0))?.email).toBe('alice@example.com');
    expect((await userForToken(store, apiToken, T0 + 120_000))?.id).toBe(alice?.id);
    expect(await lastUsed()).toBe(T0);
  });

  it('stands for no one once revoked', async () => {
    const { store, token, record, alice } = await aliceWithBrowser();
    expect(await store.removeDeviceToken(alice?.id ?? '', record.id)).toBe(true);
    expect(await userForToken(store, token, T0)).toBeUndefined();
  });
});
