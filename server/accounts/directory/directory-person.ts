import type { PushService } from '../../pushes/service.ts';
import type { ActivityStore } from '../../store/activity-store.ts';
import type { DirectoryStore, DirectoryUserRecord } from '../../store/directory-store.ts';
import type { PushStore } from '../../store/push-store.ts';
import type { AuditMeta, UserRecord } from '../../store/records.ts';
import type { RequestStore } from '../../store/request-store.ts';
import type { SignInStore } from '../../store/sign-in-store.ts';
import type { DirectoryRoleDeps } from './directory-roles.ts';

/** What the directory says of a person, as a provisioning call gives it. */
export interface DirectoryPerson {
  /** The address they sign in with (SCIM `userName`). */
  email: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  displayName: string | null;
  active: boolean;
}

export interface DirectoryDeps extends DirectoryRoleDeps {
  store: DirectoryRoleDeps['store'] &
    DirectoryStore &
    PushStore &
    RequestStore &
    SignInStore &
    Pick<ActivityStore, 'searchActivity'>;
  service: PushService;
  now: () => number;
}

/** What a push's own audit says of a provisioning call that ended it: no address, the directory as the agent. */
export const DIRECTORY_AUDIT: AuditMeta = { ip: '', userAgent: 'directory', referrer: '' };

/** An account as the directory sees it: the account, and what the directory told of it (null before it told anything). */
export interface DirectoryAccount {
  user: UserRecord;
  record: DirectoryUserRecord | null;
}

/**
 * Why a provisioning change did not go through; it changed nothing. `suspended_by_admin`: the
 * directory asked to reactivate an account an administrator suspended, which only one may restore.
 */
export type DirectoryRefusal = 'conflict' | 'bad_email' | 'last_admin' | 'suspended_by_admin';

/** The directory's record of an account as this person says. */
export const recordOf = (userId: string, person: DirectoryPerson, at: number): DirectoryUserRecord => ({
  userId,
  externalId: person.externalId,
  givenName: person.givenName,
  familyName: person.familyName,
  displayName: person.displayName,
  updatedAt: at,
});

/** The person an account and its record stand for, as a provisioning client reads them. */
export const personOf = ({ user, record }: DirectoryAccount): DirectoryPerson => ({
  email: user.email,
  externalId: record?.externalId ?? null,
  givenName: record?.givenName ?? null,
  familyName: record?.familyName ?? null,
  displayName: record?.displayName ?? null,
  active: user.suspended !== true,
});
