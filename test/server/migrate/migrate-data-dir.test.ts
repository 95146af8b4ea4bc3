import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSetupLink } from '../../../server/accounts/invitations.ts';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { fileVault } from '../../../server/files/file-vault.ts';
import { localFileStorage } from '../../../server/files/local-file-storage.ts';
import { checkInstanceKey } from '../../../server/store/key-check.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import {
  type MigrateOptions,
  migrateDataDir,
} from '../../../server/store/postgres/import/migrate-data-dir.ts';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { type PopulatedDataDir, populatedDataDir } from './populated-data-dir.ts';

const migrate = (source: PopulatedDataDir, url: string, more: Partial<MigrateOptions> = {}) => {
  const lines: string[] = [];
  const done = migrateDataDir({
    dataDir: source.dataDir,
    instanceKey: source.instanceKey,
    url,
    filesFrom: join(source.dataDir, 'files'),
    filesTo: join(source.dataDir, 'files'),
    log: (line) => lines.push(line),
    ...more,
  });
  return { done, lines };
};

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const migrationMark = async (url: string) =>
  (await query<{ value: string }>(url, "SELECT value FROM meta WHERE key = 'migration'"))[0]?.value;

describePg('secret-push migrate into PostgreSQL', () => {
  let source: PopulatedDataDir;
  beforeAll(async () => {
    source = await populatedDataDir();
  });

  describe('from a populated embedded store', () => {
    const filesTo = mkdtempSync(join(tmpdir(), 'migrated-files-'));
    afterAll(() => rmSync(filesTo, { recursive: true, force: true }));

    it('moves every push, audit entry, user, second factor, session, invitation, one-time record, browser token, delivery, notification setting, notification, request and file, and the PostgreSQL store reads them as the embedded store held them', async () => {
      const audits = source.audits.flat();
      // The store holds what the migration must carry: expiries by owner and viewer, a counted entry.
      expect(audits.filter((a) => a.expiredBy !== undefined).map((a) => a.expiredBy)).toEqual(
        expect.arrayContaining(['owner', 'viewer']),
      );
      expect(audits.some((a) => a.count === 2)).toBe(true);
      expect(source.records.some((r) => r?.passphrase !== null)).toBe(true);
      const url = await createTestDatabase('migrate all');

      // Three pushes a transaction: the owners' lists must keep their order across transactions.
      const { done, lines } = migrate(source, url, { filesTo, pushesPerTransaction: 3 });
      expect(await done).toEqual({
        pushes: source.tokens.length,
        auditEntries: audits.length,
        users: 3,
        secondFactors: 1,
        sessions: 1,
        invitations: 1,
        oneTimes: 1,
        deviceTokens: 1,
        apiKeys: 1,
        deliveries: 1,
        notificationSettings: 1,
        notifications: 1,
        requests: 2,
        fileKeys: 1,
        files: 1,
      });
      expect(lines[0]).toBe(
        `Read ${source.tokens.length} pushes, ${audits.length} audit entries, 3 users, 1 second factor, 1 session, ` +
          `1 invitation, 1 one-time record, 1 browser token, 1 API key, 1 delivery, 1 user's notification settings, ` +
          `1 notification, 2 requests, 1 file key, 1 file from ${source.dataDir}.`,
      );
      expect(lines.filter((line) => line.startsWith('  pushes:'))).toEqual([
        `  pushes: 3 of ${source.tokens.length}`,
        `  pushes: 6 of ${source.tokens.length}`,
        `  pushes: 8 of ${source.tokens.length}`,
      ]);
      expect(await migrationMark(url)).toBeUndefined();

      const store = await openPostgresStore({ url, instanceKey: source.instanceKey });
      try {
        for (const [i, token] of source.tokens.entries()) {
          expect(await store.findPush(token)).toEqual(source.records[i]);
          expect(await store.auditLog(token, { offset: 0, limit: 1000 })).toEqual(source.audits[i]);
        }
        expect(await store.listUsers()).toEqual(source.users);
        for (const user of source.users) {
          expect(await store.findUserByEmail(user.email.toUpperCase())).toEqual(user);
          if (user.tokenHash !== null) expect(await store.findUserByTokenHash(user.tokenHash)).toEqual(user);
        }
        const { alice, listing, alicesLive, alicesExpired } = source.owners;
        expect(await store.listByOwner(alice.id, listing)).toEqual(alicesLive);
        expect(await store.listByOwner(alice.id, { ...listing, expired: true })).toEqual(alicesExpired);
        expect(source.session).toBeDefined();
        expect(await store.findSession(source.session?.idHash ?? '')).toEqual(source.session);
        expect(source.users.filter((user) => user.totp !== undefined)).toHaveLength(1);
        expect(source.users.filter((user) => user.suspended === true).map((user) => user.email)).toEqual([
          'carol@example.com',
        ]);
        expect(await store.listInvitations()).toEqual(source.invitations);
        expect(await store.findOneTime(source.oneTime.hash, 'reset', listing.now)).toEqual(source.oneTime);
        expect(await store.listDeviceTokens(alice.id)).toEqual([source.browser.record]);
        expect(await store.findDeviceToken(source.browser.record.tokenHash)).toEqual(source.browser.record);
        const bob = source.users.find((user) => user.email === 'bob@example.com');
        expect(await store.listUserDeliveries(bob?.id ?? '', 10)).toEqual([source.delivery]);
        expect(await store.findNotificationSettings(alice.id)).toEqual(source.notificationSettings);
        const feed = await store.listNotifications(alice.id, { createdAt: 0, id: '' }, 10);
        expect(feed).toEqual([source.notification]);
        expect(source.requests.map((request) => request.state)).toEqual(['open', 'answered']);
        expect(await store.listRequests(alice.id, { now: listing.now, offset: 0, limit: 10 })).toEqual(
          source.requests,
        );
        const [open] = source.requests;
        expect(await store.findRequest(open?.urlToken ?? '')).toEqual(open);
        // The open one's link still takes its answer after the move.
        expect((await store.answerRequest(open?.urlToken ?? '', 'sealed:answer', listing.now))?.outcome).toBe(
          'answered',
        );
        const cipher = aesGcmCipher(source.instanceKey);
        await expect(checkInstanceKey(store, cipher)).resolves.toBeUndefined();
        await expect(checkInstanceKey(store, aesGcmCipher(randomBytes(32)))).rejects.toThrow(/another key/);
      } finally {
        await store.close();
      }

      const file = source.records.find((r) => r?.kind === 'file')?.files[0];
      // The file's own key came with the store's rows: the blob alone came to FILES_DIR.
      expect(readdirSync(filesTo)).toEqual([`${file?.id}.bin`]);
      const keys = await openPostgresStore({ url, instanceKey: source.instanceKey });
      try {
        const vault = fileVault(localFileStorage(filesTo), aesGcmCipher(source.instanceKey), keys);
        const opened = await vault.open(file?.id ?? '', Date.now());
        if (opened === undefined) throw new Error('the migrated file is not readable');
        expect(opened.file).toEqual(file);
        expect(await text(opened.stream)).toBe('ssh-ed25519 AAAA migrated');
      } finally {
        await keys.close();
      }
    });

    it('refuses to migrate again into the database it filled, and leaves it as it was', async () => {
      const url = await createTestDatabase('migrate twice');
      await migrate(source, url).done;
      const before = await query(url, 'SELECT count(*) AS n FROM audits');

      const again = migrate(source, url);
      await expect(again.done).rejects.toMatchObject({
        name: 'TargetNotEmptyError',
        message:
          'The database is not empty: it holds pushes, users, sessions, invitations, one-time records, browser tokens, deliveries, ' +
          'notification settings, notifications, requests, file keys. ' +
          'Migrate only into an empty database.',
      });
      expect(await query(url, 'SELECT count(*) AS n FROM audits')).toEqual(before);
      expect(await migrationMark(url)).toBeUndefined();
    });
  });

  it('refuses a database a server has already put a user in', async () => {
    const url = await createTestDatabase('migrate user');
    const store = await openPostgresStore({ url, instanceKey: source.instanceKey });
    await store.insertUser({
      id: 'u1',
      email: 'dave@example.com',
      tokenHash: null,
      passwordHash: null,
      admin: false,
      createdAt: 1,
    });
    await store.close();
    await expect(migrate(source, url).done).rejects.toThrow('The database is not empty: it holds users.');
  });

  it('takes a database a server started on once with the same key, and refuses one set up with another key', async () => {
    for (const [key, works] of [
      [source.instanceKey, true],
      [randomBytes(32), false],
    ] as const) {
      const url = await createTestDatabase('migrate key');
      const store = await openPostgresStore({ url, instanceKey: key });
      await checkInstanceKey(store, aesGcmCipher(key));
      // A server that started on the empty database printed a setup link: that is no record to refuse.
      expect(await issueSetupLink(store, 'start-1', Date.now())).toBeDefined();
      await store.close();
      const { done } = migrate(source, url);
      if (works) await expect(done).resolves.toMatchObject({ pushes: source.tokens.length });
      else await expect(done).rejects.toThrow(/set up with another instance key than this data directory's/);
    }
  });

  it('leaves its mark when it stops halfway: the store refuses to open the database, and migrate refuses it too', async () => {
    const url = await createTestDatabase('migrate halfway');
    const failing = migrate(source, url, {
      beforeCheck: async () => {
        throw new Error('connection lost');
      },
    });
    await expect(failing.done).rejects.toThrow('connection lost');
    expect(await migrationMark(url)).toBe('in progress');

    await expect(openPostgresStore({ url, instanceKey: source.instanceKey })).rejects.toMatchObject({
      name: 'DatabaseStateError',
      message: expect.stringMatching(/half-done/),
    });
    await expect(migrate(source, url).done).rejects.toThrow(
      'The database holds a migration that did not finish. Drop the database (or create a new, empty one) and run secret-push migrate again.',
    );
  });

  it('says which counts differ and keeps its mark when the database lost rows and a second factor before the check', async () => {
    const url = await createTestDatabase('migrate lost row');
    const audits = source.audits.flat().length;
    const { done } = migrate(source, url, {
      beforeCheck: async (pool) => {
        await pool.query('DELETE FROM audits WHERE seq = (SELECT max(seq) FROM audits)');
        await pool.query('UPDATE users SET totp_secret = NULL');
        await pool.query('DELETE FROM one_time_records');
        await pool.query('DELETE FROM device_tokens');
        await pool.query('DELETE FROM api_keys');
        await pool.query('DELETE FROM deliveries');
        await pool.query('DELETE FROM notification_settings');
        await pool.query('DELETE FROM notifications');
        await pool.query('DELETE FROM requests WHERE answer_token IS NULL');
      },
    });
    await expect(done).rejects.toMatchObject({
      name: 'MigrationCountError',
      message: expect.stringContaining(
        `not done:\n  audit entries: ${audits} in the data directory, ${audits - 1} in the target\n` +
          '  second factors: 1 in the data directory, 0 in the target\n' +
          '  one-time records: 1 in the data directory, 0 in the target\n' +
          '  browser tokens: 1 in the data directory, 0 in the target\n' +
          '  API keys: 1 in the data directory, 0 in the target\n' +
          '  deliveries: 1 in the data directory, 0 in the target\n' +
          "  users' notification settings: 1 in the data directory, 0 in the target\n" +
          '  notifications: 1 in the data directory, 0 in the target\n' +
          '  requests: 2 in the data directory, 1 in the target\n',
      ),
    });
    expect(await migrationMark(url)).toBe('in progress');
  });

  it('refuses while a server holds the data directory, before it touches the database', async () => {
    const url = await createTestDatabase('migrate locked');
    const server = await openLowdbStore({ dataDir: source.dataDir, instanceKey: source.instanceKey });
    try {
      await expect(migrate(source, url).done).rejects.toMatchObject({ name: 'StoreLockedError' });
    } finally {
      await server.close();
    }
    expect(await query(url, "SELECT to_regclass('schema_migrations') AS t")).toEqual([{ t: null }]);
  });
});

describePg('secret-push migrate and the files of file pushes', () => {
  it('says the files count differs and keeps its mark when a pushed file is missing from FILES_DIR', async () => {
    const source = await populatedDataDir();
    const file = source.records.find((r) => r?.kind === 'file')?.files[0];
    rmSync(join(source.dataDir, 'files', `${file?.id}.bin`));
    const url = await createTestDatabase('migrate missing file');
    const filesTo = mkdtempSync(join(tmpdir(), 'migrated-files-'));
    await expect(migrate(source, url, { filesTo }).done).rejects.toThrow(
      /not done:\n {2}files: 1 in the data directory, 0 in the target\n.*drop the database and migrate again/s,
    );
    expect(await migrationMark(url)).toBe('in progress');
  });
});
