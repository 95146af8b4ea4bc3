import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import type { SessionRecord } from '../../../server/store/records.ts';
import { T0, TEST_KEY } from './fixtures.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'store-sessions-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const session = (n: number): SessionRecord => ({
  idHash: String(n).repeat(64),
  userId: `u${n}`,
  passwordTag: `t${n}`,
  expiresAt: T0 + n,
});

it('writes sessions into the snapshot, one a line, and reads them back from it, line by line or whole', async () => {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  for (const n of [1, 2]) await store.insertSession(session(n));
  await store.compact();
  await store.close();
  const text = await readFile(join(dataDir, 'store.json'), 'utf8');
  expect(text).toContain(`"sessions":[\n${JSON.stringify(session(1))},\n${JSON.stringify(session(2))}\n],\n`);
  expect(JSON.parse(text).sessions).toEqual([session(1), session(2)]);

  const again = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  expect([await again.findSession(session(1).idHash), await again.findSession(session(2).idHash)]).toEqual([
    session(1),
    session(2),
  ]);
  await again.close();
});
