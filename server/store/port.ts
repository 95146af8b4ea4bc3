import type {
  AuditMeta,
  AuditRecord,
  DeliveryChannel,
  DeliveryOutcome,
  DeliveryRecord,
  DeviceTokenRecord,
  ExpiredBy,
  InvitationRecord,
  ListedPush,
  NotificationRecord,
  NotificationSettingsRecord,
  OneTimePurpose,
  OneTimeRecord,
  PushRecord,
  SessionRecord,
  TotpRecord,
  UserRecord,
} from './records.ts';
import type { RequestStore } from './request-records.ts';

/** How one read of a push went; `push` is what that reader may see (the payload is still there on a last view). */
export interface Claim {
  outcome: 'view' | 'owner_view' | 'failed_view';
  push: PushRecord;
  /** The record before this claim purged it, when this claim expired the push (files to remove, say). */
  expiredNow: PushRecord | null;
}

/** Whether the store takes writes now; `problem` says why not (a code such as ENOSPC, never data). */
export interface StoreHealth {
  writable: boolean;
  problem: string | null;
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

/** How a change that must leave the instance an administrator went. */
export type AdminGuarded = 'done' | 'last_admin' | 'unknown';

/** How using a one-time link went: `taken` when its e-mail is already a user's. */
export type InvitationUse = 'created' | 'unknown' | 'taken';

export interface ListQuery {
  expired: boolean;
  now: number;
  offset: number;
  limit: number;
}

/**
 * The storage contract. Every method that changes data resolves only once the change is durable.
 * Each mutation is atomic: concurrent calls never see a half-applied change. A method that cannot
 * reach its storage throws StoreUnavailableError (store-unavailable.ts) and has changed nothing.
 */
export interface Store extends RequestStore {
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
  /** An owner's pushes, newest first, without payloads; "expired" is judged at `now`, limits included. */
  listByOwner(ownerId: string, query: ListQuery): Promise<ListedPush[]>;
  /** Newest first, as Password Pusher pages it: `offset` counts back from the latest entry. */
  auditLog(urlToken: string, page: { offset: number; limit: number }): Promise<AuditRecord[]>;
  /**
   * Expires every push whose days have run out; returns them as they were before. When the store
   * was opened with a purge age, it then deletes pushes (and their audit) expired longer ago than that.
   */
  expireDue(now: number): Promise<PushRecord[]>;
  /** The ids of the files stored pushes still hold (an expired push holds none); any other file is an orphan. */
  heldFileIds(): Promise<Set<string>>;

  insertUser(user: UserRecord): Promise<void>;
  updateUser(user: UserRecord): Promise<void>;
  /** Removes a user; their browser tokens, one-time records, notification choices, feed and requests go with them (sessions and pushes stay). */
  removeUser(id: string): Promise<void>;
  findUserByEmail(email: string): Promise<UserRecord | undefined>;
  findUserByTokenHash(tokenHash: string): Promise<UserRecord | undefined>;
  findUserById(id: string): Promise<UserRecord | undefined>;
  listUsers(): Promise<UserRecord[]>;
  /**
   * Makes a user an administrator or takes it back, checked and changed as one step so two
   * demotions at once cannot both leave the instance without one: `last_admin` changes nothing.
   */
  setUserAdmin(id: string, admin: boolean): Promise<AdminGuarded>;
  /** Removes a user (not their sessions or pushes; their browser tokens and one-time records go too) unless they are the last administrator. */
  removeUserUnlessLastAdmin(id: string): Promise<AdminGuarded>;
  /** Records a web sign-in's time on the user. */
  noteSignIn(id: string, at: number): Promise<void>;
  /**
   * Sets the language a user chose for pages (a code of shared/languages.ts), or clears it (null:
   * pages follow the browser). The only writer of it: `updateUser` keeps it. False for no such user.
   */
  setUserLanguage(id: string, language: string | null): Promise<boolean>;
  /** Counts every stored push; a full walk or scan, for the admin page. */
  countPushes(now: number): Promise<PushCounts>;

  /** Stores an invitation; one for the same e-mail is replaced (its link stops working). */
  insertInvitation(invitation: InvitationRecord): Promise<void>;
  findInvitation(tokenHash: string): Promise<InvitationRecord | undefined>;
  /** Invitations to an e-mail (not the setup link), expired ones included, oldest first. */
  listInvitations(): Promise<InvitationRecord[]>;
  removeInvitation(tokenHash: string): Promise<void>;
  /**
   * Uses a one-time link unexpired at `now`: as one step, removes it and inserts `user` with the
   * link's e-mail (when it names one) and admin flag. A setup link works only while no user exists
   * (`unknown` otherwise), and using it removes every setup link.
   */
  acceptInvitation(tokenHash: string, user: UserRecord, now: number): Promise<InvitationUse>;
  /**
   * The first-run setup link of a server start, made as one step: true when `link` was stored now,
   * replacing any older setup link. False when a user exists (setup links are then removed) or when
   * one for the same `startId` is already there (another worker of this start made it).
   */
  issueSetupLink(link: InvitationRecord): Promise<boolean>;

  /** Web sign-in sessions, found by the digest of their id; the id itself never reaches the store. */
  insertSession(session: SessionRecord): Promise<void>;
  /** The session, expired or not: the caller judges its expiry. */
  findSession(idHash: string): Promise<SessionRecord | undefined>;
  removeSession(idHash: string): Promise<void>;
  /** Deletes every session expired at `now`; returns how many. */
  removeExpiredSessions(now: number): Promise<number>;
  /** Deletes every session of a user but the one kept (null: all of them); returns how many. */
  removeUserSessions(userId: string, keepIdHash: string | null): Promise<number>;

