import type { DeliveryChannel, DeliveryOutcome, DeliveryRecord } from '../records.ts';
import { StoreConflictError } from '../store-conflict.ts';
import {
  DELIVERY_COLUMNS,
  type DeliveryRow,
  deliveryFromRow,
  deliveryValues,
  outcomeValues,
} from './delivery-rows.ts';
import type { Query } from './push-queries.ts';

const FIELDS = DELIVERY_COLUMNS.join(', ');
const INSERT_VALUES = DELIVERY_COLUMNS.map((column, i) =>
  // A user removed meanwhile leaves the delivery with none, as their removal leaves their others.
  column === 'user_id' ? `(SELECT id FROM users WHERE id = $${i + 1})` : `$${i + 1}`,
).join(', ');

const S = {
  insert: {
    name: 'sp_insert_delivery',
    text: `INSERT INTO deliveries (${FIELDS}) VALUES (${INSERT_VALUES})`,
  },
  // One statement: rows another claim holds are skipped, never waited for, and never handed out twice.
  // A destination (deliveryDestination) held by a claim is passed over, and each gives only its
  // first due row: two claims at once pick the same row of a destination, so only one holds it.
  // $4 null takes every channel.
  claimDue: {
    name: 'sp_claim_due_deliveries_by_destination',
    text: `UPDATE deliveries SET claimed_until = $1::bigint + $3::bigint
      WHERE id IN (
        SELECT id FROM deliveries
        WHERE id IN (
          SELECT id FROM (
            SELECT id, row_number() OVER (
                PARTITION BY channel, COALESCE(user_id || ' ' || recipient, id)
                ORDER BY attempts > 0, next_attempt_at, created_at, seq) AS place
            FROM deliveries due
            WHERE status = 'pending' AND next_attempt_at <= $1::bigint
              AND (claimed_until IS NULL OR claimed_until <= $1::bigint)
              AND ($4::text[] IS NULL OR channel = ANY ($4::text[]))
              AND (user_id IS NULL OR NOT EXISTS (
                SELECT 1 FROM deliveries held
                WHERE held.user_id = due.user_id AND held.channel = due.channel
                  AND held.recipient = due.recipient AND held.status = 'pending'
                  AND held.claimed_until > $1::bigint))
          ) firsts
          WHERE place = 1)
        AND status = 'pending' AND (claimed_until IS NULL OR claimed_until <= $1::bigint)
        ORDER BY attempts > 0, next_attempt_at, created_at, seq
        LIMIT $2
        FOR UPDATE SKIP LOCKED)
      RETURNING seq, ${FIELDS}`,
  },
  // Only a pending one: a worker whose lease ran out cannot undo what the one after it recorded.
  finish: {
    name: 'sp_finish_delivery',
    text: `UPDATE deliveries SET attempts = attempts + 1, claimed_until = NULL, status = $2,
      next_attempt_at = COALESCE($3, next_attempt_at), last_error = $4, done_at = $5
      WHERE id = $1 AND status = 'pending'`,
  },
  find: { name: 'sp_find_delivery', text: `SELECT ${FIELDS} FROM deliveries WHERE id = $1` },
  listUser: {
    name: 'sp_list_user_deliveries',
    text: `SELECT ${FIELDS} FROM deliveries WHERE user_id = $1 ORDER BY created_at DESC, seq DESC LIMIT $2`,
  },
  removeDone: {
    name: 'sp_remove_done_deliveries',
    text: `DELETE FROM deliveries WHERE status <> 'pending' AND done_at < $1`,
  },
};

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function failure(error: unknown): { code?: string; constraint?: string } {
  return error as { code?: string; constraint?: string };
}

const byDue = (a: DeliveryRow, b: DeliveryRow) =>
  Number(a.attempts > 0) - Number(b.attempts > 0) ||
  Number(a.next_attempt_at) - Number(b.next_attempt_at) ||
  Number(a.created_at) - Number(b.created_at) ||
  Number(a.seq) - Number(b.seq);

/** The delivery methods of the port, each one statement. */
export function deliveryQueries(query: Query) {
  const insert = async (delivery: DeliveryRecord): Promise<void> => {
    try {
      await query(S.insert, deliveryValues(delivery));
    } catch (error) {
      const { code, constraint } = failure(error);
      if (code === UNIQUE_VIOLATION && constraint === 'deliveries_pkey')
        throw new StoreConflictError('That delivery id is taken.');
      // Its user went between the look-up and the check: it goes with no user, as if it had gone before.
      if (
        code === FOREIGN_KEY_VIOLATION &&
        constraint === 'deliveries_user_id_fkey' &&
        delivery.userId !== null
      )
        return insert({ ...delivery, userId: null });
      throw error;
    }
  };
  return {
    insertDelivery: insert,
    claimDueDeliveries: async (
      now: number,
      limit: number,
      leaseMs: number,
      channels?: readonly DeliveryChannel[],
    ) => {
      const values = [now, Math.max(limit, 0), leaseMs, channels ?? null];
      const { rows } = await query<DeliveryRow>(S.claimDue, values);
      // RETURNING keeps no order: put them back in the order they were chosen.
      rows.sort(byDue);
      return rows.map(deliveryFromRow);
    },
    finishDelivery: async (id: string, outcome: DeliveryOutcome, now: number): Promise<void> => {
      await query(S.finish, [id, ...outcomeValues(outcome, now)]);
    },
    findDelivery: async (id: string) => {
      const row = (await query<DeliveryRow>(S.find, [id])).rows[0];
      return row === undefined ? undefined : deliveryFromRow(row);
    },
    listUserDeliveries: async (userId: string, limit: number) =>
      (await query<DeliveryRow>(S.listUser, [userId, Math.max(limit, 0)])).rows.map(deliveryFromRow),
    removeDoneDeliveries: async (before: number) => (await query(S.removeDone, [before])).rowCount ?? 0,
  };
}
