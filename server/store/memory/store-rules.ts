import { isExpiredAt, isPastDays, isPastLimits, viewsRemaining } from '../../../shared/expiry.ts';
import type { StreamCursor } from '../activity-stream-store.ts';
import type { BrandLogoRecord } from '../brand-logo-store.ts';
import type { PolicyChangeRecord } from '../policy-store.ts';
import type { Claim, EditResult, GateEntry, PushEdit } from '../push-store.ts';
import { type AuditMeta, type AuditRecord, type ExpiredBy, type PushRecord, purged } from '../records.ts';
import { ResealRules } from '../reseal/reseal-rules.ts';
import { StoreConflictError } from '../store-conflict.ts';
import { ActivityRules } from './activity-rules.ts';
import { ApiKeyRules } from './api-key-rules.ts';
import { putBrandLogo } from './brand-logo-rules.ts';
import { DeliveryRules } from './delivery-rules.ts';
import { DirectoryRules } from './directory-rules.ts';
import type { Effect } from './effects.ts';
import { FileKeyRules } from './file-key-rules.ts';
import { InvitationRules } from './invitation-rules.ts';
import { NotificationRules } from './notification-rules.ts';
import { PasskeyRules } from './passkey-rules.ts';
import { RequestRules } from './request-rules.ts';
import { SignInRules } from './sign-in-rules.ts';
import type { SweepSlice } from './sliced-sweep.ts';
import type { StoreState } from './store-state.ts';
import { UserRules } from './user-rules.ts';

export { StoreConflictError } from '../store-conflict.ts';

/**
 * The port's rules, as synchronous steps over the state: each check and its change happen with no
 * await between them, so concurrent callers are serialised by the event loop. Every change goes
 * through `emit`, which applies it and records it for the adapter to make durable. Pushes are
 * ruled here; users, invitations, sign-in records, deliveries, notifications and requests by the
 * rules this holds, through the same `emit`.
 */
export class StoreRules {
  private effects: Effect[] = [];
  readonly users: UserRules;
  readonly invitations: InvitationRules;
  readonly signIns: SignInRules;
  readonly deliveries: DeliveryRules;
  readonly notifications: NotificationRules;
  readonly requests: RequestRules;
  readonly reseals: ResealRules;
  readonly fileKeys: FileKeyRules;
  readonly activity: ActivityRules;
  readonly apiKeys: ApiKeyRules;
  readonly passkeys: PasskeyRules;
  readonly directory: DirectoryRules;

  constructor(readonly state: StoreState) {
    const emit = (effect: Effect) => this.emit(effect);
    this.users = new UserRules(state, emit);
    this.invitations = new InvitationRules(state, emit, this.users);
    this.signIns = new SignInRules(state, emit);
    this.deliveries = new DeliveryRules(state, emit);
    this.notifications = new NotificationRules(state, emit);
    this.requests = new RequestRules(state, emit);
    this.reseals = new ResealRules(state, emit);
    this.fileKeys = new FileKeyRules(state, emit);
    this.activity = new ActivityRules(state, emit);
    this.apiKeys = new ApiKeyRules(state, emit);
    this.passkeys = new PasskeyRules(state, emit);
    this.directory = new DirectoryRules(state, emit);
  }

  /** Runs one mutation and hands back its result with the effects it made. */
  run<T>(step: () => T): { result: T; effects: Effect[] } {
    this.effects = [];
    const result = step();
    const effects = this.effects;
    this.effects = [];
    return { result, effects };
  }

  /** Sets each rule and records its change; returns the policy's version after them. */
  changePolicy(changes: readonly PolicyChangeRecord[]): number {
    for (const change of changes) this.emit({ t: 'policy', change: { ...change } });
    return this.state.policyChanges.length;
  }

  saveStreamCursor(sink: string, cursor: StreamCursor): void {
    this.emit({
      t: 'streamcursor',
      sink,
      cursor: { seq: cursor.seq, pending: cursor.pending && { ...cursor.pending } },
    });
  }

  putBrandLogo(logo: BrandLogoRecord): void {
    putBrandLogo(this.state, (effect) => this.emit(effect), logo);
  }

  private emit(effect: Effect): void {
    this.state.apply(effect);
    this.effects.push(effect);
  }

  private log(urlToken: string, kind: AuditRecord['kind'], audit: AuditMeta, now: number): void {
    this.emit({ t: 'audit', urlToken, entry: { kind, ...audit, createdAt: now } });
  }

  insertPush(push: PushRecord, creation: AuditMeta, now: number): void {
    if (this.state.pushes.has(push.urlToken)) throw new StoreConflictError('That url token is taken.');
    this.emit({ t: 'push', push });
    this.log(push.urlToken, 'creation', creation, now);
  }