  /**
   * Sets a user's second factor, or removes it (null). The only writer of `totp` besides the two
   * below: `updateUser` keeps it. False for no such user.
   */
  setUserTotp(userId: string, totp: TotpRecord | null): Promise<boolean>;
  /**
   * Accepts a TOTP code's time step once, as one step: true (and the step recorded) only when it is
   * later than the last accepted one, so a code seen by two workers at once signs in once.
   */
  useTotpStep(userId: string, step: number): Promise<boolean>;
  /** Uses a backup code, as one step: true when the digest was the user's, and it is removed. */
  useBackupCode(userId: string, digest: string): Promise<boolean>;

  /** Stores a one-time record; one with the same hash is replaced. */
  insertOneTime(record: OneTimeRecord): Promise<void>;
  /** The record, when it has this purpose and is unexpired at `now`; it stays. */
  findOneTime(hash: string, purpose: OneTimePurpose, now: number): Promise<OneTimeRecord | undefined>;
  /**
   * Uses a record, as one step: removes it and returns it when it has this purpose and is unexpired
   * at `now`. Of two takes at once, one gets it. An expired record is removed and not returned.
   */
  takeOneTime(hash: string, purpose: OneTimePurpose, now: number): Promise<OneTimeRecord | undefined>;
  /** Removes a user's records of one purpose (older reset links when a new one is sent, say); returns how many. */
  removeUserOneTimes(userId: string, purpose: OneTimePurpose): Promise<number>;
  /** Deletes every one-time record expired at `now`; returns how many. */
  removeExpiredOneTimes(now: number): Promise<number>;

  insertDeviceToken(token: DeviceTokenRecord): Promise<void>;
  findDeviceToken(tokenHash: string): Promise<DeviceTokenRecord | undefined>;
  /** A user's browser tokens, oldest first. */
  listDeviceTokens(userId: string): Promise<DeviceTokenRecord[]>;
  /** Revokes one of a user's browser tokens; false when the user holds no token with this id. */
  removeDeviceToken(userId: string, id: string): Promise<boolean>;
  /** Records a use; callers write at most once a minute per token. */
  touchDeviceToken(id: string, at: number): Promise<void>;

  /** Queues a message to send. */
  insertDelivery(delivery: DeliveryRecord): Promise<void>;
  /**
   * Takes up to `limit` pending deliveries due at `now` that no one else holds, first tries before
   * retries and then oldest due first, as one step: each is held (`claimedUntil = now + leaseMs`) so
   * that no other worker takes it while the lease runs. A worker that dies leaves it to be taken
   * again once the lease is over. At most one per destination (deliveryDestination) is held at a
   * time: none is taken for a destination already held.
   * Only deliveries on `channels` are taken when given (those this worker can send); all when omitted.
   */
  claimDueDeliveries(
    now: number,
    limit: number,
    leaseMs: number,
    channels?: readonly DeliveryChannel[],
  ): Promise<DeliveryRecord[]>;
  /** Records a try: counts it, releases the hold, and sets the status (and next try, or the time it is done). */
  finishDelivery(id: string, outcome: DeliveryOutcome, now: number): Promise<void>;
  /** A user's deliveries, newest first. */
  listUserDeliveries(userId: string, limit: number): Promise<DeliveryRecord[]>;
  /** Deletes deliveries delivered or given up before `before`; returns how many. */
  removeDoneDeliveries(before: number): Promise<number>;

  /** A user's notification choices; undefined when they made none. */
  findNotificationSettings(userId: string): Promise<NotificationSettingsRecord | undefined>;
  /** Stores a user's choices, replacing any; false (nothing stored) for no such user. Removed with the user. */
  setNotificationSettings(settings: NotificationSettingsRecord): Promise<boolean>;
  /**
   * Adds an event to its user's feed; stores nothing for a user who no longer exists (a removed
   * owner's push still read). A second event with the same id throws StoreConflictError. Removed with the user.
   */
  insertNotification(notification: NotificationRecord): Promise<void>;
  /**
   * A user's feed after a point, oldest first: events created after `after`, or at `after` with an id
   * greater than `afterId` (so a reader that keeps the last one it saw misses none and sees none twice).
   */
  listNotifications(
    userId: string,
    after: { createdAt: number; id: string },
    limit: number,
  ): Promise<NotificationRecord[]>;
  /** Deletes feed events created before `before`; returns how many. */
  removeOldNotifications(before: number): Promise<number>;

  /** A sealed known value, to tell at start whether the instance key opens this store. */
  keyCheck(): Promise<string | null>;
  setKeyCheck(sealed: string): Promise<void>;

  /**
   * Runs `work` unless another process sharing this storage runs the same task now (the expiry
   * sweep, say), in which case it resolves undefined without running it. A store only one process
   * can open just runs it.
   */
  runAlone<T>(task: string, work: () => Promise<T>): Promise<T | undefined>;

  /**
   * Whether writes would succeed now. An adapter that lost its storage refuses writes until it has
   * recovered by itself; asking may also try that recovery at once. Cheap: load balancers poll it.
   */
  health(): Promise<StoreHealth>;

  close(): Promise<void>;
}
