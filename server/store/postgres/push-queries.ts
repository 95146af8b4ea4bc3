import type pg from 'pg';
import type { AtRestCodec } from '../durable/at-rest.ts';
import type { Claim, ListQuery } from '../port.ts';
import type { AuditMeta, AuditRecord, ExpiredBy, PushRecord } from '../records.ts';
import { StoreConflictError, StoreRules } from '../store-rules.ts';
import { StoreState } from '../store-state.ts';
import { type AuditRow, auditFromRow, type PushRow, pushFromRow, pushValues } from './push-rows.ts';
import {
  AUDIT_LOG,
  CLAIM_VIEW,
  EXPIRE_DUE,
  EXPIRE_PUSH,
  FIND_PUSH,
  HELD_FILE_IDS,
  INSERT_PUSH,
  LIST_EXPIRED_BY_OWNER,
  LIST_LIVE_BY_OWNER,
  LOG_FAILED_PASSPHRASE,
  PURGE_EXPIRED,
} from './push-statements.ts';

/** Runs one statement; the store wraps it so a lost connection becomes StoreUnavailableError. */
export type Query = <R extends pg.QueryResultRow>(
  statement: { name: string; text: string },
  values: unknown[],
) => Promise<pg.QueryResult<R>>;

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function auditParams(audit: AuditMeta, now: number): unknown[] {
  return [audit.ip, audit.userAgent, audit.referrer, now, audit.count ?? null];
}

/** The push methods of the port, each one round trip. */
export function pushQueries(query: Query, codec: AtRestCodec, purgeAfterMs: number | null) {
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

  async function one(urlToken: string, rows: PushRow[]): Promise<PushRecord | undefined> {
    const row = rows[0];
    return row === undefined ? undefined : pushFromRow(codec, row, urlToken);
  }

  return {
    async insertPush(push: PushRecord, creation: AuditMeta, now: number): Promise<void> {
      try {
        await query(INSERT_PUSH, [...pushValues(codec, push), ...auditParams(creation, now)]);
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION)
          throw new StoreConflictError('That url token is taken.');
        throw error;
      }
    },

    async findPush(urlToken: string): Promise<PushRecord | undefined> {
      return one(urlToken, (await query<PushRow>(FIND_PUSH, [codec.digest(urlToken)])).rows);
    },

    async claimView(
      urlToken: string,
      by: { owner: boolean; audit: AuditMeta },
      now: number,
    ): Promise<Claim | undefined> {
      const { rows } = await query<PushRow>(CLAIM_VIEW, [
        codec.digest(urlToken),
        by.owner,
        now,
        by.audit.ip,
        by.audit.userAgent,
        by.audit.referrer,
        by.audit.count ?? null,
      ]);
      const before = await one(urlToken, rows);
      return before && byTheRules(before, (rules) => rules.claimView(urlToken, by, now));
    },

    async logFailedPassphrase(urlToken: string, audit: AuditMeta, now: number): Promise<void> {
      try {
        await query(LOG_FAILED_PASSPHRASE, [codec.digest(urlToken), ...auditParams(audit, now)]);
      } catch (error) {
        // The push was purged between the statement's look and its write: as if it were not there.
        if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
      }
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
      const before = await one(urlToken, rows);
      return before && byTheRules(before, (rules) => rules.expirePush(urlToken, by, now));
    },

    async listByOwner(ownerId: string, q: ListQuery): Promise<PushRecord[]> {
      const statement = q.expired ? LIST_EXPIRED_BY_OWNER : LIST_LIVE_BY_OWNER;
      const { rows } = await query<PushRow>(statement, [ownerId, q.now, q.offset, q.limit]);
      return rows.map((row) => pushFromRow(codec, row));
    },

    async auditLog(urlToken: string, page: { offset: number; limit: number }): Promise<AuditRecord[]> {
      const { rows } = await query<AuditRow>(AUDIT_LOG, [codec.digest(urlToken), page.offset, page.limit]);
      return rows.map(auditFromRow);
    },

    async expireDue(now: number): Promise<PushRecord[]> {
      const { rows } = await query<PushRow>(EXPIRE_DUE, [now]);
      if (purgeAfterMs !== null) await query(PURGE_EXPIRED, [now - purgeAfterMs]);
      return rows.map((row) => pushFromRow(codec, row));
    },

    async heldFileIds(): Promise<Set<string>> {
      const { rows } = await query<{ id: string }>(HELD_FILE_IDS, []);
      return new Set(rows.map((row) => row.id));
    },
  };
}
