import type pg from 'pg';
import { Batcher, type Batching, DEFAULT_BATCHING } from '../../database/batcher.ts';
import type { AtRestCodec } from '../durable/at-rest.ts';
import { StoreConflictError, StoreRules } from '../memory/store-rules.ts';
import { StoreState } from '../memory/store-state.ts';
import type { Claim, EditResult, GateEntry, ListQuery, PushEdit } from '../push-store.ts';
import {
  type AuditMeta,
  type AuditRecord,
  type ExpiredBy,
  type ListedPush,
  listedPush,
  type PushRecord,
} from '../records.ts';
import { rememberingOpen } from './opened-memo.ts';
import {
  type AuditRow,
  auditFromRow,
  metaValues,
  type PushRow,
  pushFromRow,
  pushValues,
} from './push-rows.ts';
import {
  AUDIT_LOG,
  CLAIM_VIEWS,
  EXPIRE_DUE,
  EXPIRE_PUSH,
  FIND_PUSHES,
  HELD_FILE_IDS,
  INSERT_PUSHES,
  LIST_EXPIRED_BY_OWNERS,
  LIST_LIVE_BY_OWNERS,
  LOG_FAILED_PASSPHRASE,
  LOG_FAILED_PASSPHRASES,
  LOG_GATE,
  PURGE_EXPIRED,
  UPDATE_PUSH,
} from './push-statements.ts';

/** Runs one statement; the store wraps it so a lost connection becomes StoreUnavailableError. */
export type Query = <R extends pg.QueryResultRow>(
  statement: { name: string; text: string },
  values: unknown[],
) => Promise<pg.QueryResult<R>>;

const FOREIGN_KEY_VIOLATION = '23503';

function auditParams(audit: AuditMeta, now: number): unknown[] {
  return [audit.ip, audit.userAgent, audit.referrer, now, audit.count ?? null];
}

/** Rows of values as one array per column: the parameters of a batch statement. */
function columns(rows: unknown[][]): unknown[][] {
  const width = rows[0]?.length ?? 0;
  return Array.from({ length: width }, (_, i) => rows.map((row) => row[i]));
}

/** Url tokens and names a process keeps open for listings (opened-memo.ts): some 4 MB, 200 pages of 50. */
const REMEMBERED_OPENINGS = 20_000;

