import { isExpiredAt, isPastDays, isPastLimits, viewsRemaining } from '../../shared/expiry.ts';
import type { Effect } from './effects.ts';
import type { AdminGuarded, Claim, EditResult, InvitationUse, PushEdit } from './port.ts';
import {
  type AuditMeta,
  type AuditRecord,
  type ExpiredBy,
  type InvitationRecord,
  type PushRecord,
  purged,
  type SessionRecord,
  type UserRecord,
} from './records.ts';
import type { StoreState } from './store-state.ts';

/** A change refused because it would break a store invariant (a duplicate key, an unknown id). */
export class StoreConflictError extends Error {
  override readonly name = 'StoreConflictError';
}

/**
 * The port's rules, as synchronous steps over the state: each check and its change happen with no
 * await between them, so concurrent callers are serialised by the event loop. Every change goes
 * through `emit`, which applies it and records it for the adapter to make durable.
 */
export class StoreRules {
  private effects: Effect[] = [];

  constructor(readonly state: StoreState) {}

  /** Runs one mutation and hands back its result with the effects it made. */
  run<T>(step: () => T): { result: T; effects: Effect[] } {
    this.effects = [];
    const result = step();
    const effects = this.effects;
    this.effects = [];
    return { result, effects };
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
   * more than `purgeAfterMs` ago, looking at `limit` entries at most. `more` says a next slice has work.
   */
  expireDue(
    now: number,
    purgeAfterMs: number | null,
    limit: number,
  ): { expired: PushRecord[]; more: boolean } {
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
    if (this.state.due.hasDue(now)) return { expired, more: true };
    const more = purgeAfterMs !== null && this.purgeExpiredBefore(now - purgeAfterMs, limit - looked);
    return { expired, more };
  }

  /** The queue is in expiry order, so the walk stops at the first push that is not old enough; true when `limit` stopped it first. */
  private purgeExpiredBefore(cutoff: number, limit: number): boolean {
    const queue = this.state.expiredQueue;
    let taken = 0;
    for (; taken < queue.length && taken < limit; taken++) {
      const push = this.state.pushes.get(queue[taken] ?? '');
      if (!push) continue;
      if ((push.expiredOn ?? 0) > cutoff) break;
      this.emit({ t: 'drop', urlToken: push.urlToken });
    }
    if (taken > 0) this.state.expiredQueue = queue.slice(taken);
    return taken === limit && taken < queue.length;
  }

  insertUser(user: UserRecord): void {
    if (this.state.users.has(user.id)) throw new StoreConflictError('That user id is taken.');
    this.putUser(user);
  }

  updateUser(user: UserRecord): void {
    const before = this.state.users.get(user.id);
    if (!before) throw new StoreConflictError('No such user.');
    // Only noteSignIn and setUserLanguage write these: an update made from an older read keeps them.
    const { lastSignInAt: _at, language: _language, ...rest } = user;
    const { lastSignInAt, language } = before;
    this.putUser({
      ...rest,
      ...(lastSignInAt === undefined ? {} : { lastSignInAt }),
      ...(language === undefined ? {} : { language }),
    });
  }

  setUserLanguage(id: string, language: string | null): boolean {
    const user = this.state.users.get(id);
    if (!user) return false;
    const { language: _before, ...rest } = user;
    this.emit({ t: 'user', user: language === null ? rest : { ...rest, language } });
    return true;
  }

  private isLastAdmin(user: UserRecord): boolean {
    if (!user.admin) return false;
    for (const other of this.state.users.values()) if (other.admin && other.id !== user.id) return false;
    return true;
  }

  setUserAdmin(id: string, admin: boolean): AdminGuarded {
    const user = this.state.users.get(id);
    if (!user) return 'unknown';
    if (user.admin === admin) return 'done';
    if (!admin && this.isLastAdmin(user)) return 'last_admin';
    this.emit({ t: 'user', user: { ...user, admin } });
    return 'done';
  }

  removeUserUnlessLastAdmin(id: string): AdminGuarded {
    const user = this.state.users.get(id);
    if (!user) return 'unknown';
    if (this.isLastAdmin(user)) return 'last_admin';
    this.emit({ t: 'unuser', id });
    return 'done';
  }

  noteSignIn(id: string, at: number): void {
    const user = this.state.users.get(id);
    if (user) this.emit({ t: 'user', user: { ...user, lastSignInAt: at } });
  }

  insertInvitation(invitation: InvitationRecord): void {
    if (this.state.invitations.has(invitation.tokenHash))
      throw new StoreConflictError('That invitation token is taken.');
    for (const other of this.state.invitations.values())
      if (invitation.email !== null && other.email === invitation.email)
        this.emit({ t: 'uninvite', tokenHash: other.tokenHash });
    this.emit({ t: 'invite', invitation });
  }

  removeInvitation(tokenHash: string): void {
    if (this.state.invitations.has(tokenHash)) this.emit({ t: 'uninvite', tokenHash });
  }

  acceptInvitation(tokenHash: string, user: UserRecord, now: number): InvitationUse {
    const invitation = this.state.invitations.get(tokenHash);
    if (!invitation || invitation.expiresAt <= now) return 'unknown';
    if (invitation.email === null && this.state.users.size > 0) return 'unknown';
    const made = { ...user, email: invitation.email ?? user.email, admin: invitation.admin };
    if (this.state.userIdByEmail(made.email) !== undefined) return 'taken';
    this.insertUser(made);
    this.emit({ t: 'uninvite', tokenHash });
    if (invitation.email === null) this.removeSetupLinks();
    return 'created';
  }

  issueSetupLink(link: InvitationRecord): boolean {
    if (this.state.users.size > 0) {
      this.removeSetupLinks();
      return false;
    }
    for (const other of this.state.invitations.values())
      if (other.email === null && other.startId === link.startId) return false;
    this.removeSetupLinks();
    this.emit({ t: 'invite', invitation: link });
    return true;
  }

  private removeSetupLinks(): void {
    for (const other of this.state.invitations.values())
      if (other.email === null) this.emit({ t: 'uninvite', tokenHash: other.tokenHash });
  }

  private putUser(user: UserRecord): void {
    const holder = this.state.userIdByEmail(user.email);
    if (holder !== undefined && holder !== user.id) throw new StoreConflictError('That e-mail is taken.');
    const tokenHolder = user.tokenHash === null ? undefined : this.state.userIdByTokenHash(user.tokenHash);
    if (tokenHolder !== undefined && tokenHolder !== user.id)
      throw new StoreConflictError('That token is taken.');
    this.emit({ t: 'user', user });
  }

  removeUser(id: string): void {
    if (this.state.users.has(id)) this.emit({ t: 'unuser', id });
  }

  setKeyCheck(sealed: string): void {
    this.emit({ t: 'key', sealed });
  }

  insertSession(session: SessionRecord): void {
    if (this.state.sessions.has(session.idHash)) throw new StoreConflictError('That session id is taken.');
    this.emit({ t: 'session', session });
  }

  removeSession(idHash: string): void {
    if (this.state.sessions.has(idHash)) this.emit({ t: 'unsession', idHash });
  }

  removeUserSessions(userId: string, keepIdHash: string | null): number {
    let removed = 0;
    for (const session of this.state.sessions.values()) {
      if (session.userId !== userId || session.idHash === keepIdHash) continue;
      this.emit({ t: 'unsession', idHash: session.idHash });
      removed++;
    }
    return removed;
  }

  removeExpiredSessions(now: number): number {
    let removed = 0;
    for (const session of this.state.sessions.values()) {
      if (session.expiresAt > now) continue;
      this.emit({ t: 'unsession', idHash: session.idHash });
      removed++;
    }
    return removed;
  }
}
