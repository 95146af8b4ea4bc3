import { randomUUID } from 'node:crypto';
import { userActor } from '../activity/activity-recorder.ts';
import { hashToken, newSecretToken } from '../crypto/tokens.ts';
import type { InvitationStore, InvitationUse } from '../store/invitation-store.ts';
import type { InvitationRecord } from '../store/records.ts';
import type { UserStore } from '../store/user-store.ts';
import { type AccountLog, recordIn } from './account-log.ts';
import { hashPassword } from './passwords.ts';

export const INVITATION_LIFETIME_MS = 7 * 86_400_000;
export const SETUP_LINK_LIFETIME_MS = 60 * 60_000;

/** An invitation in the activity log: by its digest, the id the admin page revokes it by, never its link. */
const invitationTarget = (tokenHash: string) => ({ kind: 'invitation', id: tokenHash });

/** Invites one address; returns the link's token, which only the link holds (the store keeps its digest). */
export async function invite(
  store: InvitationStore,
  email: string,
  admin: boolean,
  now: number,
  log?: AccountLog,
): Promise<string> {
  const token = newSecretToken();
  const tokenHash = hashToken(token);
  await store.insertInvitation({
    tokenHash,
    email,
    admin,
    createdAt: now,
    expiresAt: now + INVITATION_LIFETIME_MS,
    startId: null,
  });
  const details = { email, role: admin ? 'admin' : 'user' };
  await recordIn(log, { event: 'invitation.sent', target: invitationTarget(tokenHash), details });
  return token;
}

/** Revokes an invitation that was not used yet, by its digest; recorded when there was one. */
export async function revokeInvitation(store: InvitationStore, tokenHash: string, log?: AccountLog) {
  const found = await store.findInvitation(tokenHash);
  await store.removeInvitation(tokenHash);
  if (found === undefined) return;
  const details: Record<string, string> = found.email === null ? {} : { email: found.email };
  await recordIn(log, { event: 'invitation.revoked', target: invitationTarget(tokenHash), details });
}

/**
 * The first-run setup link of this server start, or undefined when a user exists or another worker
 * of the same start has made it (it prints it).
 */
export async function issueSetupLink(
  store: InvitationStore,
  startId: string,
  now: number,
): Promise<string | undefined> {
  const token = newSecretToken();
  const issued = await store.issueSetupLink({
    tokenHash: hashToken(token),
    email: null,
    admin: true,
    createdAt: now,
    expiresAt: now + SETUP_LINK_LIFETIME_MS,
    startId,
  });
  return issued ? token : undefined;
}

/** The link a token opens, when it can still be used at `now`; a setup link only while no user exists. */
export async function usableInvitation(
  store: InvitationStore & UserStore,
  token: string,
  now: number,
): Promise<InvitationRecord | undefined> {
  const found = await store.findInvitation(hashToken(token));
  if (found === undefined || found.expiresAt <= now) return undefined;
  if (found.email === null && (await store.listUsers()).length > 0) return undefined;
  return found;
}

/**
 * Uses a link: makes its user with this password (and the e-mail typed, for the setup link).
 * Recorded with the new user as its actor.
 */
export async function acceptInvitation(
  store: InvitationStore,
  token: string,
  account: { email: string; password: string },
  now: number,
  log?: AccountLog,
): Promise<{ outcome: InvitationUse; userId: string }> {
  const userId = randomUUID();
  const tokenHash = hashToken(token);
  const outcome = await store.acceptInvitation(
    tokenHash,
    {
      id: userId,
      email: account.email,
      tokenHash: null,
      passwordHash: await hashPassword(account.password),
      createdAt: now,
      admin: false,
    },
    now,
  );
  if (outcome === 'created') {
    const actor = userActor({ id: userId, email: account.email });
    await recordIn(log, { event: 'invitation.accepted', actor, target: invitationTarget(tokenHash) });
  }
  return { outcome, userId };
}

/** The one secret the log ever holds, on purpose: see where it is printed. */
export function setupLinkMessage(origin: string, token: string): string {
  return `No user exists yet. To create the first administrator, open this link within an hour (it works once; a restart makes a new one): ${origin}/users/setup/${token}`;
}
