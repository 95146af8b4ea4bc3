import type { Migration } from './index.ts';

/**
 * Where each sink of the activity stream (syslog, webhook) has come to: the last entry it took,
 * and the batch handed to it that it has not yet said it took. One row a sink, written by the one
 * process that streams to it at a time.
 */
const sql = `
CREATE TABLE activity_stream_cursors (
  sink text PRIMARY KEY,
  seq bigint NOT NULL,
  pending_id text,
  pending_seq bigint
);
`;

export const activityStreamCursors: Migration = { version: 17, name: 'activity-stream-cursors', sql };
