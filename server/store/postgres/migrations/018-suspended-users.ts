import type { Migration } from './index.ts';

/**
 * Suspended accounts, and the indexes of the administrators' listing of every push (newest first,
 * all of them or one owner's). Suspending takes the administrators' lock of migration 005, so the
 * last administrator still able to sign in cannot be suspended by two administrators at once, and
 * revokes in the same transaction what lets the user in: the API token, browser tokens, sessions.
 * A suspended administrator no longer counts as one who could stay, for demotion and removal alike.
 */
const sql = `
ALTER TABLE users ADD COLUMN suspended boolean NOT NULL DEFAULT false;

CREATE INDEX pushes_newest ON pushes (created_at DESC, id DESC);
CREATE INDEX pushes_owner_newest ON pushes (owner_id, created_at DESC, id DESC);

-- 'done', 'last_admin' or 'unknown', as UserRules.setUserSuspended decides it.
CREATE FUNCTION set_user_suspended(p_id text, p_suspended boolean) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  current users;
BEGIN
  PERFORM lock_administrators();
  SELECT * INTO current FROM users WHERE id = p_id;
  IF NOT FOUND THEN
    RETURN 'unknown';
  END IF;
  IF NOT p_suspended THEN
    UPDATE users SET suspended = false WHERE id = p_id;
    RETURN 'done';
  END IF;
  IF current.admin AND NOT EXISTS (SELECT 1 FROM users WHERE admin AND NOT suspended AND id <> p_id) THEN
    RETURN 'last_admin';
  END IF;
  UPDATE users SET suspended = true, token_hash = NULL WHERE id = p_id;
  DELETE FROM device_tokens WHERE user_id = p_id;
  DELETE FROM sessions WHERE user_id = p_id;
  RETURN 'done';
END
$$;

CREATE OR REPLACE FUNCTION set_user_admin(p_id text, p_admin boolean) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  current boolean;
BEGIN
  PERFORM lock_administrators();
  SELECT admin INTO current FROM users WHERE id = p_id;
  IF NOT FOUND THEN
    RETURN 'unknown';
  END IF;
  IF current = p_admin THEN
    RETURN 'done';
  END IF;
  IF NOT p_admin AND NOT EXISTS (SELECT 1 FROM users WHERE admin AND NOT suspended AND id <> p_id) THEN
    RETURN 'last_admin';
  END IF;
  UPDATE users SET admin = p_admin WHERE id = p_id;
  RETURN 'done';
END
$$;

CREATE OR REPLACE FUNCTION remove_user_unless_last_admin(p_id text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  current boolean;
BEGIN
  PERFORM lock_administrators();
  SELECT admin INTO current FROM users WHERE id = p_id;
  IF NOT FOUND THEN
    RETURN 'unknown';
  END IF;
  IF current AND NOT EXISTS (SELECT 1 FROM users WHERE admin AND NOT suspended AND id <> p_id) THEN
    RETURN 'last_admin';
  END IF;
  DELETE FROM users WHERE id = p_id;
  RETURN 'done';
END
$$;
`;

export const suspendedUsers: Migration = { version: 18, name: 'suspended users, every push listed', sql };
