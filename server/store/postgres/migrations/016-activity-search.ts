import type { Migration } from './index.ts';

/**
 * What the activity log's search walks (postgres/activity-search-queries.ts): for each filter, an
 * index of the kept entries with that value in sequence order, so a page of 50 newest first reads
 * about 50 index entries whatever the log's size. The address's index compares bytes, so a prefix
 * of an address is a range of it; the time's serves a narrow range with no other filter.
 */
const sql = `
CREATE INDEX activity_log_actor ON activity_log (actor_id, seq) WHERE NOT removed;
CREATE INDEX activity_log_target ON activity_log (target_kind, target_id, seq) WHERE NOT removed;
CREATE INDEX activity_log_event ON activity_log (event, seq) WHERE NOT removed;
CREATE INDEX activity_log_category ON activity_log (category, seq) WHERE NOT removed;
CREATE INDEX activity_log_address ON activity_log (address text_pattern_ops, seq) WHERE NOT removed;
CREATE INDEX activity_log_at ON activity_log (at, seq) WHERE NOT removed;
`;

export const activitySearch: Migration = { version: 16, name: 'activity-search', sql };
