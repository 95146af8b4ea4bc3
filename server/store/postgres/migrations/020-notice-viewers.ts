import type { Migration } from './index.ts';

/**
 * Who opened a gated push, as its owner's feed tells it: sealed under the instance key, since it
 * names the reader's address. Null for every event before, and for views no gate stood before.
 */
const sql = `
ALTER TABLE notifications ADD COLUMN viewer text;
`;

export const noticeViewers: Migration = { version: 20, name: 'notice viewers', sql };
