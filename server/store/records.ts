import type { PushKind } from '../../shared/kinds.ts';
import type { AuditKind } from '../../shared/wire.ts';

/** A push as stored. Times are epoch milliseconds; sealed fields are ciphertext (see server/crypto). */
export interface PushRecord {
  urlToken: string;
  kind: PushKind;
  ownerId: string | null;
  expireAfterDays: number;
  expireAfterViews: number;
  expiresAt: number;
  retrievalStep: boolean;
  deletableByViewer: boolean | null;
  name: string;
  createdAt: number;
  updatedAt: number;
  expired: boolean;
  expiredOn: number | null;
  deleted: boolean;
  /** `view` and `failed_view` entries so far. */
  countedViews: number;
  /** Sealed payload; null once expired. */
  payload: string | null;
  /** Sealed passphrase; null when there is none, and once expired. */
  passphrase: string | null;
  /** Sealed note; null when empty. Kept after expiry, like the rest of the metadata. */
  note: string | null;
  /** Encrypted file blobs of a file push; emptied once expired. */
  files: StoredFile[];
  /**
   * Its payload held an end-to-end sealed envelope when it was made (docs/sealed-pushes.md), so a
   * listing can say so without the payload. Absent when not, and on pushes made before it was kept.
   */
  sealed?: true;
  /** Its gate (shared/gate.ts) as sealed JSON: it names the people and places it admits. Absent when ungated. */
  gate?: string;
}

/**
 * A push as a listing gives it: everything but the payload, which a listing never shows and which
 * may be a mebibyte of ciphertext; a page of 50 would otherwise carry them all from the database.
 */
export type ListedPush = Omit<PushRecord, 'payload'>;

export function listedPush(push: PushRecord): ListedPush {
  const { payload: _payload, ...listed } = push;
  return listed;
}

