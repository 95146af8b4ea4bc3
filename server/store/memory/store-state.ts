import { emailKey } from '../../../shared/email-address.ts';
import { isExpiredAt } from '../../../shared/expiry.ts';
import type { StreamCursor } from '../activity-stream-store.ts';
import type { ApiKeyRecord } from '../api-key-store.ts';
import type { BrandLogoRecord } from '../brand-logo-store.ts';
import type { DirectoryGroupRecord, DirectoryUserRecord, ScimSecretRecord } from '../directory-store.ts';
import type { FileKeyRecord } from '../file-key-store.ts';
import type { PasskeyRecord } from '../passkey-store.ts';
import type { PolicyChangeRecord } from '../policy-store.ts';
import type { ListQuery } from '../push-store.ts';
import type {
  AuditRecord,
  InvitationRecord,
  NotificationSettingsRecord,
  OneTimeRecord,
  PushRecord,
  SessionRecord,
  UserRecord,
} from '../records.ts';
import { ActivityTable } from './activity-table.ts';
import { DeliveryTable } from './delivery-table.ts';
import { DeviceTokenTable } from './device-token-table.ts';
import type { Effect } from './effects.ts';
import { ExpiryHeap } from './expiry-heap.ts';
import { NotificationTable } from './notification-table.ts';
import { OwnerIndex } from './owner-index.ts';
import { RequestTable } from './request-table.ts';

/**
 * Everything a store holds, in memory, with the indexes the port's queries need. Records are never
 * changed in place (an effect replaces them), so a reader holding one may keep it across awaits.
 * Only `apply` changes anything.
 */
export class StoreState {
  readonly pushes = new Map<string, PushRecord>();
  readonly audits = new Map<string, AuditRecord[]>();
  private readonly byOwner = new OwnerIndex(
    (ownerId, urlToken) => this.pushes.get(urlToken)?.ownerId === ownerId,
  );
  /** Live pushes by the time their days run out: a sweep looks only at the due ones. */
  readonly due = new ExpiryHeap();
  /** Expired url tokens in the order they expired, for purging the oldest first. */
  expiredQueue: string[] = [];
  readonly users = new Map<string, UserRecord>();
  private readonly userByEmail = new Map<string, string>();
  private readonly userByTokenHash = new Map<string, string>();
  keyCheck: string | null = null;
  /** Web sign-in sessions by the digest of their id. */
  readonly sessions = new Map<string, SessionRecord>();
  /** One-time links (invitations and the setup link) by the digest of their token. */
  readonly invitations = new Map<string, InvitationRecord>();
  /** Account flows' one-time records by the digest of their token. */
  readonly oneTimes = new Map<string, OneTimeRecord>();
  /** Browser tokens made by the extension's sign-in. */
  readonly deviceTokens = new DeviceTokenTable();
  /** Named API keys by their public id, revoked ones included. */
  readonly apiKeys = new Map<string, ApiKeyRecord>();
  /** Users' passkeys by credential id. */
  readonly passkeys = new Map<string, PasskeyRecord>();
  /** Mail and webhook deliveries, waiting or done. */
  readonly deliveries = new DeliveryTable();
  /** Users' notification choices by user id. */
  readonly notificationSettings = new Map<string, NotificationSettingsRecord>();
  /** Each user's feed of their pushes' events. */
  readonly notifications = new NotificationTable();
  /** Requests for a secret, open or ended. */
  readonly requests = new RequestTable();
  /** Stored files' keys and retirement marks by file id. */
  readonly fileKeys = new Map<string, FileKeyRecord>();
  /** The policy's rules as saved, by rule path, and every change made to them, oldest first. */
  readonly policyRules = new Map<string, string>();
  readonly policyChanges: PolicyChangeRecord[] = [];
  /** Uploaded logos by name. */
  readonly brandLogos = new Map<string, BrandLogoRecord>();
  /** The instance's activity log, chained. */
  readonly activity = new ActivityTable();
  /** Each activity stream sink's place, by the sink's name. */
  readonly streamCursors = new Map<string, StreamCursor>();
  /** Provisioning secrets by id, and what the directory told of accounts (by user id) and groups (by id). */
  readonly scimSecrets = new Map<string, ScimSecretRecord>();
  readonly directoryUsers = new Map<string, DirectoryUserRecord>();
  readonly directoryGroups = new Map<string, DirectoryGroupRecord>();

