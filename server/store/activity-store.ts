/** What kind of event an entry is; each kind has its own retention. */
export type ActivityCategory = 'push' | 'security' | 'admin' | 'request';

export const ACTIVITY_CATEGORIES: readonly ActivityCategory[] = ['push', 'security', 'admin', 'request'];

/** Who acted: a signed-in user, a token by its name, somebody unknown, or the server itself. */
export interface ActivityActor {
  kind: 'user' | 'api_token' | 'browser_token' | 'api_key' | 'anonymous' | 'server';
  /** The user's (or token's) id; null for anonymous visitors and the server. */
  id: string | null;
  /** Its display name or address at the time, so the entry still reads after the user is gone. */
  name: string | null;
}

/** What was acted on, by a non-secret id: never a push's url token. */
export interface ActivityTarget {
  kind: string;
  id: string;
}

/** A detail's value: small and flat, so an allow-list can judge every one. */
export type ActivityDetail = string | number | boolean | null;

/** One event as a recorder hands it to the store. */
export interface NewActivity {
  at: number;
  category: ActivityCategory;
  /** The event's name, such as `policy.changed` or `sign_in.failed`. */
  event: string;
  actor: ActivityActor;
  /** The client's address and browser (user agent) as the request gave them; null when none. */
  address: string | null;
  browser: string | null;
  target: ActivityTarget | null;
  outcome: 'success' | 'failure';
  details: Record<string, ActivityDetail>;
}

/** An entry as kept: numbered, and chained to the one before by its digest (activity/activity-chain.ts). */
export interface ActivityEntry extends NewActivity {
  seq: number;
  prevDigest: string;
  digest: string;
  /**
   * Retention removed its content while an older entry of a category kept longer still stands: its
   * link (number, time, category and digests) stays so the chain still reads, the rest is emptied.
   */
  removed?: true;
}

/** Where the kept log starts: the last entry retention removed (seq 0 and the genesis value when none). */
export interface ActivityCheckpoint {
  seq: number;
  digest: string;
}

/**
 * What a search of the log asks for; every field given must hold. Links retention left are never found.
 */
export interface ActivityFilter {
  /** Entries this user did (the actor's id) or that were done to them (a target of kind `user`). */
  userId?: string;
  /** Entries about this push: a target of kind `push` with this id. */
  pushId?: string;
  /** Entries of one of these event names. */
  events?: readonly string[];
  category?: ActivityCategory;
  /** The client's address exactly, or every address starting with what comes before a final `*`. */
  address?: string;
  /** Entries at or after this time. */
  from?: number;
  /** Entries before this time. */
  to?: number;
}

/**
 * Which page of a search: the entries just older than `beforeSeq`, or (for a page back towards
 * the newest) the entries just newer than `afterSeq`; the newest when neither. Always newest first.
 */
export interface ActivityPageAsk {
  beforeSeq?: number;
  afterSeq?: number;
  limit: number;
}

/** The longest page a search answers: a caller asking for more gets this many. */
export const MAX_ACTIVITY_PAGE = 500;

/** Entries older than these times go, by category (a null keeps that category forever). */
export type ActivityCutoffs = Record<ActivityCategory, number | null>;

/**
 * The instance's activity log: append-only (no method changes an entry), each entry chained to the
 * one before, whatever number of processes append at once. The contract of port.ts holds.
 */
export interface ActivityStore {
  /** Numbers the entry after the newest, chains it, drops any detail the allow-list refuses, and keeps it. */
  appendActivity(entry: NewActivity): Promise<ActivityEntry>;
  /** Up to `limit` kept entries after sequence number `afterSeq`, oldest first. */
  readActivity(afterSeq: number, limit: number): Promise<ActivityEntry[]>;
  activityCheckpoint(): Promise<ActivityCheckpoint>;
  /**
   * The newest entry's number and digest as the store keeps them apart from the entries (PostgreSQL's
   * head row, which every append moves): entries cut off the end of the log no longer reach it.
   * The embedded store has nothing apart, and answers its newest entry.
   */
  activityHead(): Promise<ActivityCheckpoint>;
  /** Up to `page.limit` kept entries the filter finds, newest first, by sequence number from the page's cursor. */
  searchActivity(filter: ActivityFilter, page: ActivityPageAsk): Promise<ActivityEntry[]>;
  /**
   * Removes up to `limit` entries older than their category's cutoff, oldest first: an entry with
   * none kept before it goes whole and moves the checkpoint to it; another keeps only its link.
   * `more` says a next slice has work.
   */
  removeOldActivity(cutoffs: ActivityCutoffs, limit: number): Promise<{ removed: number; more: boolean }>;
}