export interface StoredFile {
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

/** Who expired a push on request: its owner, or a recipient of a push deletable by viewers. */
export type ExpiredBy = 'owner' | 'viewer';

export interface AuditRecord {
  kind: AuditKind;
  ip: string;
  userAgent: string;
  referrer: string;
  createdAt: number;
  /** On `expire` entries written since it was recorded. */
  expiredBy?: ExpiredBy;
  /** On an entry that stands for several failed reads of one push in a minute: how many. */
  count?: number;
  /**
   * On `gate_passed` and `failed_gate` entries: how the gate let the reader through (`code:bob@client.example`,
   * `member:bob@example.com`, `account:...`, `network`), or which step kept them out (`email`, `member`, `network`).
   */
  detail?: string;
}

/** Who did something, as the audit log records it. */
export type AuditMeta = Omit<AuditRecord, 'kind' | 'createdAt' | 'expiredBy' | 'detail'>;

export interface UserRecord {
  id: string;
  email: string;
  /** SHA-256 of the API token, hex; null when the user has none. */
  tokenHash: string | null;
  /** scrypt hash for web sign-in; null when none is set. */
  passwordHash: string | null;
  createdAt: number;
  /** Reaches the admin pages; users stored before the flag existed are not administrators. */
  admin: boolean;
  /** The last web sign-in; absent when none was recorded. Only `noteSignIn` writes it. */
  lastSignInAt?: number;
  /**
   * The language chosen on the account page (a code of shared/languages.ts); absent follows the
   * browser. Only `setUserLanguage` writes it.
   */
  language?: string;
  /** The user's second factor; absent when none is set. Only the TOTP methods of the port write it. */
  totp?: TotpRecord;
  /** An administrator suspended the account: it signs in nowhere. Only `setUserSuspended` writes it. */
  suspended?: true;
}

/** A user's TOTP second factor. */
export interface TotpRecord {
  /** The shared secret (base32), sealed under the instance key. */
  secret: string;
  /** The last time step a code was accepted for: each code signs in once. 0 before the first. */
  lastStep: number;
  /** Digests of the backup codes not yet used; each is removed as it is used. */
  backupCodes: string[];
  enabledAt: number;
}

/** What a one-time record is for; a record is taken only for its own purpose. */
export type OneTimePurpose =
  | 'reset'
  | 'signup'
  | 'email'
  | 'sso'
  | 'second_step'
  | 'extension'
  | 'gate_code'
  | 'passkey_challenge';

/**
 * A short-lived secret of an account flow, kept by a digest of its token (the token itself is only
 * in a link, a cookie or a redirect): a password reset link, a sign-up or new e-mail address waiting
 * for its confirmation, a single sign-on flow in progress, a password-checked sign-in waiting for its
 * second factor, or the code an extension trades for a token.
 */
export interface OneTimeRecord {
  /** SHA-256 of the token, hex. */
  hash: string;
  purpose: OneTimePurpose;
  /** The user it is for; null when the flow has no user yet (a sign-up, a single sign-on flow). */
  userId: string | null;
  /** What the flow carries (an address, a PKCE verifier, a nonce), sealed under the instance key; null when none. */
  data: string | null;
  createdAt: number;
  expiresAt: number;
}

/**
 * An API token made for one browser's extension by its "Sign in": a user may hold several beside
 * the one API token pwpush clients use, each named and revocable alone.
 */
export interface DeviceTokenRecord {
  /** A random id for the token page's links; not a secret. */
  id: string;
  userId: string;
  /** SHA-256 of the token, hex. */
  tokenHash: string;
  /** The browser and system it was made for, such as "Chrome on Linux". */
  name: string;
  createdAt: number;
  /** When a request last used it, to the minute; null before the first. */
  lastUsedAt: number | null;
}

/**
 * A one-time link that makes a user: an administrator's invitation for one e-mail address, or the
 * first-run setup link (no e-mail; it makes the first administrator and works only while no user
 * exists). Kept by the digest of its token: the token itself is only in the link.
 */
export interface InvitationRecord {
  /** SHA-256 of the link's token, hex. */
  tokenHash: string;
  /** The invited address; null for the setup link. */
  email: string | null;
  admin: boolean;
  createdAt: number;
  expiresAt: number;
  /** The setup link's server start (one link per start, whichever worker prints it); null for an invitation. */
  startId: string | null;
}

/** A web sign-in, kept by a digest of its id: the id itself lives only in the visitor's cookie. */
export interface SessionRecord {
  /** SHA-256 of the session id, hex. */
  idHash: string;
  userId: string;
  /** A digest of the user's password hash at sign-in: a new password ends the session. */
  passwordTag: string;
  expiresAt: number;
  /** `sso` for a single sign-on (the provider's factors stand for ours); absent for a password sign-in. */
  via?: 'sso';
}

/** The expired form of a record: metadata stays, secrets and files go. */
export function purged(push: PushRecord, now: number, deleted: boolean): PushRecord {
  return {
    ...push,
    expired: true,
    expiredOn: push.expiredOn ?? now,
    deleted: push.deleted || deleted,
    updatedAt: now,
    payload: null,
    passphrase: null,
    files: [],
  };
}

/** Where a delivery goes: an e-mail through the SMTP server, or a webhook's HTTP POST. */
export type DeliveryChannel = 'mail' | 'webhook';

/**
 * A message waiting to go out, or gone: kept in the store so a restart loses none and several
 * workers send each once. Its content is sealed: a mail may hold a one-time link.
 */
export interface DeliveryRecord {
  id: string;
  channel: DeliveryChannel;
  /** The user it concerns (listed on their account page); null when none. */
  userId: string | null;
  /** What it is, such as `reset` or `notice-password`: the log names it. */
  kind: string;
  /** Where it goes, as the log may say it: a mail's domain, a webhook's host. */
  recipient: string;
  /** The whole message, sealed under the instance key. */
  payload: string;
  createdAt: number;
  /** Tries made so far. */
  attempts: number;
  nextAttemptAt: number;
  status: 'pending' | 'delivered' | 'failed';
  /** Why the last try failed: a code such as ECONNREFUSED or `http 500`, never content. */
  lastError: string | null;
  /** A worker sending it holds it until then; null when none does. */
  claimedUntil: number | null;
  /** When it was delivered or given up; null while pending. */
  doneAt: number | null;
}

/**
 * Where a delivery goes, as far as taking turns is concerned: one user's mail, or one user's webhook
 * host. A store hands out one delivery per destination at a time, so a receiver that hangs holds one
 * sender, and a flood to one destination waits behind itself, not in front of everyone else's.
 * Null for one that concerns no user: those each go on their own.
 */
export function deliveryDestination(delivery: DeliveryRecord): string | null {
  return delivery.userId === null ? null : `${delivery.channel} ${delivery.userId} ${delivery.recipient}`;
}

/** How one try of a delivery went. */
export type DeliveryOutcome =
  | { status: 'delivered' }
  | { status: 'pending'; nextAttemptAt: number; error: string }
  | { status: 'failed'; error: string };

/** What happened to a push (or a request) that its owner may be told of. */
export type NotifyEvent = 'view' | 'failed_passphrase' | 'expire' | 'request_answered';

export const NOTIFY_EVENTS: readonly NotifyEvent[] = [
  'view',
  'failed_passphrase',
  'expire',
  'request_answered',
];

/** How a webhook's body is shaped: Standard Webhooks JSON, a Slack incoming webhook, an ntfy topic. */
export type WebhookFormat = 'standard' | 'slack' | 'ntfy';

/** Where an owner's webhook goes; the URL may itself be a secret (Slack's, an ntfy topic), so both are sealed. */
export interface WebhookSettings {
  /** The URL, sealed under the instance key. */
  url: string;
  /** The signing secret (`whsec_` and base64), sealed under the instance key. */
  secret: string;
  format: WebhookFormat;
}

/** What a user is told of, and how; absent (no record) tells them nothing. */
export interface NotificationSettingsRecord {
  userId: string;
  /** The events they chose. */
  events: NotifyEvent[];
  /** By e-mail to their account's address (only when the server has SMTP). */
  byEmail: boolean;
  /** Null when they set no webhook. */
  webhook: WebhookSettings | null;
  updatedAt: number;
}

/**
 * One event of a user's pushes as their extension reads it from the server (in place of polling each
 * push's audit log): kept for a week, whatever the user chose to be told of by mail or webhook.
 */
export interface NotificationRecord {
  /** Random; not a secret. */
  id: string;
  userId: string;
  event: NotifyEvent;
  /** The push's (or request's) url token, sealed: the API gives it to its owner only. */
  urlToken: string;
  /** The push's name, sealed (names are sealed at rest); empty sealed when none. */
  name: string;
  /** The push's kind; `request` for a request answered. */
  kind: PushKind | 'request';
  createdAt: number;
  /** Who opened a gated push and how they were verified (`{ address, verified }` as JSON), sealed; absent otherwise. */
  viewer?: string;
}
