import type { Migration } from './index.ts';

/**
 * Each stored file's own key (in `meta`, sealed under the instance key) and its retirement mark,
 * kept here rather than beside its blob in file storage: deleting the row leaves every copy of the
 * blob unreadable. `written_at` lets the orphan sweep spare rows another server just wrote; the
 * sweep of retired files reads only the marked rows.
 */
const sql = `
CREATE TABLE file_keys (
  id text PRIMARY KEY,
  meta text NOT NULL,
  written_at bigint NOT NULL,
  retired_until bigint
);
CREATE INDEX file_keys_retired ON file_keys (retired_until) WHERE retired_until IS NOT NULL;
`;

export const fileKeys: Migration = { version: 12, name: 'file keys', sql };
