import type { DeviceTokenRecord, OneTimePurpose, OneTimeRecord, SessionRecord } from '../records.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { Effect } from './effects.ts';
import type { StoreState } from './store-state.ts';

/** The port's rules for what lets a person in: sessions, one-time records, browser tokens. */
export class SignInRules {
  constructor(
    private readonly state: StoreState,
    private readonly emit: (effect: Effect) => void,
  ) {}

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

  insertOneTime(record: OneTimeRecord): void {
    // A database refuses a record for a user it does not hold; so does this.
    if (record.userId !== null && !this.state.users.has(record.userId))
      throw new StoreConflictError('No such user.');
    this.emit({ t: 'onetime', record });
  }

  takeOneTime(hash: string, purpose: OneTimePurpose, now: number): OneTimeRecord | undefined {
    const record = this.state.oneTimes.get(hash);
    if (record?.purpose !== purpose) return undefined;
    this.emit({ t: 'unonetime', hash });
    return record.expiresAt > now ? record : undefined;
  }

  removeUserOneTimes(userId: string, purpose: OneTimePurpose): number {
    return this.removeOneTimes((record) => record.userId === userId && record.purpose === purpose);
  }

  removeExpiredOneTimes(now: number): number {
    return this.removeOneTimes((record) => record.expiresAt <= now);
  }

  private removeOneTimes(matches: (record: OneTimeRecord) => boolean): number {
    let removed = 0;
    for (const record of this.state.oneTimes.values()) {
      if (!matches(record)) continue;
      this.emit({ t: 'unonetime', hash: record.hash });
      removed++;
    }
    return removed;
  }

  insertDeviceToken(token: DeviceTokenRecord): void {
    if (!this.state.users.has(token.userId)) throw new StoreConflictError('No such user.');
    if (this.state.deviceTokens.get(token.id))
      throw new StoreConflictError('That browser token id is taken.');
    if (this.state.deviceTokens.byTokenHash(token.tokenHash))
      throw new StoreConflictError('That browser token is taken.');
    this.emit({ t: 'device', token });
  }

  removeDeviceToken(userId: string, id: string): boolean {
    if (this.state.deviceTokens.get(id)?.userId !== userId) return false;
    this.emit({ t: 'undevice', id });
    return true;
  }

  touchDeviceToken(id: string, at: number): void {
    const token = this.state.deviceTokens.get(id);
    if (token) this.emit({ t: 'device', token: { ...token, lastUsedAt: at } });
  }
}
