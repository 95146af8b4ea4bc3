import type { AuditMeta, AuditRecord, ExpiredBy, ListedPush, PushRecord } from './records.ts';

/** How one read of a push went; `push` is what that reader may see (the payload is still there on a last view). */
export interface Claim {
  outcome: 'view' | 'owner_view' | 'failed_view';
  push: PushRecord;
  /** The record before this claim purged it, when this claim expired the push (files to remove, say). */
  expiredNow: PushRecord | null;
}

/** An owner's changes to a live push: name plain (adapters seal it at rest), note and passphrase sealed. */
export type PushEdit = Pick<
  PushRecord,
  | 'name'
  | 'note'
  | 'passphrase'
  | 'retrievalStep'
  | 'deletableByViewer'
  | 'expireAfterDays'
  | 'expiresAt'
  | 'expireAfterViews'
>;

/** `push` is the record after an edit, or as it was when the edit was refused. */
export interface EditResult {
  outcome: 'edited' | 'expired' | 'past_limits';
  push: PushRecord;
}

/** Pushes in the store, "active" judged at a time, limits included. */
export interface PushCounts {
  active: number;
  expired: number;
}

export interface ListQuery {
  expired: boolean;
  now: number;
  offset: number;
  limit: number;
}

/** A page of every push of the instance, for its administrators. */
export interface AllPushesQuery {
  /** A user's pushes, or (null) the anonymous ones; every push when omitted. */
  ownerId?: string | null;
  /** Judged at `now`, limits included, as the owner's listing judges it. */
  state: 'active' | 'expired' | 'all';
  now: number;
  /** The last push of the page before: this page starts after it. */
  after?: { createdAt: number; urlToken: string };
  limit: number;
}

/** Where pushes and their audit are kept; the contract of port.ts holds for every method. */
export interface PushStore {
  insertPush(push: PushRecord, creation: AuditMeta, now: number): Promise<void>;
  findPush(urlToken: string): Promise<PushRecord | undefined>;
  /**
   * One read: a push past its days or views expires now and the read logs `failed_view` (counted);
   * an owner's read logs `owner_view` (not counted); anyone else's logs `view`, counts, and expires
   * the push when it was the last allowed view. Undefined for an unknown token. A claim whose
   * `signal` has aborted before the claim is made (while it waits for its turn, say) changes nothing
   * and rejects with the signal's reason.
   */
  claimView(
    urlToken: string,
    by: { owner: boolean; audit: AuditMeta },
    now: number,
    options?: { signal?: AbortSignal },
  ): Promise<Claim | undefined>;
  /**
   * Applies an owner's edit and logs `edit`. Changes nothing when the push is expired at `now`
   * (`expired`), or when the edit's own limits would be past at `now`: views not above those
   * already counted, or an expiry not after `now` (`past_limits`). Undefined for an unknown token.
   */
  updatePush(
    urlToken: string,
    edit: PushEdit,
    audit: AuditMeta,
    now: number,
  ): Promise<EditResult | undefined>;
  /** Logs what a push's gate did for a reader (`detail`, see AuditRecord); nothing for a push that is not there. */
  logGate(urlToken: string, entry: GateEntry, audit: AuditMeta, now: number): Promise<void>;
  /** Logs a `failed_passphrase` entry; not a view. */
  logFailedPassphrase(urlToken: string, audit: AuditMeta, now: number): Promise<void>;
  /**
   * Expires a push (logging `expire`, with `expiredBy` when given, unless it already was); returns
   * the record as it was before.
   */
  expirePush(
    urlToken: string,
    by: { deleted: boolean; audit: AuditMeta; expiredBy?: ExpiredBy },
    now: number,
  ): Promise<{ before: PushRecord; after: PushRecord } | undefined>;
  /**
   * Gives every push of `fromId` active at `now` to `toId` (as a removed user's pushes are handed to
   * a colleague): the new owner lists, reads and manages them from then on. Returns how many.
   */
  handOverPushes(fromId: string, toId: string, now: number): Promise<number>;
  /** An owner's pushes, newest first, without payloads; "expired" is judged at `now`, limits included. */
  listByOwner(ownerId: string, query: ListQuery): Promise<ListedPush[]>;
  /**
   * Every push of the instance matching the query, without payloads, newest first (pushes made in
   * the same millisecond in an order each adapter keeps), paged by the last one seen, not by offset.
   */
  listAllPushes(query: AllPushesQuery): Promise<ListedPush[]>;
  /** Newest first, as Password Pusher pages it: `offset` counts back from the latest entry. */
  auditLog(urlToken: string, page: { offset: number; limit: number }): Promise<AuditRecord[]>;
  /**
   * Expires every push whose days have run out; returns them as they were before. When the store
   * was opened with a purge age, it then deletes pushes (and their audit) expired longer ago than that,
   * telling `purged` the url tokens of those it deleted (so the deletion can be recorded).
   */
  expireDue(now: number, purged?: (urlTokens: string[]) => void): Promise<PushRecord[]>;
  /** The ids of the files stored pushes still hold (an expired push holds none); any other file is an orphan. */
  heldFileIds(): Promise<Set<string>>;
  /** Counts every stored push; a full walk or scan, for the admin page. */
  countPushes(now: number): Promise<PushCounts>;
}

/** An audit entry of a push's gate: who it let through, or which step kept a reader out. */
export interface GateEntry {
  kind: 'gate_passed' | 'failed_gate';
  detail: string;
}
