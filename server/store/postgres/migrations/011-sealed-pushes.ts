import type { Migration } from './index.ts';

/**
 * Whether a push was made end-to-end sealed, so a listing (which reads no payload) can say so.
 * Pushes made before this migration are not known to be: their payloads are sealed under the
 * instance key, which the database cannot open.
 */
const sql = `
ALTER TABLE pushes ADD COLUMN sealed boolean NOT NULL DEFAULT false;
`;

export const sealedPushes: Migration = { version: 11, name: 'sealed pushes', sql };
