import type { InvitationUse } from '../invitation-store.ts';
import type { InvitationRecord, UserRecord } from '../records.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { Effect } from './effects.ts';
import type { StoreState } from './store-state.ts';
import type { UserRules } from './user-rules.ts';

/** The port's rules for invitations and the first-run setup link; see StoreRules for how they run. */
export class InvitationRules {
  constructor(
    private readonly state: StoreState,
    private readonly emit: (effect: Effect) => void,
    private readonly users: UserRules,
  ) {}

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
    this.users.insertUser(made);
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
}
