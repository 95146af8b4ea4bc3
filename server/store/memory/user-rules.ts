import type { TotpRecord, UserRecord } from '../records.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { AdminGuarded } from '../user-store.ts';
import { apiKeysOf } from './api-key-rules.ts';
import type { Effect } from './effects.ts';
import { passkeysOf } from './passkey-rules.ts';
import type { StoreState } from './store-state.ts';

/** The port's rules for users and their second factor; see StoreRules for how they run. */
export class UserRules {
  constructor(
    private readonly state: StoreState,
    private readonly emit: (effect: Effect) => void,
  ) {}

  insertUser(user: UserRecord): void {
    if (this.state.users.has(user.id)) throw new StoreConflictError('That user id is taken.');
    this.putUser(user);
  }

  updateUser(user: UserRecord): void {
    const before = this.state.users.get(user.id);
    if (!before) throw new StoreConflictError('No such user.');
    // Only their own methods write these: an update made from an older read keeps them.
    const { lastSignInAt: _at, language: _language, totp: _totp, suspended: _suspended, ...rest } = user;
    const { lastSignInAt, language, totp, suspended } = before;
    this.putUser({
      ...rest,
      // A suspended account holds no API token, whatever an update made from an older read carries.
      ...(suspended === true ? { tokenHash: null } : {}),
      ...(lastSignInAt === undefined ? {} : { lastSignInAt }),
      ...(language === undefined ? {} : { language }),
      ...(totp === undefined ? {} : { totp }),
      ...(suspended === undefined ? {} : { suspended }),
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
    // A suspended administrator signs in nowhere, so cannot stand in for this one.
    for (const other of this.state.users.values())
      if (other.admin && other.id !== user.id && other.suspended !== true) return false;
    return true;
  }

  setUserSuspended(id: string, suspended: boolean): AdminGuarded {
    const user = this.state.users.get(id);
    if (!user) return 'unknown';
    if (!suspended) {
      const { suspended: _was, ...rest } = user;
      if (user.suspended === true) this.emit({ t: 'user', user: rest });
      return 'done';
    }
    if (this.isLastAdmin(user)) return 'last_admin';
    // Everything that lets someone in as this user stops in this one step.
    this.emit({ t: 'user', user: { ...user, tokenHash: null, suspended: true } });
    for (const token of this.state.deviceTokens.ofUser(id)) this.emit({ t: 'undevice', id: token.id });
    for (const key of apiKeysOf(this.state, id)) this.emit({ t: 'unapikey', id: key.id });
    for (const session of this.state.sessions.values())
      if (session.userId === id) this.emit({ t: 'unsession', idHash: session.idHash });
    return 'done';
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
    this.removeUser(id);
    return 'done';
  }

  noteSignIn(id: string, at: number): void {
    const user = this.state.users.get(id);
    if (user) this.emit({ t: 'user', user: { ...user, lastSignInAt: at } });
  }

  removeUser(id: string): void {
    if (!this.state.users.has(id)) return;
    // What lets someone in as this user goes with them; sessions stay, refused once no user backs them.
    for (const token of this.state.deviceTokens.ofUser(id)) this.emit({ t: 'undevice', id: token.id });
    for (const key of apiKeysOf(this.state, id)) this.emit({ t: 'unapikey', id: key.id });
    for (const passkey of passkeysOf(this.state, id)) this.emit({ t: 'unpasskey', id: passkey.id });
    for (const record of this.state.oneTimes.values())
      if (record.userId === id) this.emit({ t: 'unonetime', hash: record.hash });
    // Their deliveries stay, listed for no one: a mail queued just before (a reset link) may still go.
    for (const delivery of this.state.deliveries.ofUser(id))
      this.emit({ t: 'delivery', delivery: { ...delivery, userId: null } });
    if (this.state.notificationSettings.has(id)) this.emit({ t: 'unnotifyset', userId: id });
    if (this.state.notifications.hasFeed(id)) this.emit({ t: 'unfeed', userId: id });
    // Their requests go too: no one is left to read an answer (the answers already given are pushes, and stay).
    if (this.state.requests.hasOwner(id)) this.emit({ t: 'unrequester', ownerId: id });
    this.emit({ t: 'unuser', id });
  }

  setUserTotp(userId: string, totp: TotpRecord | null): boolean {
    const user = this.state.users.get(userId);
    if (!user) return false;
    const { totp: _before, ...rest } = user;
    this.emit({ t: 'user', user: totp === null ? rest : { ...rest, totp } });
    return true;
  }

  useTotpStep(userId: string, step: number): boolean {
    const user = this.state.users.get(userId);
    if (!user?.totp || step <= user.totp.lastStep) return false;
    this.emit({ t: 'user', user: { ...user, totp: { ...user.totp, lastStep: step } } });
    return true;
  }

  useBackupCode(userId: string, digest: string): boolean {
    const user = this.state.users.get(userId);
    if (!user?.totp?.backupCodes.includes(digest)) return false;
    const backupCodes = user.totp.backupCodes.filter((code) => code !== digest);
    this.emit({ t: 'user', user: { ...user, totp: { ...user.totp, backupCodes } } });
    return true;
  }

  private putUser(user: UserRecord): void {
    const holder = this.state.userIdByEmail(user.email);
    if (holder !== undefined && holder !== user.id) throw new StoreConflictError('That e-mail is taken.');
    const tokenHolder = user.tokenHash === null ? undefined : this.state.userIdByTokenHash(user.tokenHash);
    if (tokenHolder !== undefined && tokenHolder !== user.id)
      throw new StoreConflictError('That token is taken.');
    this.emit({ t: 'user', user });
  }
}
