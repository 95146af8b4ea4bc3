import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';

/** A data directory written by the version that kept url tokens in the clear (store format 1). */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'store-format-1');
const KEY = Buffer.from('e'.repeat(64), 'hex');
const token = (n: number) => `format1token${String(n).padStart(12, '0')}`;
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-format-1-'));
  for (const name of await readdir(FIXTURE)) {
    await copyFile(join(FIXTURE, name), join(dataDir, name.replace(/\.format1$/, '')));
  }
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function allFileText(): Promise<string> {
  const names = await readdir(dataDir);
  return (await Promise.all(names.map((name) => readFile(join(dataDir, name), 'utf8')))).join('\n');
}

it('opens a store of the earlier format, loses nothing, and rewrites it with no url token or name in the clear', async () => {
  expect(await allFileText()).toContain(token(1));
  const store = await openLowdbStore({ dataDir, instanceKey: KEY });
  const text = await allFileText();
  for (const clear of [token(1), token(6), 'Format one push', 'format-one.txt'])
    expect(text).not.toContain(clear);
  expect(await readdir(dataDir)).toEqual(['store.json']);
  await store.close();

  const again = await openLowdbStore({ dataDir, instanceKey: KEY });
  const cipher = aesGcmCipher(KEY);
  for (let n = 1; n <= 6; n++) {
    const push = await again.findPush(token(n));
    expect([n, push?.urlToken]).toEqual([n, token(n)]);
  }
  expect((await again.findPush(token(1)))?.countedViews).toBe(1);
  expect((await again.findPush(token(2)))?.countedViews).toBe(1);
  expect(await again.findPush(token(3))).toMatchObject({ expired: true, deleted: true, payload: null });
  const payload = (await again.findPush(token(4)))?.payload;
  expect(cipher.open(payload ?? '')).toBe('payload 4');
  expect((await again.findPush(token(5)))?.files.map((f) => f.filename)).toEqual(['format-one.txt']);
  const owned = await again.listByOwner('user-1', {
    expired: false,
    now: Date.UTC(2026, 0, 2),
    offset: 0,
    limit: 9,
  });
  expect(owned.map((p) => [p.urlToken, p.name])).toEqual([
    [token(6), 'Format one push 6'],
    [token(5), ''],
    [token(4), 'Format one push 4'],
    [token(2), 'Format one push 2'],
  ]);
  expect((await again.auditLog(token(2), { offset: 0, limit: 9 })).map((a) => a.kind)).toContain('view');
  expect((await again.auditLog(token(3), { offset: 0, limit: 9 })).map((a) => a.kind)).toContain('expire');
  expect((await again.findUserByEmail('alice@example.com'))?.id).toBe('user-1');
  expect(cipher.open((await again.keyCheck()) ?? '')).toBe('secret-push key check');
  await again.close();
});

it('refuses a store of the earlier format under another key, leaving its files as they were', async () => {
  const before = await allFileText();
  await expect(openLowdbStore({ dataDir, instanceKey: Buffer.alloc(32, 1) })).rejects.toThrow(
    'The instance key does not open this store',
  );
  expect(await allFileText()).toBe(before);
});
