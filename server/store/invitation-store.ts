import type { InvitationRecord, UserRecord } from './records.ts';

/** How using a one-time link went: `taken` when its e-mail is already a user's. */
export type InvitationUse = 'created' | 'unknown' | 'taken';

/** Where invitations and first-run setup links are kept; the contract of port.ts holds for every method. */
export interface InvitationStore {
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
}