  apply(effect: Effect): void {
    switch (effect.t) {
      case 'push':
        this.putPush(effect.push);
        return;
      case 'audit': {
        // Append only: a snapshot in progress holds the array with the length it saw, so growth is safe.
        this.audits.get(effect.urlToken)?.push(effect.entry);
        return;
      }
      case 'drop':
        this.dropPush(effect.urlToken);
        return;
      case 'user':
        // A record written before the admin flag existed has none: that user is no administrator.
        this.putUser({ ...effect.user, admin: effect.user.admin === true });
        return;
      case 'unuser':
        this.removeUser(effect.id);
        return;
      case 'key':
        this.keyCheck = effect.sealed;
        return;
      case 'session':
        this.sessions.set(effect.session.idHash, effect.session);
        return;
      case 'unsession':
        this.sessions.delete(effect.idHash);
        return;
      case 'invite':
        this.invitations.set(effect.invitation.tokenHash, effect.invitation);
        return;
      case 'uninvite':
        this.invitations.delete(effect.tokenHash);
        return;
      case 'onetime':
        this.oneTimes.set(effect.record.hash, effect.record);
        return;
      case 'unonetime':
        this.oneTimes.delete(effect.hash);
        return;
      case 'device':
        this.deviceTokens.put(effect.token);
        return;
      case 'undevice':
        this.deviceTokens.remove(effect.id);
        return;
      case 'apikey':
        this.apiKeys.set(effect.key.id, effect.key);
        return;
      case 'unapikey':
        this.apiKeys.delete(effect.id);
        return;
      case 'passkey':
        this.passkeys.set(effect.passkey.id, effect.passkey);
        return;
      case 'unpasskey':
        this.passkeys.delete(effect.id);
        return;
      case 'delivery':
        this.deliveries.put(effect.delivery);
        return;
      case 'undelivery':
        this.deliveries.remove(effect.id);
        return;
      case 'notifyset':
        this.notificationSettings.set(effect.settings.userId, effect.settings);
        return;
      case 'unnotifyset':
        this.notificationSettings.delete(effect.userId);
        return;
      case 'notification':
        this.notifications.put(effect.notification);
        return;
      case 'unnotifications':
        this.notifications.removeBefore(effect.before);
        return;
      case 'unfeed':
        this.notifications.removeUser(effect.userId);
        return;
      case 'request':
        this.requests.put(effect.request);
        return;
      case 'unrequests':
        this.requests.removeEndedBefore(effect.before);
        return;
      case 'unrequester':
        this.requests.removeOwner(effect.ownerId);
        return;
      case 'filekey':
        this.fileKeys.set(effect.record.id, effect.record);
        return;
      case 'unfilekey':
        this.fileKeys.delete(effect.id);
        return;
      case 'policy':
        this.policyRules.set(effect.change.rule, effect.change.to);
        this.policyChanges.push(effect.change);
        return;
      case 'logo':
        this.brandLogos.set(effect.logo.name, effect.logo);
        return;
      case 'activity':
        this.activity.put(effect.entry);
        return;
      case 'unactivity':
        this.activity.remove(effect.seqs);
        return;
      case 'activityfrom':
        this.activity.startAfter(effect.checkpoint);
        return;
      case 'streamcursor':
        this.streamCursors.set(effect.sink, effect.cursor);
        return;
      case 'scimsecret':
        this.scimSecrets.set(effect.secret.id, effect.secret);
        return;
      case 'diruser':
        this.directoryUsers.set(effect.record.userId, effect.record);
        return;
      case 'dirgroup':
        this.directoryGroups.set(effect.group.id, effect.group);
        return;
      case 'undirgroup':
        this.directoryGroups.delete(effect.id);
        return;
    }
  }

