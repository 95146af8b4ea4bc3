import type { DeliveryChannel, DeliveryOutcome, DeliveryRecord } from '../records.ts';
import type { PushValue } from './push-rows.ts';

/** How deliveries lie in PostgreSQL (migration 008). */

export const DELIVERY_COLUMNS = [
  'id',
  'channel',
  'user_id',
  'kind',
  'recipient',
  'payload',
  'created_at',
  'attempts',
  'next_attempt_at',
  'status',
  'last_error',
  'claimed_until',
  'done_at',
] as const;

export function deliveryValues(delivery: DeliveryRecord): PushValue[] {
  return [
    delivery.id,
    delivery.channel,
    delivery.userId,
    delivery.kind,
    delivery.recipient,
    delivery.payload,
    delivery.createdAt,
    delivery.attempts,
    delivery.nextAttemptAt,
    delivery.status,
    delivery.lastError,
    delivery.claimedUntil,
    delivery.doneAt,
  ];
}

export interface DeliveryRow {
  id: string;
  seq: string;
  channel: string;
  user_id: string | null;
  kind: string;
  recipient: string;
  payload: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  status: string;
  last_error: string | null;
  claimed_until: string | null;
  done_at: string | null;
}

export function deliveryFromRow(row: DeliveryRow): DeliveryRecord {
  return {
    id: row.id,
    channel: row.channel as DeliveryChannel,
    userId: row.user_id,
    kind: row.kind,
    recipient: row.recipient,
    payload: row.payload,
    createdAt: Number(row.created_at),
    attempts: row.attempts,
    nextAttemptAt: Number(row.next_attempt_at),
    status: row.status as DeliveryRecord['status'],
    lastError: row.last_error,
    claimedUntil: row.claimed_until === null ? null : Number(row.claimed_until),
    doneAt: row.done_at === null ? null : Number(row.done_at),
  };
}

/** A try's outcome as the finishing statement's status, next try (null keeps it), error and time done. */
export function outcomeValues(outcome: DeliveryOutcome, now: number): PushValue[] {
  switch (outcome.status) {
    case 'delivered':
      return ['delivered', null, null, now];
    case 'failed':
      return ['failed', null, outcome.error, now];
    case 'pending':
      return ['pending', outcome.nextAttemptAt, outcome.error, null];
  }
}
