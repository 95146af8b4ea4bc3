import { createHash } from 'node:crypto';
import type { ActivityEntry, NewActivity } from '../activity-store.ts';

/** The digest the first entry chains to: fixed, so a log's start needs no secret to check. */
export const ACTIVITY_GENESIS = createHash('sha256').update('secret-push activity log v1').digest('hex');

/** An entry's plain fields, time to outcome, in the one order the chain and the database's columns share. */
export const activityFields = (entry: NewActivity): unknown[] => [
  entry.at,
  entry.category,
  entry.event,
  entry.actor.kind,
  entry.actor.id,
  entry.actor.name,
  entry.address,
  entry.browser,
  entry.target?.kind ?? null,
  entry.target?.id ?? null,
  entry.outcome,
];

/** Every field of an entry but its number and the digest before it, in one fixed order, details by sorted key. */
export function activityBody(entry: NewActivity): string {
  const details = Object.keys(entry.details)
    .sort()
    .map((key) => [key, entry.details[key] ?? null]);
  return JSON.stringify([...activityFields(entry), details]).slice(1, -1);
}

/**
 * The entry as one JSON array: its number, its body, the digest before it. The same entry encodes
 * to the same text on every adapter, after a migration and in an export; PostgreSQL builds the
 * same text around the body in the append's statement (postgres/activity-queries.ts).
 */
export function canonicalActivity(seq: number, entry: NewActivity, prevDigest: string): string {
  return `[${seq},${activityBody(entry)},${JSON.stringify(prevDigest)}]`;
}

/** SHA-256 over the canonical encoding, in hex: no key, so anyone holding an export can check it. */
export function activityDigest(seq: number, entry: NewActivity, prevDigest: string): string {
  return createHash('sha256')
    .update(canonicalActivity(seq, entry, prevDigest))
    .digest('hex');
}

/** The entry numbered `seq`, chained after the entry whose digest is `prevDigest`. */
export function chainActivity(seq: number, entry: NewActivity, prevDigest: string): ActivityEntry {
  return { ...entry, seq, prevDigest, digest: activityDigest(seq, entry, prevDigest) };
}

/** What retention leaves of an entry kept as a link: its place in the chain, nothing said. */
export function activityLink(entry: ActivityEntry): ActivityEntry {
  return {
    seq: entry.seq,
    at: entry.at,
    category: entry.category,
    event: '',
    actor: { kind: 'anonymous', id: null, name: null },
    address: null,
    browser: null,
    target: null,
    outcome: entry.outcome,
    details: {},
    prevDigest: entry.prevDigest,
    digest: entry.digest,
    removed: true,
  };
}
