import type { RequestRecord, RequestState } from './request-records.ts';

/** How recording an answer went; `request` is the record after it, or as it was when refused. */
export type AnswerOutcome =
  | { outcome: 'answered'; request: RequestRecord }
  | { outcome: 'already_answered' | 'closed'; request: RequestRecord };

export interface RequestListQuery {
  /** The states to list, judged at `now`; all of them when omitted. */
  states?: readonly RequestState[];
  now: number;
  offset: number;
  limit: number;
}

/** Where requests for a secret are kept; the contract of port.ts holds for every method. */
export interface RequestStore {
  /**
   * Refused with StoreConflictError, storing nothing, when the token is taken or when no user has
   * `ownerId` (a requester deleted meanwhile): every adapter checks both in the same step as the write.
   */
  insertRequest(request: RequestRecord): Promise<void>;
  findRequest(urlToken: string): Promise<RequestRecord | undefined>;
  /**
   * Records an answer, as one step: when the request is open at `now` it becomes `answered` with
   * `answerToken` (sealed) and `answeredAt = now`. Of two answers at once, one is recorded; the
   * other gets `already_answered`. A request past `closesAt` is recorded closed and gets `closed`.
   * Undefined for an unknown token.
   */
  answerRequest(urlToken: string, answerToken: string, now: number): Promise<AnswerOutcome | undefined>;
  /**
   * Closes a request open at `now` (`closedAt = now`); an answered or closed one stays as it is.
   * Returns the record as it was before and after. Undefined for an unknown token.
   */
  closeRequest(
    urlToken: string,
    now: number,
  ): Promise<{ before: RequestRecord; after: RequestRecord } | undefined>;
  /**
   * Gives every request of `fromId` open at `now` to `toId`, so its answer reaches them; returns
   * how many. Refused with StoreConflictError when no user has `toId`.
   */
  handOverRequests(fromId: string, toId: string, now: number): Promise<number>;
  /** A requester's requests, newest first; their states judged at `now`. */
  listRequests(ownerId: string, query: RequestListQuery): Promise<RequestRecord[]>;
  /**
   * Records as closed every open request whose time ran out by `now` (`closedAt = closesAt`);
   * returns them as they are after.
   */
  closeDueRequests(now: number): Promise<RequestRecord[]>;
  /** Deletes requests answered or closed before `before`; returns how many. */
  removeEndedRequests(before: number): Promise<number>;
}
