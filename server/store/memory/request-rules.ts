import { type RequestRecord, requestState } from '../request-records.ts';
import type { AnswerOutcome, RequestListQuery } from '../request-store.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { Effect } from './effects.ts';
import type { StoreState } from './store-state.ts';

/** An open request past its time, as it is written down once something notices: closed when its time ran out. */
export function closedByTime(request: RequestRecord, now: number): RequestRecord {
  return { ...request, state: 'closed', closedAt: request.closesAt, updatedAt: now };
}

/** The port's rules for requests; see StoreRules for how they run. */
export class RequestRules {
  constructor(
    private readonly state: StoreState,
    private readonly emit: (effect: Effect) => void,
  ) {}

  private put(request: RequestRecord): RequestRecord {
    this.emit({ t: 'request', request });
    return request;
  }

  handOverRequests(fromId: string, toId: string, now: number): number {
    if (!this.state.users.has(toId)) throw new StoreConflictError('No such user.');
    const open = this.state.requests
      .tokensOf(fromId)
      .map((token) => this.state.requests.get(token))
      .filter((request) => request !== undefined && requestState(request, now) === 'open');
    for (const request of open) if (request) this.put({ ...request, ownerId: toId, updatedAt: now });
    return open.length;
  }

  insertRequest(request: RequestRecord): void {
    if (this.state.requests.get(request.urlToken))
      throw new StoreConflictError('That request token is taken.');
    // A requester removed meanwhile could never read the answer: as PostgreSQL's foreign key refuses it.
    if (!this.state.users.has(request.ownerId)) throw new StoreConflictError('No such user.');
    this.put(request);
  }

  answerRequest(urlToken: string, answerToken: string, now: number): AnswerOutcome | undefined {
    const found = this.state.requests.get(urlToken);
    if (found === undefined) return undefined;
    const state = requestState(found, now);
    if (state === 'answered') return { outcome: 'already_answered', request: found };
    if (state === 'closed')
      return {
        outcome: 'closed',
        request: found.state === 'open' ? this.put(closedByTime(found, now)) : found,
      };
    const answered = this.put({ ...found, state: 'answered', answerToken, answeredAt: now, updatedAt: now });
    return { outcome: 'answered', request: answered };
  }

  closeRequest(urlToken: string, now: number): { before: RequestRecord; after: RequestRecord } | undefined {
    const before = this.state.requests.get(urlToken);
    if (before === undefined) return undefined;
    if (before.state !== 'open') return { before, after: before };
    const after =
      requestState(before, now) === 'closed'
        ? closedByTime(before, now)
        : { ...before, state: 'closed' as const, closedAt: now, updatedAt: now };
    return { before, after: this.put(after) };
  }

  closeDueRequests(now: number): RequestRecord[] {
    const closed: RequestRecord[] = [];
    for (let token = this.state.requests.closing.popDue(now); token !== undefined; ) {
      const request = this.state.requests.get(token);
      // Answered or closed before its time came: its entry has nothing left to do.
      if (request?.state === 'open' && request.closesAt <= now)
        closed.push(this.put(closedByTime(request, now)));
      token = this.state.requests.closing.popDue(now);
    }
    return closed;
  }

  removeEndedRequests(before: number): number {
    const removed = this.state.requests.endedBefore(before).length;
    // One effect for the lot, as the feed's clean-up: replayed, it removes the same ones.
    if (removed > 0) this.emit({ t: 'unrequests', before });
    return removed;
  }
}

/** A requester's requests, newest first, by their state at `query.now`. */
export function listRequests(state: StoreState, ownerId: string, query: RequestListQuery): RequestRecord[] {
  const wanted = query.states === undefined ? null : new Set(query.states);
  const owned = state.requests.tokensOf(ownerId);
  const page: RequestRecord[] = [];
  let skipped = 0;
  for (let i = owned.length - 1; i >= 0 && page.length < query.limit; i--) {
    const request = state.requests.get(owned[i] ?? '');
    if (request === undefined || (wanted !== null && !wanted.has(requestState(request, query.now)))) continue;
    if (skipped < query.offset) skipped++;
    else page.push(request);
  }
  return page;
}