  private putPush(push: PushRecord): void {
    const before = this.pushes.get(push.urlToken);
    this.pushes.set(push.urlToken, push);
    if (!before) {
      this.audits.set(push.urlToken, this.audits.get(push.urlToken) ?? []);
      if (push.ownerId !== null) this.byOwner.add(push.ownerId, push.urlToken);
    } else if (before.ownerId !== push.ownerId) {
      // Handed over: the new owner lists it; the old owner's entry is stale from now on.
      if (push.ownerId !== null) this.byOwner.add(push.ownerId, push.urlToken);
      if (before.ownerId !== null) this.byOwner.dropped(before.ownerId);
    }
    if (push.expired && !before?.expired) this.expiredQueue.push(push.urlToken);
    // An edit that moves the expiry queues the new time; the sweep skips the entry left at the old one.
    if (!push.expired && before?.expiresAt !== push.expiresAt) this.due.push(push.expiresAt, push.urlToken);
  }

  private dropPush(urlToken: string): void {
    const push = this.pushes.get(urlToken);
    if (!push) return;
    this.pushes.delete(urlToken);
    this.audits.delete(urlToken);
    if (push.ownerId !== null) this.byOwner.dropped(push.ownerId);
  }

  private putUser(user: UserRecord): void {
    this.unindexUser(user.id);
    // Map.set on an existing key keeps its place, so listUsers stays in creation order.
    this.users.set(user.id, user);
    this.userByEmail.set(emailKey(user.email), user.id);
    if (user.tokenHash !== null) this.userByTokenHash.set(user.tokenHash, user.id);
  }

  private removeUser(id: string): void {
    this.unindexUser(id);
    this.users.delete(id);
    // What the directory said of the account goes with it, as PostgreSQL's cascade takes it.
    this.directoryUsers.delete(id);
  }

  private unindexUser(id: string): void {
    const user = this.users.get(id);
    if (!user) return;
    this.userByEmail.delete(emailKey(user.email));
    if (user.tokenHash !== null) this.userByTokenHash.delete(user.tokenHash);
  }

  /** After loading records in file order, puts the purge queue back in expiry order. */
  sortExpiredQueue(): void {
    const expiredOn = (token: string) => this.pushes.get(token)?.expiredOn ?? 0;
    this.expiredQueue.sort((a, b) => expiredOn(a) - expiredOn(b));
  }

  userIdByEmail(email: string): string | undefined {
    return this.userByEmail.get(emailKey(email));
  }

  userIdByTokenHash(tokenHash: string): string | undefined {
    return this.userByTokenHash.get(tokenHash);
  }

  /** Every file id a stored push holds; a full walk, for start-up only. */
  heldFileIds(): Set<string> {
    const held = new Set<string>();
    for (const push of this.pushes.values()) for (const file of push.files) held.add(file.id);
    return held;
  }

  /** An owner's pushes still held, oldest first. */
  ownedPushes(ownerId: string): PushRecord[] {
    const owned: PushRecord[] = [];
    for (const token of this.byOwner.tokens(ownerId)) {
      const push = this.pushes.get(token);
      if (push?.ownerId === ownerId) owned.push(push);
    }
    return owned;
  }

  /** Walks the owner's index from the newest end and stops once the page is full. */
  listByOwner(ownerId: string, query: ListQuery): PushRecord[] {
    const owned = this.byOwner.tokens(ownerId);
    const page: PushRecord[] = [];
    let skipped = 0;
    for (let i = owned.length - 1; i >= 0 && page.length < query.limit; i--) {
      const push = this.pushes.get(owned[i] ?? '');
      if (push?.ownerId !== ownerId || isExpiredAt(push, query.now) !== query.expired) continue;
      if (skipped < query.offset) skipped++;
      else page.push(push);
    }
    return page;
  }
}
