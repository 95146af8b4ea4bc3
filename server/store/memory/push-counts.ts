import { isExpiredAt } from '../../../shared/expiry.ts';
import type { PushCounts } from '../push-store.ts';
import type { StoreState } from './store-state.ts';

/** Counts an in-memory state's pushes, judging each at `now` as a listing would. */
export function countPushes(state: StoreState, now: number): PushCounts {
  let active = 0;
  let expired = 0;
  for (const push of state.pushes.values()) {
    if (isExpiredAt(push, now)) expired++;
    else active++;
  }
  return { active, expired };
}
