import { chainActivity } from '../activity/activity-chain.ts';
import { activityToKeep } from '../activity/activity-details.ts';
import {
  ACTIVITY_CATEGORIES,
  type ActivityCutoffs,
  type ActivityEntry,
  type NewActivity,
} from '../activity-store.ts';
import type { Effect } from './effects.ts';
import type { StoreState } from './store-state.ts';

/** The port's rules for the activity log: one process appends, so the event loop orders the chain. */
export class ActivityRules {
  constructor(
    private readonly state: StoreState,
    private readonly emit: (effect: Effect) => void,
  ) {}

  appendActivity(entry: NewActivity): ActivityEntry {
    const head = this.state.activity.head();
    const chained = chainActivity(head.seq + 1, activityToKeep(entry), head.digest);
    this.emit({ t: 'activity', entry: chained });
    return chained;
  }

  removeOldActivity(cutoffs: ActivityCutoffs, limit: number): { removed: number; more: boolean } {
    const due: number[] = [];
    let more = false;
    for (const category of ACTIVITY_CATEGORIES) {
      const before = cutoffs[category];
      if (before === null) continue;
      const left = limit - due.length;
      const found = this.state.activity.dueOf(category, before, left + 1);
      if (found.length > left) more = true;
      due.push(...found.slice(0, left));
    }
    due.sort((a, b) => a - b);
    if (due.length > 0) this.emit({ t: 'unactivity', seqs: due });
    return { removed: due.length, more };
  }
}
