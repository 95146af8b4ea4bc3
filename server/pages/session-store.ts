import { randomBytes } from 'node:crypto';

export interface WebSession {
  id: string;
  userId: string;
  /** The password hash the session was opened with: a new password ends the session. */
  passwordHash: string;
  /** The CSRF token of this session's forms. */
  csrf: string;
  expiresAt: number;
}

/** How long a web sign-in lasts; the API token, not the session, is what tools use. */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;

const newId = () => randomBytes(32).toString('base64url');

/**
 * Web sign-in sessions, kept in memory: a restart signs everyone out, which is acceptable for
 * a page used to fetch an API token. Ids are 256 random bits and never logged.
 */
export class SessionStore {
  readonly #sessions = new Map<string, WebSession>();

  constructor(private readonly now: () => number) {}

  create(userId: string, passwordHash: string): WebSession {
    this.prune();
    const session = {
      id: newId(),
      userId,
      passwordHash,
      csrf: newId(),
      expiresAt: this.now() + SESSION_LIFETIME_MS,
    };
    this.#sessions.set(session.id, session);
    return session;
  }

  find(id: string): WebSession | undefined {
    const session = this.#sessions.get(id);
    if (session === undefined) return undefined;
    if (session.expiresAt <= this.now()) {
      this.#sessions.delete(id);
      return undefined;
    }
    return session;
  }

  end(id: string): void {
    this.#sessions.delete(id);
  }

  prune(): void {
    const at = this.now();
    for (const [id, s] of this.#sessions) if (s.expiresAt <= at) this.#sessions.delete(id);
  }
}

export const newCsrfToken = newId;
