import { StoreConflictError } from '../store-conflict.ts';
import type { AdminGuarded } from '../user-store.ts';
import type { Query } from './push-queries.ts';

/** "Active" as the listings judge it at $3: not stored as expired and within its days and views. */
const ACTIVE_AT = 'NOT expired AND expires_at > $3 AND counted_views < expire_after_views';

const S = {
  setUserSuspended: {
    name: 'sp_set_user_suspended',
    text: 'SELECT set_user_suspended($1, $2) AS outcome',
  },
  countUserSessions: {
    name: 'sp_count_user_sessions',
    text: 'SELECT count(*) AS live FROM sessions WHERE user_id = $1 AND expires_at > $2',
  },
  handOverPushes: {
    name: 'sp_hand_over_pushes',
    text: `UPDATE pushes SET owner_id = $2, updated_at = $3 WHERE owner_id = $1 AND ${ACTIVE_AT}`,
  },
  handOverRequests: {
    name: 'sp_hand_over_requests',
    text: `UPDATE requests SET owner_id = $2, updated_at = $3 WHERE owner_id = $1 AND state = 'open' AND closes_at > $3`,
  },
};

const FOREIGN_KEY_VIOLATION = '23503';

/** Suspending a user, counting their sessions, and handing their pushes and requests to another. */
export function userSuspensionQueries(query: Query) {
  return {
    setUserSuspended: async (id: string, suspended: boolean) =>
      (await query<{ outcome: AdminGuarded }>(S.setUserSuspended, [id, suspended])).rows[0]
        ?.outcome as AdminGuarded,
    countUserSessions: async (userId: string, now: number) =>
      Number((await query<{ live: string }>(S.countUserSessions, [userId, now])).rows[0]?.live ?? 0),
    handOverPushes: async (fromId: string, toId: string, now: number) =>
      (await query(S.handOverPushes, [fromId, toId, now])).rowCount ?? 0,
    handOverRequests: async (fromId: string, toId: string, now: number) => {
      try {
        return (await query(S.handOverRequests, [fromId, toId, now])).rowCount ?? 0;
      } catch (error) {
        if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION)
          throw new StoreConflictError('No such user.');
        throw error;
      }
    },
  };
}
