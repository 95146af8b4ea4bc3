import type { Migration } from './index.ts';

/**
 * A request's gate (who may answer it), sealed under the instance key like its passphrase: it names
 * the answerer's address. Null for every request made before, which anyone holding the link may answer.
 */
const sql = `
ALTER TABLE requests ADD COLUMN gate text;
`;

export const requestGates: Migration = { version: 21, name: 'request gates', sql };
