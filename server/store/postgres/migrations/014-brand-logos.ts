import type { Migration } from './index.ts';

/** Uploaded logos by their content's name; the brand's fields that name them live in policy_rules. */
const sql = `
CREATE TABLE brand_logos (
  name text PRIMARY KEY,
  type text NOT NULL,
  bytes bytea NOT NULL
);
`;

export const brandLogos: Migration = { version: 14, name: 'brand-logos', sql };
