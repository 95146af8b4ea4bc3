import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { rotateKey } from '../../../server/admin/key-rotation.ts';
import { readConfig } from '../../../server/config.ts';
import { fileVault } from '../../../server/files/file-vault.ts';
import { localFileStorage } from '../../../server/files/local-file-storage.ts';
import { type DataStore, openDataStore } from '../../../server/open-data-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { totpRecord } from '../store/conformance-totp.ts';
import { pushRecord, T0, userRecord, visitor } from '../store/fixtures.ts';

const keyA = randomBytes(32).toString('hex');
const keyB = randomBytes(32).toString('hex');

/** A data directory (and, when given, a database) opened under a key and the keys it replaced. */
function opener(dir: string, databaseUrl?: string) {
  return (current: string, previous?: string) =>
    openDataStore(
      readConfig({
        DATA_DIR: dir,
        FILES_DIR: join(dir, 'files'),
        PWPUSH_MASTER_KEY: current,
        ...(previous === undefined ? {} : { PWPUSH_MASTER_KEY_PREVIOUS: previous }),
        ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
      }),
    );
}

const compactOf = (data: DataStore) => (data.compact === undefined ? {} : { compact: data.compact });

/** Writes one push (named, with a passphrase and a file), one user with a second factor, under `data`'s key. */
async function fill(data: DataStore, dir: string) {
  const vault = fileVault(localFileStorage(join(dir, 'files')), data.cipher, data.store);
  const file = await vault.save(Readable.from([Buffer.from('file bytes')]), {
    filename: 'plan.txt',
    contentType: 'text/plain',
  });
  const push = pushRecord({
    kind: 'file',
    name: 'Launch codes',
    payload: data.cipher.seal('the secret'),
    passphrase: data.cipher.seal('open sesame'),
    files: [{ ...file }],
  });
  await data.store.insertPush(push, visitor, T0);
  const user = userRecord({ totp: totpRecord({ secret: data.cipher.seal('JBSWY3DPEHPK3PXP') }) });
  await data.store.insertUser(user);
  return { push, user, fileId: file.id };
}

/** Everything `fill` wrote, read back and opened with `data`'s keys. */
async function readBack(data: DataStore, dir: string, filled: Awaited<ReturnType<typeof fill>>) {
  const push = await data.store.findPush(filled.push.urlToken);
  const user = await data.store.findUserById(filled.user.id);
  const vault = fileVault(localFileStorage(join(dir, 'files')), data.cipher, data.store);
  const opened = await vault.open(filled.fileId, T0);
  return {
    name: push?.name,
    filename: push?.files[0]?.filename,
    payload: push?.payload == null ? null : data.cipher.open(push.payload),
    passphrase: push?.passphrase == null ? null : data.cipher.open(push.passphrase),
    totp: user?.totp === undefined ? null : data.cipher.open(user.totp.secret),
    file: opened === undefined ? null : await text(opened.stream),
  };
}

const EXPECTED = {
  name: 'Launch codes',
  filename: 'plan.txt',
  payload: 'the secret',
  passphrase: 'open sesame',
  totp: 'JBSWY3DPEHPK3PXP',
  file: 'file bytes',
};

function rotationCases(name: string, makeUrl: () => Promise<string | undefined>) {
  describe(`key rotation on ${name}`, () => {
    let dir = '';
    afterEach(async () => {
      if (dir !== '') await rm(dir, { recursive: true, force: true });
    });

    it('opens what key A sealed with the ring [B, A], and with B alone once everything is re-sealed', async () => {
      dir = await mkdtemp(join(tmpdir(), 'rotation-'));
      const open = opener(dir, await makeUrl());
      const underA = await open(keyA);
      const filled = await fill(underA, dir);
      await underA.store.close();

      await expect(open(keyB)).rejects.toThrow(/does not open this/);
      const ring = await open(keyB, keyA);
      expect(await readBack(ring, dir, filled)).toEqual(EXPECTED);
      const done = await rotateKey({
        store: ring.store,
        ring: ring.cipher,
        files: localFileStorage(join(dir, 'files')),
        ...compactOf(ring),
        log: () => {},
        sliceSize: 1,
      });
      // The push, the user and the file's own key, which lives in the store.
      expect(done).toMatchObject({ resealed: 3, filesAdopted: 0, unreadable: 0, complete: true });
      await ring.store.close();

      const alone = await open(keyB);
      expect(await readBack(alone, dir, filled)).toEqual(EXPECTED);
      // Backup codes stay digested under the store's first key; links are signed under the new one.
      expect(alone.rootLinkKey.equals(underA.rootLinkKey)).toBe(true);
      expect(alone.linkKey.equals(underA.linkKey)).toBe(false);
      await alone.store.close();
      await expect(open(keyA)).rejects.toThrow(/does not open this/);
    });

    it('is stopped midway and run again, and only then lets key A go', async () => {
      dir = await mkdtemp(join(tmpdir(), 'rotation-'));
      const open = opener(dir, await makeUrl());
      const underA = await open(keyA);
      const filled = await fill(underA, dir);
      await underA.store.close();

      const first = await open(keyB, keyA);
      const deps = { files: localFileStorage(join(dir, 'files')), log: () => {}, sliceSize: 1 };
      const stopped = await rotateKey({
        ...deps,
        store: first.store,
        ring: first.cipher,
        stopAfterSlices: 1,
      });
      expect(stopped.complete).toBe(false);
      await first.store.close();
      // The key check is re-sealed last: a half-done rotation still needs key A.
      await expect(open(keyB)).rejects.toThrow(/does not open this/);

      const second = await open(keyB, keyA);
      const finished = await rotateKey({
        ...deps,
        store: second.store,
        ring: second.cipher,
        ...compactOf(second),
      });
      expect(finished.complete).toBe(true);
      expect(stopped.resealed + finished.resealed).toBe(3);
      const again = await rotateKey({
        ...deps,
        store: second.store,
        ring: second.cipher,
        ...compactOf(second),
      });
      expect(again).toMatchObject({ resealed: 0, filesAdopted: 0, complete: true });
      await second.store.close();

      const alone = await open(keyB);
      expect(await readBack(alone, dir, filled)).toEqual(EXPECTED);
      await alone.store.close();
    });

    it('moves the file keys an earlier version kept in file storage into the store, and re-seals them there', async () => {
      dir = await mkdtemp(join(tmpdir(), 'rotation-'));
      const open = opener(dir, await makeUrl());
      const underA = await open(keyA);
      const filled = await fill(underA, dir);
      // As an earlier version left it: the file's sealed key beside its blob, no row in the store.
      const row = await underA.store.findFileKey(filled.fileId);
      await writeFile(join(dir, 'files', `${filled.fileId}.meta`), row?.meta ?? '');
      await underA.store.removeFileKeys([filled.fileId]);
      await underA.store.close();

      const ring = await open(keyB, keyA);
      const done = await rotateKey({
        store: ring.store,
        ring: ring.cipher,
        files: localFileStorage(join(dir, 'files')),
        ...compactOf(ring),
        log: () => {},
        sliceSize: 1,
      });
      expect(done).toMatchObject({ resealed: 3, filesAdopted: 1, unreadable: 0, complete: true });
      expect(await readdir(join(dir, 'files'))).toEqual([`${filled.fileId}.bin`]);
      await ring.store.close();

      const alone = await open(keyB);
      expect(await readBack(alone, dir, filled)).toEqual(EXPECTED);
      await alone.store.close();
    });
  });
}

rotationCases('the embedded store', async () => undefined);
describePg('PostgreSQL', () => rotationCases('PostgreSQL', () => createTestDatabase('rotation')));
