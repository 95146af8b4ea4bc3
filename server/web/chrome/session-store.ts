import { createHash } from 'node:crypto';
import { pooledRandomBytes } from '../../crypto/random-pool.ts';
import type { SessionRecord } from '../../store/records.ts';
import type { SignInStore } from '../../store/sign-in-store.ts';

/** A signed-in visitor's session; `id` is the cookie's value and is never stored. */
export interface WebSession extends SessionRecord {
  id: string;
  /** The CSRF token of this session's forms, derived from the id so it need not be stored. */
  csrf: string;
  /** How long a session just made lasts: its cookie's max-age. */
  lifetimeMs?: number;
}

/** How long a web sign-in lasts unless the policy says otherwise; the API token, not the session, is what tools use. */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;

const newId = () => pooledRandomBytes(32).toString('base64url');
/** Labelled digests: the stored key, the CSRF token and the password tag never equal one another. */
const digest = (label: string, value: string) => createHash('sha256').update(`${label}\n${value}`).digest();

export const sessionIdHash = (id: string) => digest('session id', id).toString('hex');
export const passwordTag = (passwordHash: string) => digest('password', passwordHash).toString('base64url');

/**
 * Web sign-in sessions, kept through the storage port so a restart signs no one out. The store
 * holds only a digest of each id; ids are 256 random bits and never logged.
 */
export class SessionStore {
  /** `lifetimeMs`: how long a new session lasts, as the policy in force says (`sessionHours`). */
  constructor(
    private readonly store: SignInStore,
    private readonly now: () => number,
    private readonly lifetimeMs: () => Promise<number> = async () => SESSION_LIFETIME_MS,
  ) {}

  /** `via: 'sso'` marks a single sign-on: the provider's factors stand for ours. */
  async create(userId: string, passwordHash: string, via?: 'sso'): Promise<WebSession> {
    const id = newId();
    const lifetimeMs = await this.lifetimeMs();
    const record: SessionRecord = {
      idHash: sessionIdHash(id),
      userId,
      passwordTag: passwordTag(passwordHash),
      expiresAt: this.now() + lifetimeMs,
      ...(via === undefined ? {} : { via }),
    };
    await this.store.insertSession(record);
    return { ...withId(record, id), lifetimeMs };
  }

  /** The live session a cookie names; an expired one is removed as it is found. */
  async find(id: string): Promise<WebSession | undefined> {
    const record = await this.store.findSession(sessionIdHash(id));
    if (record === undefined) return undefined;
    if (record.expiresAt <= this.now()) {
      await this.store.removeSession(record.idHash);
      return undefined;
    }
    return withId(record, id);
  }

  async end(session: SessionRecord): Promise<void> {
    await this.store.removeSession(session.idHash);
  }

  /** Removes every expired session; run it with the expiry sweep. */
  sweep(): Promise<number> {
    return this.store.removeExpiredSessions(this.now());
  }
}

function withId(record: SessionRecord, id: string): WebSession {
  return { ...record, id, csrf: digest('csrf', id).toString('base64url') };
}

export const newCsrfToken = newId;
