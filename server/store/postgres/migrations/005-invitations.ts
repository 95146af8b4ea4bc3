import type { Migration } from './index.ts';

/**
 * One-time links that make users (invitations and the first-run setup link), each user's last
 * sign-in, and the functions that keep the instance an administrator. Every change that could take
 * the last administrator away, or make the first one, holds one transaction-level advisory lock, so
 * two of them at once (on any server of the database) are judged one after the other.
 */
const sql = `
ALTER TABLE users ADD COLUMN last_sign_in_at bigint;

CREATE TABLE invitations (
  token_hash text PRIMARY KEY,
  -- Null for the setup link, which names no address.
  email text,
  admin boolean NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  start_id text
);
CREATE UNIQUE INDEX invitations_email ON invitations (email) WHERE email IS NOT NULL;

CREATE FUNCTION lock_administrators() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('secret-push administrators'))
$$;

-- 'done', 'last_admin' or 'unknown', as StoreRules.setUserAdmin decides it.
CREATE FUNCTION set_user_admin(p_id text, p_admin boolean) RETURNS text LANGUAGE plpgsql AS $$
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
  IF NOT p_admin AND NOT EXISTS (SELECT 1 FROM users WHERE admin AND id <> p_id) THEN
    RETURN 'last_admin';
  END IF;
  UPDATE users SET admin = p_admin WHERE id = p_id;
  RETURN 'done';
END
$$;

CREATE FUNCTION remove_user_unless_last_admin(p_id text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  current boolean;
BEGIN
  PERFORM lock_administrators();
  SELECT admin INTO current FROM users WHERE id = p_id;
  IF NOT FOUND THEN
    RETURN 'unknown';
  END IF;
  IF current AND NOT EXISTS (SELECT 1 FROM users WHERE admin AND id <> p_id) THEN
    RETURN 'last_admin';
  END IF;
  DELETE FROM users WHERE id = p_id;
  RETURN 'done';
END
$$;

-- 'created', 'unknown' or 'taken', as StoreRules.acceptInvitation decides it.
CREATE FUNCTION accept_invitation(
  p_token_hash text, p_now bigint, p_id text, p_email text, p_email_key text, p_user_token_hash text,
  p_password_hash text, p_created_at bigint
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  i invitations;
  address text;
  address_key text;
BEGIN
  PERFORM lock_administrators();
  SELECT * INTO i FROM invitations WHERE token_hash = p_token_hash FOR UPDATE;
  IF NOT FOUND OR i.expires_at <= p_now THEN
    RETURN 'unknown';
  END IF;
  IF i.email IS NULL AND EXISTS (SELECT 1 FROM users) THEN
    RETURN 'unknown';
  END IF;
  -- An invitation's address is stored as its key (trimmed, lower-cased by the caller).
  address := coalesce(i.email, p_email);
  address_key := coalesce(i.email, p_email_key);
  IF EXISTS (SELECT 1 FROM users WHERE email_key = address_key) THEN
    RETURN 'taken';
  END IF;
  INSERT INTO users (id, email, email_key, token_hash, password_hash, created_at, admin)
    VALUES (p_id, address, address_key, p_user_token_hash, p_password_hash, p_created_at, i.admin);
  DELETE FROM invitations WHERE token_hash = p_token_hash OR (i.email IS NULL AND email IS NULL);
  RETURN 'created';
END
$$;

-- As StoreRules.issueSetupLink decides it.
CREATE FUNCTION issue_setup_link(
  p_token_hash text, p_created_at bigint, p_expires_at bigint, p_start_id text
) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_administrators();
  IF EXISTS (SELECT 1 FROM users) THEN
    DELETE FROM invitations WHERE email IS NULL;
    RETURN false;
  END IF;
  IF EXISTS (SELECT 1 FROM invitations WHERE email IS NULL AND start_id = p_start_id) THEN
    RETURN false;
  END IF;
  DELETE FROM invitations WHERE email IS NULL;
  INSERT INTO invitations (token_hash, email, admin, created_at, expires_at, start_id)
    VALUES (p_token_hash, NULL, true, p_created_at, p_expires_at, p_start_id);
  RETURN true;
END
$$;
`;

export const invitations: Migration = { version: 5, name: 'invitations', sql };
