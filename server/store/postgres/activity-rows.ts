import { activityFields } from '../activity/activity-chain.ts';
import type { ActivityCategory, ActivityDetail, ActivityEntry } from '../activity-store.ts';

/** The columns of an entry, in the order `activityValues` gives them. */
export const ACTIVITY_COLUMNS = [
  'seq',
  'at',
  'category',
  'event',
  'actor_kind',
  'actor_id',
  'actor_name',
  'address',
  'browser',
  'target_kind',
  'target_id',
  'outcome',
  'details',
  'prev_digest',
  'digest',
  'removed',
] as const;

export const activityValues = (entry: ActivityEntry): unknown[] => [
  entry.seq,
  ...activityFields(entry),
  JSON.stringify(entry.details),
  entry.prevDigest,
  entry.digest,
  entry.removed === true,
];

export interface ActivityRow {
  seq: string;
  at: string;
  category: string;
  event: string;
  actor_kind: string;
  actor_id: string | null;
  actor_name: string | null;
  address: string | null;
  browser: string | null;
  target_kind: string | null;
  target_id: string | null;
  outcome: string;
  details: Record<string, ActivityDetail>;
  prev_digest: string;
  digest: string;
  removed: boolean;
}

/** A row as the port gives it: read as stored, so a row changed by hand shows as changed. */
export function activityFromRow(row: ActivityRow): ActivityEntry {
  const entry: ActivityEntry = {
    seq: Number(row.seq),
    at: Number(row.at),
    category: row.category as ActivityCategory,
    event: row.event,
    actor: { kind: row.actor_kind as ActivityEntry['actor']['kind'], id: row.actor_id, name: row.actor_name },
    address: row.address,
    browser: row.browser,
    target: row.target_kind === null ? null : { kind: row.target_kind, id: row.target_id ?? '' },
    outcome: row.outcome as ActivityEntry['outcome'],
    details: row.details,
    prevDigest: row.prev_digest,
    digest: row.digest,
  };
  return row.removed ? { ...entry, removed: true } : entry;
}
