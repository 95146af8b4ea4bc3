import type { Migration } from './index.ts';

/** Administrators reach the admin pages; every user there before this migration is not one. */
const sql = `
ALTER TABLE users ADD COLUMN admin boolean NOT NULL DEFAULT false;
`;

export const userAdminFlag: Migration = { version: 4, name: 'user admin flag', sql };
