import type { ActivityStore } from '../../store/activity-store.ts';

/** What suspends an account or gives its sign-in back: an administrator's page, or the directory. */
const SUSPENSION_EVENTS = ['user.suspended', 'user.restored', 'user.deactivated', 'user.reactivated'];
/** Enough entries to pass those the user did themself (their actor id also matches the search). */
const LOOK_BACK = 20;

/**
 * Whether an administrator, not the directory, suspended the account, as the activity log tells:
 * the newest suspension or restoration recorded on it is an administrator's suspension. When the
 * log holds none (pruned, or written before the log was kept) the directory may lift it, as before.
 */
export async function suspendedByAdministrator(
  store: Pick<ActivityStore, 'searchActivity'>,
  userId: string,
): Promise<boolean> {
  const entries = await store.searchActivity({ userId, events: SUSPENSION_EVENTS }, { limit: LOOK_BACK });
  const newest = entries.find((entry) => entry.target?.kind === 'user' && entry.target.id === userId);
  return newest?.event === 'user.suspended';
}
