import type { GateViewer } from '../pushes/gate-facts.ts';

/**
 * A request answered, for its requester to be told of, in the push events' shape
 * (server/pushes/push-event.ts) with `kind: 'request'`: the notifier tells of it as of a
 * push's view, through the same mail, webhook and feed. The token is the request's, not the
 * answer's: the requester reads the answer through the request.
 */
export interface RequestAnswered {
  event: 'request_answered';
  /** `createdAt`: when the request was made, which titles it when it has no name. */
  push: { ownerId: string; urlToken: string; name: string; kind: 'request'; createdAt: number };
  at: number;
  /** Through a request's gate: who answered and how they were verified; the requester alone is told. */
  viewer?: GateViewer;
}

/** Told of every answer; never throws (a failure to queue a notice is logged, the answer stands). */
export type RequestEventSink = (event: RequestAnswered) => Promise<void>;
