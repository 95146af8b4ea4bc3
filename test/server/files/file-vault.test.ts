import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import type { FileStorage } from '../../../server/files/file-storage.ts';
import { fileVault } from '../../../server/files/file-vault.ts';
import { localFileStorage } from '../../../server/files/local-file-storage.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import { TEST_KEY } from '../store/fixtures.ts';

const cipher = aesGcmCipher(TEST_KEY);
const NOW = 1_700_000_000_000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'file-vault-'));
  dirs.push(dir);
  return dir;
};

/** Storage that keeps a copy of everything put into it, to look at what leaves the vault. */
function recording(storage: FileStorage) {
  const puts: { key: string; content: Buffer }[] = [];
  const recorded: FileStorage = {
    ...storage,
    async put(key, content) {
      const whole = Buffer.concat(await content.toArray());
      puts.push({ key, content: whole });
      await storage.put(key, Readable.from([whole]));
    },
  };
  return { recorded, puts };
}

describe('the file vault over file storage', () => {
  it('opens a file that an earlier version wrote to its directory once its sealed key is moved into the store', async () => {
    const dir = tempDir();
    const id = randomBytes(16).toString('base64url');
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const encrypt = createCipheriv('aes-256-gcm', key, iv);
    const content = 'written before file storage had a port';
    writeFileSync(join(dir, `${id}.bin`), Buffer.concat([encrypt.update(content), encrypt.final()]));
    const meta = {
      filename: 'old.txt',
      contentType: 'text/plain',
      size: content.length,
      key: key.toString('base64'),
      iv: iv.toString('base64'),
      tag: encrypt.getAuthTag().toString('base64'),
    };
    writeFileSync(join(dir, `${id}.meta`), cipher.seal(JSON.stringify(meta)));

    const keys = openMemoryStore();
    const vault = fileVault(localFileStorage(dir), cipher, keys);
    // The orphan sweep at start moves the earlier version's marks into the store before it judges any blob.
    expect(await vault.removeOrphans(async () => new Set([id]), NOW)).toBe(0);
    const opened = await vault.open(id, NOW);
    expect(opened?.file).toEqual({
      id,
      filename: 'old.txt',
      contentType: 'text/plain',
      size: content.length,
    });
    expect(await text(opened?.stream ?? Readable.from([]))).toBe(content);
    await vault.retire([id], NOW + 1000);
    expect(await keys.findFileKey(id)).toMatchObject({ id, retiredUntil: NOW + 1000 });
    expect(readdirSync(dir)).toEqual([`${id}.bin`]);
  });

  it('hands storage only encrypted bytes, under keys that carry neither the file name nor its type', async () => {
    const { recorded, puts } = recording(localFileStorage(tempDir()));
    const keys = openMemoryStore();
    const vault = fileVault(recorded, cipher, keys);
    const saved = await vault.save(Readable.from([Buffer.from('the plain secret content')]), {
      filename: 'payroll-2026.xlsx',
      contentType: 'application/vnd.ms-excel',
    });
    await vault.retire([saved.id], NOW);
    // The blob alone leaves: its key and its retirement stay in the store, sealed.
    expect(puts.map((p) => p.key)).toEqual([`${saved.id}.bin`]);
    const row = await keys.findFileKey(saved.id);
    for (const content of [...puts.map((p) => p.content.toString('latin1')), row?.meta ?? '']) {
      for (const clear of ['the plain secret content', 'payroll', 'excel'])
        expect(content).not.toContain(clear);
    }
    expect(await text((await vault.open(saved.id, NOW - 1))?.stream ?? Readable.from([]))).toBe(
      'the plain secret content',
    );
  });

  it('stops reading an upload when storage fails to keep it, and stores nothing of it', async () => {
    const dir = tempDir();
    const local = localFileStorage(dir);
    const failing: FileStorage = {
      ...local,
      async put(_key, content) {
        for await (const _ of content) throw new Error('no space left on the device');
      },
    };
    // An upload still arriving: it never ends by itself.
    const upload = new Readable({ read() {} });
    upload.push(Buffer.from('first part'));
    const keys = openMemoryStore();
    await expect(
      fileVault(failing, cipher, keys).save(upload, { filename: 'a.txt', contentType: 'text/plain' }),
    ).rejects.toThrow('no space left on the device');
    expect(upload.destroyed).toBe(true);
    expect(await local.list()).toEqual([]);
    expect(await keys.listFileKeys()).toEqual([]);
  });

  it('leaves a copy of the blob taken before removal unreadable: the store holds no key for it any more', async () => {
    const dir = tempDir();
    const keys = openMemoryStore();
    const vault = fileVault(localFileStorage(dir), cipher, keys);
    const saved = await vault.save(Readable.from([Buffer.from('kept in a backup')]), {
      filename: 'a.txt',
      contentType: 'text/plain',
    });
    const backup = readFileSync(join(dir, `${saved.id}.bin`));
    await vault.remove([saved.id]);
    expect(readdirSync(dir)).toEqual([]);
    expect(await keys.findFileKey(saved.id)).toBeUndefined();
    expect(await keys.listFileKeys()).toEqual([]);
    // The backup put back where it was: nothing opens it.
    writeFileSync(join(dir, `${saved.id}.bin`), backup);
    expect(await vault.open(saved.id, NOW)).toBeUndefined();
    expect(await vault.describe(saved.id, NOW)).toBeUndefined();
  });

  it('saves the blob before its row: a row never names a blob that is not whole', async () => {
    const dir = tempDir();
    const keys = openMemoryStore();
    const local = localFileStorage(dir);
    const order: string[] = [];
    const watched: FileStorage = {
      ...local,
      async put(key, content) {
        await local.put(key, content);
        order.push(`put ${key}`);
      },
    };
    const vault = fileVault(watched, cipher, {
      ...keys,
      putFileKey: async (record) => {
        order.push(`row ${record.id}`);
        return keys.putFileKey(record);
      },
    });
    const saved = await vault.save(Readable.from([Buffer.from('x')]), {
      filename: 'a',
      contentType: 'text/plain',
    });
    expect(order).toEqual([`put ${saved.id}.bin`, `row ${saved.id}`]);
  });
});
