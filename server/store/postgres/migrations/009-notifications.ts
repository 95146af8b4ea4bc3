import type { Migration } from './index.ts';

/**
 * Owners' notification settings (one row per user) and the feed of their pushes' events; both go
 * with their user. The feed is read in (created_at, id) order with ids compared byte by byte
 * (COLLATE "C"), as the embedded store compares them, whatever the database's own collation.
 */
const sql = `
CREATE TABLE notification_settings (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  events text[] NOT NULL,
  by_email boolean NOT NULL,
  webhook_url text,
  webhook_secret text,
  webhook_format text,
  updated_at bigint NOT NULL,
  -- A webhook is all three or none.
  CHECK ((webhook_url IS NULL) = (webhook_secret IS NULL) AND (webhook_url IS NULL) = (webhook_format IS NULL))
);
CREATE TABLE notifications (
  id text COLLATE "C" PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event text NOT NULL,
  url_token text NOT NULL,
  name text NOT NULL,
  kind text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX notifications_feed ON notifications (user_id, created_at, id);
CREATE INDEX notifications_created_at ON notifications (created_at);
`;

export const notifications: Migration = { version: 9, name: 'notifications', sql };
