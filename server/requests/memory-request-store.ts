import { StoreConflictError } from '../store/store-conflict.ts';
import {
  type AnswerOutcome,
  type RequestListQuery,
  type RequestRecord,
  type RequestStore,
  requestState,
} from './request-records.ts';

/**
 * Requests in this process's memory, lost when it stops: the reference the conformance suite
 * (test/server/store/conformance-requests.ts) was written against, until the store adapters keep
 * requests themselves. Each method runs to its end without awaiting, so each change is one step.
 * Records go in and out as copies: a caller changing one changes nothing stored.
 */
export function memoryRequestStore(): RequestStore {
  const requests = new Map<string, RequestRecord>();
  const copy = (request: RequestRecord): RequestRecord => ({ ...request });

  /** Writes down a close that time made, at the moment it happened. */
  const closedByTime = (request: RequestRecord, now: number): RequestRecord => {
    const closed = { ...request, state: 'closed' as const, closedAt: request.closesAt, updatedAt: now };
    requests.set(request.urlToken, closed);
    return closed;
  };

  return {
    async insertRequest(request) {
      if (requests.has(request.urlToken)) throw new StoreConflictError('That request token is taken.');
      requests.set(request.urlToken, copy(request));
    },

    async findRequest(urlToken) {
      const found = requests.get(urlToken);
      return found === undefined ? undefined : copy(found);
    },

    async answerRequest(urlToken, answerToken, now): Promise<AnswerOutcome | undefined> {
      const found = requests.get(urlToken);
      if (found === undefined) return undefined;
      const state = requestState(found, now);
      if (state === 'answered') return { outcome: 'already_answered', request: copy(found) };
      if (state === 'closed') {
        const closed = found.state === 'open' ? closedByTime(found, now) : found;
        return { outcome: 'closed', request: copy(closed) };
      }
      const answered: RequestRecord = {
        ...found,
        state: 'answered',
        answerToken,
        answeredAt: now,
        updatedAt: now,
      };
      requests.set(urlToken, answered);
      return { outcome: 'answered', request: copy(answered) };
    },

    async closeRequest(urlToken, now) {
      const found = requests.get(urlToken);
      if (found === undefined) return undefined;
      const state = requestState(found, now);
      let after = found;
      if (state === 'open') {
        after = { ...found, state: 'closed', closedAt: now, updatedAt: now };
        requests.set(urlToken, after);
      } else if (state === 'closed' && found.state === 'open') {
        after = closedByTime(found, now);
      }
      return { before: copy(found), after: copy(after) };
    },

    async listRequests(ownerId, query: RequestListQuery) {
      const wanted = query.states === undefined ? undefined : new Set(query.states);
      return [...requests.values()]
        .filter((r) => r.ownerId === ownerId && (wanted?.has(requestState(r, query.now)) ?? true))
        .sort((a, b) => b.createdAt - a.createdAt || (a.urlToken < b.urlToken ? 1 : -1))
        .slice(query.offset, query.offset + query.limit)
        .map(copy);
    },

    async closeDueRequests(now) {
      const due = [...requests.values()].filter((r) => r.state === 'open' && now >= r.closesAt);
      return due.map((r) => copy(closedByTime(r, now)));
    },

    async removeEndedRequests(before) {
      let removed = 0;
      for (const [token, request] of requests) {
        const endedAt = request.answeredAt ?? request.closedAt;
        if (request.state !== 'open' && endedAt !== null && endedAt < before) {
          requests.delete(token);
          removed++;
        }
      }
      return removed;
    },
  };
}
