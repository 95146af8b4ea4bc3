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
  /**
   * Who may answer (shared/gate.ts, its `burnAfterFailures` unused), sealed as JSON: it names the
   * answerer's address. Absent when anyone holding the link may.
   */
  gate?: string;
}

/** Its state at `now`: an open request past its time is closed, whether or not the sweep wrote it yet. */
export function requestState(request: RequestRecord, now: number): RequestState {
  return request.state === 'open' && now >= request.closesAt ? 'closed' : request.state;
}
