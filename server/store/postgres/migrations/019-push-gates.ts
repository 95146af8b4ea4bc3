import type { Migration } from './index.ts';

/**
 * A push's gate (who may open it), sealed under the instance key like its passphrase: it names
 * the recipient's address. Null for every push made before, which stay open to whoever holds the link.
 * An audit entry of the gate says how it let a reader through, or which step kept them out.
 */
const sql = `
ALTER TABLE pushes ADD COLUMN gate text;
ALTER TABLE audits ADD COLUMN detail text;
`;

export const pushGates: Migration = { version: 19, name: 'push gates', sql };
