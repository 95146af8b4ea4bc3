import type { Migration } from './index.ts';

/**
 * The instance's policy as an administrator saved it, one row a rule (its value as JSON), and every
 * change made to it. A change's `seq` counts the changes: the largest is the policy's version, which
 * each server reads to know whether its copy is still current.
 */
const sql = `
CREATE TABLE policy_rules (
  rule text PRIMARY KEY,
  value text NOT NULL
);
CREATE TABLE policy_changes (
  seq bigserial PRIMARY KEY,
  rule text NOT NULL,
  from_value text NOT NULL,
  to_value text NOT NULL,
  user_id text,
  user_email text,
  at bigint NOT NULL
);
`;

export const policy: Migration = { version: 13, name: 'policy', sql };
