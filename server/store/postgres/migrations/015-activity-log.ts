import { ACTIVITY_GENESIS } from '../../activity/activity-chain.ts';
import type { Migration } from './index.ts';

/**
 * The instance's activity log, one row an entry (a link retention left has `removed` set and its
 * content emptied), and one head row: the newest entry's number and digest, which every append
 * locks so appends from every process take their turn and the chain never forks, and the
 * checkpoint the kept log starts after.
 */
const sql = `
CREATE TABLE activity_log (
  seq bigint PRIMARY KEY,
  at bigint NOT NULL,
  category text NOT NULL,
  event text NOT NULL,
  actor_kind text NOT NULL,
  actor_id text,
  actor_name text,
  address text,
  browser text,
  target_kind text,
  target_id text,
  outcome text NOT NULL,
  details jsonb NOT NULL,
  prev_digest text NOT NULL,
  digest text NOT NULL,
  removed boolean NOT NULL DEFAULT false
);
CREATE INDEX activity_log_due ON activity_log (category, at) WHERE NOT removed;
CREATE INDEX activity_log_kept ON activity_log (seq) WHERE NOT removed;
CREATE TABLE activity_head (
  id int PRIMARY KEY CHECK (id = 1),
  seq bigint NOT NULL,
  digest text NOT NULL,
  checkpoint_seq bigint NOT NULL,
  checkpoint_digest text NOT NULL
);
INSERT INTO activity_head VALUES (1, 0, '${ACTIVITY_GENESIS}', 0, '${ACTIVITY_GENESIS}');
`;

export const activityLog: Migration = { version: 15, name: 'activity-log', sql };
