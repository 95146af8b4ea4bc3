import type { Migration } from './index.ts';

/** The language a user chose for pages; null follows the browser, as every user did before. */
const sql = `
ALTER TABLE users ADD COLUMN language text;
`;

export const userLanguage: Migration = { version: 6, name: 'user language', sql };