  claimView(urlToken: string, by: { owner: boolean; audit: AuditMeta }, now: number): Claim | undefined {
    const push = this.state.pushes.get(urlToken);
    if (!push) return undefined;
    if (isExpiredAt(push, now)) {
      const after = {
        ...(push.expired ? push : purged(push, now, false)),
        countedViews: push.countedViews + 1,
      };
      this.emit({ t: 'push', push: after });
      this.log(urlToken, 'failed_view', by.audit, now);
      return { outcome: 'failed_view', push: after, expiredNow: push.expired ? null : push };
    }
    if (by.owner) {
      this.log(urlToken, 'owner_view', by.audit, now);
      return { outcome: 'owner_view', push, expiredNow: null };
    }
    const counted = { ...push, countedViews: push.countedViews + 1 };
    const last = viewsRemaining(counted) === 0;
    this.emit({ t: 'push', push: last ? purged(counted, now, false) : counted });
    this.log(urlToken, 'view', by.audit, now);
    return { outcome: 'view', push: counted, expiredNow: last ? counted : null };
  }

  updatePush(urlToken: string, edit: PushEdit, audit: AuditMeta, now: number): EditResult | undefined {
    const push = this.state.pushes.get(urlToken);
    if (!push) return undefined;
    if (isExpiredAt(push, now)) return { outcome: 'expired', push };
    const after: PushRecord = { ...push, ...edit, updatedAt: now };
    if (isPastLimits(after, now)) return { outcome: 'past_limits', push };
    this.emit({ t: 'push', push: after });
    this.log(urlToken, 'edit', audit, now);
    return { outcome: 'edited', push: after };
  }

  handOverPushes(fromId: string, toId: string, now: number): number {
    const active = this.state.ownedPushes(fromId).filter((push) => !isExpiredAt(push, now));
    for (const push of active) this.emit({ t: 'push', push: { ...push, ownerId: toId, updatedAt: now } });
    return active.length;
  }

  logGate(urlToken: string, { kind, detail }: GateEntry, audit: AuditMeta, now: number): void {
    if (this.state.pushes.has(urlToken))
      this.emit({ t: 'audit', urlToken, entry: { kind, ...audit, createdAt: now, detail } });
  }

  logFailedPassphrase(urlToken: string, audit: AuditMeta, now: number): void {
    if (this.state.pushes.has(urlToken)) this.log(urlToken, 'failed_passphrase', audit, now);
  }

  expirePush(
    urlToken: string,
    by: { deleted: boolean; audit: AuditMeta; expiredBy?: ExpiredBy },
    now: number,
  ): { before: PushRecord; after: PushRecord } | undefined {
    const before = this.state.pushes.get(urlToken);
    if (!before) return undefined;
    if (before.expired && (before.deleted || !by.deleted)) return { before, after: before };
    const after = purged(before, now, by.deleted);
    this.emit({ t: 'push', push: after });
    if (!before.expired) {
      const who = by.expiredBy === undefined ? {} : { expiredBy: by.expiredBy };
      this.emit({ t: 'audit', urlToken, entry: { kind: 'expire', ...by.audit, createdAt: now, ...who } });
    }
    return { before, after };
  }

  /**
   * One slice of the sweep: expires pushes whose days ran out, then, if asked, drops pushes expired
   * more than `purgeAfterMs` ago, looking at `limit` entries at most (their tokens in `purged`). `more`
   * says a next slice has work.
   */
  expireDue(now: number, purgeAfterMs: number | null, limit: number): SweepSlice {
    const expired: PushRecord[] = [];
    let looked = 0;
    for (; looked < limit; looked++) {
      const token = this.state.due.popDue(now);
      if (token === undefined) break;
      const push = this.state.pushes.get(token);
      // Pushes expired by views or deletion, or purged, left their entry behind: skip them.
      if (push && !push.expired && isPastDays(push, now)) expired.push(push);
    }
    for (const push of expired) this.emit({ t: 'push', push: purged(push, now, false) });
    if (this.state.due.hasDue(now)) return { expired, more: true, purged: [] };
    const dropped: string[] = [];
    const more =
      purgeAfterMs !== null && this.purgeExpiredBefore(now - purgeAfterMs, limit - looked, dropped);
    return { expired, more, purged: dropped };
  }

  /** The queue is in expiry order, so the walk stops at the first push that is not old enough; true when `limit` stopped it first. */
  private purgeExpiredBefore(cutoff: number, limit: number, dropped: string[]): boolean {
    const queue = this.state.expiredQueue;
    let taken = 0;
    for (; taken < queue.length && taken < limit; taken++) {
      const push = this.state.pushes.get(queue[taken] ?? '');
      if (!push) continue;
      if ((push.expiredOn ?? 0) > cutoff) break;
      this.emit({ t: 'drop', urlToken: push.urlToken });
      dropped.push(push.urlToken);
    }
    if (taken > 0) this.state.expiredQueue = queue.slice(taken);
    return taken === limit && taken < queue.length;
  }

  setKeyCheck(sealed: string): void {
    this.emit({ t: 'key', sealed });
  }
}
