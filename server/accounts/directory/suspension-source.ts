import type { ActivityStore } from '../../store/activity-store.ts';

/** What suspends an account or gives its sign-in back: an administrator's page, or the directory. */
const SUSPENSION_EVENTS = ['user.suspended', 'user.restored', 'user.deactivated', 'user.reactivated'];
/** Enough entries to pass those the user did themself (their actor id also matches the search). */
const LOOK_BACK = 20;

/** Who suspended an account: an administrator, the directory, or unknown (null). */
export type SuspensionSource = 'admin' | 'directory' | null;

/**
 * Who suspended the account last, as the activity log tells: the newest suspension or restoration
 * recorded on it. Null when the log holds none (pruned, or written before the log was kept).
 */
export async function suspensionSource(
  store: Pick<ActivityStore, 'searchActivity'>,
  userId: string,
): Promise<SuspensionSource> {
  const entries = await store.searchActivity({ userId, events: SUSPENSION_EVENTS }, { limit: LOOK_BACK });
  const newest = entries.find((entry) => entry.target?.kind === 'user' && entry.target.id === userId);
  if (newest?.event === 'user.suspended') return 'admin';
  if (newest?.event === 'user.deactivated') return 'directory';
  return null;
}

/** Whether an administrator, not the directory, suspended the account; when unknown the directory may lift it, as before. */
export const suspendedByAdministrator = async (
  store: Pick<ActivityStore, 'searchActivity'>,
  userId: string,
): Promise<boolean> => (await suspensionSource(store, userId)) === 'admin';
