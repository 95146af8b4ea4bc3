import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { deviceToken } from './conformance-device-tokens.ts';
import { oneTimeRecord } from './conformance-one-times.ts';
import { totpRecord } from './conformance-totp.ts';
import { T0, TEST_KEY, userRecord } from './fixtures.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-sign-in-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const snapshotPath = () => join(dataDir, 'store.json');

it('writes second factors, one-time records and browser tokens into the snapshot and reads them back, line by line or whole', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const user = userRecord();
  await store.insertUser(user);
  await store.setUserTotp(user.id, totpRecord());
  await store.useTotpStep(user.id, 9);
  const record = oneTimeRecord({ userId: user.id, purpose: 'email' });
  const token = deviceToken(user.id);
  await store.insertOneTime(record);
  await store.insertDeviceToken(token);
  await store.touchDeviceToken(token.id, T0 + 60_000);
  await store.insertSession({
    idHash: 'a'.repeat(64),
    userId: user.id,
    passwordTag: 't',
    expiresAt: T0,
    via: 'sso',
  });
  await store.compact();
  await store.close();
  expect(await readdir(dataDir)).not.toContain('journal-1.ndjson');
  const text = await readFile(snapshotPath(), 'utf8');
  const touched = { ...token, lastUsedAt: T0 + 60_000 };
  expect(text).toContain(`"oneTimes":[\n${JSON.stringify(record)}\n],\n`);
  expect(text).toContain(`"deviceTokens":[\n${JSON.stringify(touched)}\n],\n`);
  expect(JSON.parse(text)).toMatchObject({ oneTimes: [record], deviceTokens: [touched] });

  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect(await again.findUserById(user.id)).toEqual({ ...user, totp: totpRecord({ lastStep: 9 }) });
  expect(await again.findOneTime(record.hash, 'email', T0)).toEqual(record);
  expect(await again.findDeviceToken(token.tokenHash)).toEqual(touched);
  expect(await again.findSession('a'.repeat(64))).toMatchObject({ via: 'sso' });
  await again.close();

  // A snapshot someone reformatted by hand, with no checksum, is read whole.
  const { end, ...whole } = JSON.parse(text);
  await writeFile(snapshotPath(), JSON.stringify({ ...whole, end: { ...end, sha256: undefined } }, null, 2));
  const reread = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect(await reread.listDeviceTokens(user.id)).toEqual([touched]);
  expect(await reread.takeOneTime(record.hash, 'email', T0)).toEqual(record);
  await reread.close();
});

it('reads a snapshot written before one-time records and browser tokens were kept as holding none', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const user = userRecord();
  await store.insertUser(user);
  await store.compact();
  await store.close();
  const lines = (await readFile(snapshotPath(), 'utf8')).split('\n');
  let dropping = false;
  const older = lines.filter((line) => {
    if (line === '"oneTimes":[' || line === '"deviceTokens":[') dropping = true;
    const kept = !dropping;
    if (line === '],') dropping = false;
    return kept;
  });
  const body = older.slice(
    0,
    older.findIndex((line) => line.startsWith('"end":')),
  );
  const checked = body.map((line) => `${line}\n`).join('');
  const sha256 = createHash('sha256').update(checked).digest('hex');
  const end = { users: 1, sessions: 0, invitations: 0, pushes: 0, sha256 };
  await writeFile(snapshotPath(), `${checked}"end":${JSON.stringify(end)}}\n`);
  expect(await readFile(snapshotPath(), 'utf8')).not.toContain('oneTimes');

  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect(await again.findUserById(user.id)).toEqual(user);
  expect(await again.listDeviceTokens(user.id)).toEqual([]);
  expect(await again.removeExpiredOneTimes(T0 + 1)).toBe(0);
  await again.close();
});