/** The push methods of the port, each one round trip; under load, calls of one kind share theirs. */
export function pushQueries(
  query: Query,
  codec: AtRestCodec,
  purgeAfterMs: number | null,
  batching: Batching = DEFAULT_BATCHING,
) {
  // Only listings remember what they opened: they show the same pages again, a read of one push does not.
  const listingCodec: AtRestCodec = { ...codec, open: rememberingOpen(codec.open, REMEMBERED_OPENINGS) };
  /**
   * The database changed the row as StoreRules decide (claim_view, expire_push); the answer is
   * derived from the row as it was before by those same rules, so it cannot differ from theirs.
   */
  function byTheRules<T>(before: PushRecord, step: (rules: StoreRules) => T): T {
    const state = new StoreState();
    state.apply({ t: 'push', push: before });
    const rules = new StoreRules(state);
    return rules.run(() => step(rules)).result;
  }

  /** The record of a row found by its url token, which the caller already holds. */
  const recordOf = (urlToken: string, row: PushRow | undefined): PushRecord | undefined =>
    row === undefined ? undefined : pushFromRow(codec, row, urlToken);

  const byId = (rows: PushRow[]) => new Map(rows.map((row) => [row.id, row]));
  const ids = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));

  const finds = new Batcher<string, PushRow | undefined>(async (wanted) => {
    const found = byId((await query<PushRow>(FIND_PUSHES, [wanted])).rows);
    return wanted.map((id) => found.get(id));
  }, batching);

  /** [id, ...push columns, ...creation audit]: whether the push was inserted (false: its id is taken). */
  const inserts = new Batcher<unknown[], boolean>(
    async (rows) => {
      const inserted = ids((await query<{ id: string }>(INSERT_PUSHES, columns(rows))).rows);
      return rows.map((row) => inserted.has(row[0] as string));
    },
    { ...batching, keyOf: (row) => row[0] as string },
  );

  /** [id, owner, now, ip, user agent, referrer, count]: the row as it was before, if the push is there. */
  const claims = new Batcher<unknown[], PushRow | undefined>(
    async (rows) => {
      const before = byId((await query<PushRow>(CLAIM_VIEWS, columns(rows))).rows);
      return rows.map((row) => before.get(row[0] as string));
    },
    { ...batching, keyOf: (row) => row[0] as string },
  );

  /** [owner, now, offset, limit] of live or of expired pushes: each call's page. */
  const listsOf = (statement: typeof LIST_LIVE_BY_OWNERS) =>
    new Batcher<unknown[], PushRow[]>(async (pages) => {
      const { rows } = await query<PushRow & { list_n: string }>(statement, columns(pages));
      const byPage = pages.map((): PushRow[] => []);
      for (const row of rows) byPage[Number(row.list_n) - 1]?.push(row);
      return byPage;
    }, batching);
  const liveLists = listsOf(LIST_LIVE_BY_OWNERS);
  const expiredLists = listsOf(LIST_EXPIRED_BY_OWNERS);

  /** [id, ip, user agent, referrer, at, count] */
  const failedPassphrases = new Batcher<unknown[], void>(async (rows) => {
    try {
      await query(LOG_FAILED_PASSPHRASES, columns(rows));
    } catch (error) {
      if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
      // A push was purged between the statement's look and its write: the others go one by one.
      await Promise.all(rows.map((row) => logOne(row)));
    }
    return rows.map(() => undefined);
  }, batching);

  async function logOne(row: unknown[]): Promise<void> {
    try {
      await query(LOG_FAILED_PASSPHRASE, row);
    } catch (error) {
      // The push was purged between the statement's look and its write: as if it were not there.
      if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
    }
  }

  return {
    async insertPush(push: PushRecord, creation: AuditMeta, now: number): Promise<void> {
      if (!(await inserts.call([...pushValues(codec, push), ...auditParams(creation, now)])))
        throw new StoreConflictError('That url token is taken.');
    },

    async findPush(urlToken: string): Promise<PushRecord | undefined> {
      return recordOf(urlToken, await finds.call(codec.digest(urlToken)));
    },

    async claimView(
      urlToken: string,
      by: { owner: boolean; audit: AuditMeta },
      now: number,
      claiming: { signal?: AbortSignal } = {},
    ): Promise<Claim | undefined> {
      const row = await claims.call(
        [
          codec.digest(urlToken),
          by.owner,
          now,
          by.audit.ip,
          by.audit.userAgent,
          by.audit.referrer,
          by.audit.count ?? null,
        ],
        claiming.signal,
      );
      const before = recordOf(urlToken, row);
      return before && byTheRules(before, (rules) => rules.claimView(urlToken, by, now));
    },

    async updatePush(
      urlToken: string,
      edit: PushEdit,
      audit: AuditMeta,
      now: number,
    ): Promise<EditResult | undefined> {
      const { rows } = await query<PushRow>(UPDATE_PUSH, [
        codec.digest(urlToken),
        codec.seal(edit.name),
        edit.note,
        edit.passphrase,
        edit.retrievalStep,
        edit.deletableByViewer,
        edit.expireAfterDays,
        edit.expiresAt,
        edit.expireAfterViews,
        now,
        ...metaValues(audit),
      ]);
      const before = recordOf(urlToken, rows[0]);
      return before && byTheRules(before, (rules) => rules.updatePush(urlToken, edit, audit, now));
    },

    async logGate(
      urlToken: string,
      { kind, detail }: GateEntry,
      audit: AuditMeta,
      now: number,
    ): Promise<void> {
      await query(LOG_GATE, [
        codec.digest(urlToken),
        kind,
        audit.ip,
        audit.userAgent,
        audit.referrer,
        now,
        detail,
      ]);
    },

    async logFailedPassphrase(urlToken: string, audit: AuditMeta, now: number): Promise<void> {
      await failedPassphrases.call([codec.digest(urlToken), ...auditParams(audit, now)]);
    },

    async expirePush(
      urlToken: string,
      by: { deleted: boolean; audit: AuditMeta; expiredBy?: ExpiredBy },
      now: number,
    ): Promise<{ before: PushRecord; after: PushRecord } | undefined> {
      const { rows } = await query<PushRow>(EXPIRE_PUSH, [
        codec.digest(urlToken),
        by.deleted,
        now,
        by.audit.ip,
        by.audit.userAgent,
        by.audit.referrer,
        by.audit.count ?? null,
        by.expiredBy ?? null,
      ]);
      const before = recordOf(urlToken, rows[0]);
      return before && byTheRules(before, (rules) => rules.expirePush(urlToken, by, now));
    },

    async listByOwner(ownerId: string, q: ListQuery): Promise<ListedPush[]> {
      const lists = q.expired ? expiredLists : liveLists;
      const rows = await lists.call([ownerId, q.now, q.offset, q.limit]);
      return rows.map((row) => listedPush(pushFromRow(listingCodec, row)));
    },

    async auditLog(urlToken: string, page: { offset: number; limit: number }): Promise<AuditRecord[]> {
      const { rows } = await query<AuditRow>(AUDIT_LOG, [codec.digest(urlToken), page.offset, page.limit]);
      return rows.map(auditFromRow);
    },

    async expireDue(now: number, purged?: (urlTokens: string[]) => void): Promise<PushRecord[]> {
      const { rows } = await query<PushRow>(EXPIRE_DUE, [now]);
      if (purgeAfterMs !== null) {
        const gone = await query<{ token: string }>(PURGE_EXPIRED, [now - purgeAfterMs]);
        if (gone.rows.length > 0) purged?.(gone.rows.map((row) => codec.open(row.token)));
      }
      return rows.map((row) => pushFromRow(codec, row));
    },

    async heldFileIds(): Promise<Set<string>> {
      const { rows } = await query<{ id: string }>(HELD_FILE_IDS, []);
      return new Set(rows.map((row) => row.id));
    },
  };
}
