import type { Migration } from './index.ts';

/**
 * The shared counters (server/store/postgres/postgres-counters.ts): keys are keyed digests, times epoch
 * milliseconds. UNLOGGED: a count is worth a window of minutes, so it costs no write-ahead log on
 * every request; a crash of the database server empties them (a clean restart keeps them).
 */
const sql = `
CREATE UNLOGGED TABLE counter_attempts (
  key bytea PRIMARY KEY,
  -- The times of the attempts counted within the window, at most the limit of them.
  times bigint[] NOT NULL,
  -- When the newest of them leaves its window: the sweep deletes the row then.
  stale_at bigint NOT NULL
);
CREATE INDEX counter_attempts_stale_at ON counter_attempts (stale_at);

CREATE UNLOGGED TABLE counter_hits (
  key bytea PRIMARY KEY,
  -- The end of the one window counted: a hit in a later window starts it again from 1.
  window_end bigint NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX counter_hits_window_end ON counter_hits (window_end);
`;

export const countersSchema: Migration = { version: 2, name: 'shared counters', sql };
