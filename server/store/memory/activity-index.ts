import { addressPrefix } from '../activity/activity-filter.ts';
import type { ActivityEntry, ActivityFilter } from '../activity-store.ts';

/** Sequence numbers by a key, each list ascending: appends arrive in order, so a push keeps it so. */
class SeqLists {
  private readonly lists = new Map<string, number[]>();

  add(key: string | null | undefined, seq: number): void {
    if (key === null || key === undefined) return;
    const list = this.lists.get(key);
    if (list === undefined) this.lists.set(key, [seq]);
    else list.push(seq);
  }

  get(key: string): readonly number[] {
    return this.lists.get(key) ?? [];
  }

  /** Forgets the numbers at or below `seq`: the entries they named are gone. */
  dropThrough(seq: number): void {
    for (const [key, list] of this.lists) {
      const keep = firstAbove(list, seq);
      if (keep === list.length) this.lists.delete(key);
      else if (keep > 0) list.splice(0, keep);
    }
  }
}

/** The index of the first number in an ascending list above `seq`. */
export function firstAbove(list: readonly number[], seq: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((list[mid] ?? 0) <= seq) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The activity log's search index in memory: for each filter that names a value, the entries with
 * that value. A search walks the shortest of the lists its filter names (null: every entry) and
 * checks the rest of the filter on each entry, so a page of a rare user's entries reads only theirs.
 */
export class ActivityIndex {
  private readonly actors = new SeqLists();
  private readonly targetUsers = new SeqLists();
  private readonly pushes = new SeqLists();
  private readonly events = new SeqLists();
  private readonly categories = new SeqLists();
  private readonly addresses = new SeqLists();

  add(entry: ActivityEntry): void {
    if (entry.removed === true) return;
    const { seq, target } = entry;
    this.actors.add(entry.actor.id, seq);
    // An entry a user did to themselves is theirs once.
    if (target?.kind === 'user' && target.id !== entry.actor.id) this.targetUsers.add(target.id, seq);
    if (target?.kind === 'push') this.pushes.add(target.id, seq);
    this.events.add(entry.event, seq);
    this.categories.add(entry.category, seq);
    this.addresses.add(entry.address, seq);
  }

  dropThrough(seq: number): void {
    for (const lists of [
      this.actors,
      this.targetUsers,
      this.pushes,
      this.events,
      this.categories,
      this.addresses,
    ])
      lists.dropThrough(seq);
  }

  /** The lists whose union holds every entry the filter can find, the shortest choice; null when no list narrows it. */
  candidates(filter: ActivityFilter): (readonly number[])[] | null {
    const choices: (readonly number[])[][] = [];
    if (filter.userId !== undefined)
      choices.push([this.actors.get(filter.userId), this.targetUsers.get(filter.userId)]);
    if (filter.pushId !== undefined) choices.push([this.pushes.get(filter.pushId)]);
    if (filter.events !== undefined)
      choices.push([...new Set(filter.events)].map((event) => this.events.get(event)));
    if (filter.category !== undefined) choices.push([this.categories.get(filter.category)]);
    if (filter.address !== undefined && addressPrefix(filter.address) === null)
      choices.push([this.addresses.get(filter.address)]);
    const total = (lists: (readonly number[])[]) => lists.reduce((sum, list) => sum + list.length, 0);
    return choices.reduce<(readonly number[])[] | null>(
      (best, lists) => (best === null || total(lists) < total(best) ? lists : best),
      null,
    );
  }
}
