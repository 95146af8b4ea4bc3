import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { adoptFileMarks } from '../../../server/files/adopt-file-marks.ts';
import { fileVault } from '../../../server/files/file-vault.ts';
import { localFileStorage } from '../../../server/files/local-file-storage.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { describePg, useTestDatabase } from '../../support/pg-test.ts';
import { TEST_KEY } from '../store/fixtures.ts';

const cipher = aesGcmCipher(TEST_KEY);
const NOW = Date.now();
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A directory as an earlier version left it: each file a blob, its sealed key beside it, perhaps a retirement mark. */
function legacyDir(files: { content: string; goneAt?: number }[]) {
  const dir = mkdtempSync(join(tmpdir(), 'file-marks-'));
  dirs.push(dir);
  const ids = files.map(({ content, goneAt }) => {
    const id = randomBytes(16).toString('base64url');
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const encrypt = createCipheriv('aes-256-gcm', key, iv);
    writeFileSync(join(dir, `${id}.bin`), Buffer.concat([encrypt.update(content), encrypt.final()]));
    const meta = { filename: `${content}.txt`, contentType: 'text/plain', size: content.length };
    const keys = { key: key.toString('base64'), iv: iv.toString('base64') };
    const sealed = cipher.seal(
      JSON.stringify({ ...meta, ...keys, tag: encrypt.getAuthTag().toString('base64') }),
    );
    writeFileSync(join(dir, `${id}.meta`), sealed);
    if (goneAt !== undefined) writeFileSync(join(dir, `${id}.gone`), String(goneAt));
    return id;
  });
  return { dir, ids };
}

describe("moving an earlier version's file marks into the store", () => {
  it('puts a row for each sealed key, with its retirement, and leaves only the blobs in storage', async () => {
    const { dir, ids } = legacyDir([{ content: 'live' }, { content: 'retired', goneAt: NOW + 60_000 }]);
    const [live = '', retired = ''] = ids;
    const keys = openMemoryStore();
    expect(await adoptFileMarks(localFileStorage(dir), keys)).toBe(2);
    expect(readdirSync(dir).sort()).toEqual([`${live}.bin`, `${retired}.bin`].sort());
    expect(await keys.findFileKey(live)).toMatchObject({ id: live, retiredUntil: null });
    expect(await keys.findFileKey(retired)).toMatchObject({ id: retired, retiredUntil: NOW + 60_000 });
    // Dated by the object's own time, so the orphan sweep judges its age as it did before.
    const written = (await keys.findFileKey(live))?.writtenAt ?? 0;
    expect(Math.abs(written - NOW)).toBeLessThan(60_000);

    const vault = fileVault(localFileStorage(dir), cipher, keys);
    const opened = await vault.open(live, NOW);
    expect(opened?.file).toMatchObject({ filename: 'live.txt', contentType: 'text/plain', size: 4 });
    expect(await text(opened?.stream ?? Readable.from([]))).toBe('live');
    expect(await vault.open(retired, NOW + 60_000)).toBeUndefined();
    expect(await adoptFileMarks(localFileStorage(dir), keys)).toBe(0);
  });

  it('run by two servers at once, puts each row once and loses no key', async () => {
    const { dir, ids } = legacyDir([{ content: 'a' }, { content: 'b' }, { content: 'c' }]);
    const keys = openMemoryStore();
    const runs = await Promise.all([
      adoptFileMarks(localFileStorage(dir), keys),
      adoptFileMarks(localFileStorage(dir), keys),
    ]);
    expect(runs[0] + runs[1]).toBe(3);
    expect((await keys.listFileKeys()).map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(readdirSync(dir).filter((name) => !name.endsWith('.bin'))).toEqual([]);
  });

  it('keeps a row already there, and clears a retirement mark left alone by a run cut short', async () => {
    const { dir, ids } = legacyDir([{ content: 'a', goneAt: NOW }]);
    const [id = ''] = ids;
    const keys = openMemoryStore();
    const row = { id, meta: 'sealed:adopted before', writtenAt: NOW - 1000, retiredUntil: NOW };
    await keys.putFileKey(row);
    expect(await adoptFileMarks(localFileStorage(dir), keys)).toBe(0);
    expect(await keys.findFileKey(id)).toEqual(row);
    writeFileSync(join(dir, `${id}.gone`), String(NOW));
    expect(await adoptFileMarks(localFileStorage(dir), keys)).toBe(0);
    expect(readdirSync(dir)).toEqual([`${id}.bin`]);
  });

  it("opens an earlier version's file before any sweep moved its mark, moving that one mark then", async () => {
    const { dir, ids } = legacyDir([{ content: 'early' }, { content: 'other' }]);
    const [early = '', other = ''] = ids;
    const keys = openMemoryStore();
    const vault = fileVault(localFileStorage(dir), cipher, keys);
    expect(await vault.describe(early, NOW)).toMatchObject({ id: early, filename: 'early.txt' });
    const opened = await vault.open(early, NOW);
    expect(opened === undefined ? undefined : await text(opened.stream)).toBe('early');
    expect(readdirSync(dir).sort()).toEqual([`${early}.bin`, `${other}.bin`, `${other}.meta`].sort());
    expect(await keys.findFileKey(other)).toBeUndefined();
    expect(await vault.describe(randomBytes(16).toString('base64url'), NOW)).toBeUndefined();
  });

  it("at the start's orphan sweep, keeps the earlier version's files pushes hold and removes the rest", async () => {
    const { dir, ids } = legacyDir([{ content: 'held' }, { content: 'orphan' }]);
    const [held = '', orphan = ''] = ids;
    const keys = openMemoryStore();
    const vault = fileVault(localFileStorage(dir), cipher, keys);
    expect(await vault.removeOrphans(async () => new Set([held]), NOW)).toBe(1);
    expect(readdirSync(dir)).toEqual([`${held}.bin`]);
    expect(await keys.findFileKey(orphan)).toBeUndefined();
    expect(await text((await vault.open(held, NOW))?.stream ?? Readable.from([]))).toBe('held');
  });
});

describePg("moving an earlier version's file marks into PostgreSQL", () => {
  const database = useTestDatabase('file marks');
  it("dates each row by its object's time in whole milliseconds, as a directory's clock gives fractions", async () => {
    const { dir, ids } = legacyDir([{ content: 'a', goneAt: NOW + 0.5 }]);
    const keys = await openPostgresStore({ url: database.url(), instanceKey: TEST_KEY });
    try {
      expect(await adoptFileMarks(localFileStorage(dir), keys)).toBe(1);
      const row = await keys.findFileKey(ids[0] ?? '');
      expect(Number.isInteger(row?.writtenAt)).toBe(true);
      expect(row?.retiredUntil).toBe(Math.trunc(NOW));
    } finally {
      await keys.close();
    }
  });
});
