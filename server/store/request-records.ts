/**
 * A request for a secret: a signed-in user (the requester) asks someone, through a link anyone can
 * open, to send them a secret. The answer becomes a push the requester owns, made through the push
 * service, so it is sealed, counted, audited and expires like any other push.
 */

import type { RequestState } from '../../shared/wire.ts';

export { REQUEST_STATES, type RequestState } from '../../shared/wire.ts';

/** A request as stored. Times are epoch milliseconds; sealed fields are ciphertext under the instance key. */
export interface RequestRecord {
  /** The answer link's token (`/req/<urlToken>`); the key, as a push's token is. */
  urlToken: string;
  /** The requester. */
  ownerId: string;
  /** The requester's label for it, sealed; empty sealed when none. */
  name: string;
  /** What is asked for, shown to whoever opens the link; sealed. */
  message: string;
  /** The requester's own note, never shown on the answer page; sealed, null when none. */
  note: string | null;
  /** Asked of whoever opens the link before the message shows; sealed, null when none. */
  passphrase: string | null;
  /** Whether the answer may carry files (besides text). */
  allowFiles: boolean;
  /** Whether the answer page names the requester's e-mail address. */
  includeRequestor: boolean;
  /** The `close_after_duration` choice it was made with (an index of EXPIRE_DURATIONS); null when none was given. */
  closeAfterDuration: number | null;
  createdAt: number;
  updatedAt: number;
  /** When it stops taking an answer, unless answered or closed before. */
  closesAt: number;
  /** As last written: an `open` one past `closesAt` is closed all the same (see requestState). */
  state: RequestState;
  answeredAt: number | null;
  /** When it was closed (by its requester, or `closesAt` once the sweep recorded it); null otherwise. */
  closedAt: number | null;
  /** The answer push's url token, sealed; null until answered. */
  answerToken: string | null;
  /** The push holding files the requester attached for whoever answers, sealed; null when none. */
  attachmentToken: string | null;
  /** The answer push's limits: how long and how often the answer can be read. */
  answerExpireAfterDays: number;
  answerLifetimeMs: number;
  answerExpireAfterViews: number;
  answerRetrievalStep: boolean;
  answerDeletableByViewer: boolean | null;
}

/** Its state at `now`: an open request past its time is closed, whether or not the sweep wrote it yet. */
export function requestState(request: RequestRecord, now: number): RequestState {
  return request.state === 'open' && now >= request.closesAt ? 'closed' : request.state;
}

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

/**
 * Where requests are kept. Every method that changes data resolves once the change is durable, and
 * each change is atomic. A method that cannot reach its storage throws StoreUnavailableError and
 * has changed nothing.
 */
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
