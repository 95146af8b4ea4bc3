import { createHash } from 'node:crypto';
import type { PushKind } from '../../shared/kinds.ts';
import type { NotifyEvent, PushRecord } from '../store/records.ts';
import type { GateViewer } from './gate-facts.ts';

/** Something that happened to a push, for its owner to be told of (see notifier.ts). */
export interface PushEvent {
  event: NotifyEvent;
  /** The push (or request, of kind `request`) as the event left it: only its owner, token, name, kind and creation time are read. */
  push: Pick<PushRecord, 'ownerId' | 'urlToken' | 'name' | 'createdAt'> & { kind: PushKind | 'request' };
  at: number;
  /** For a view through a gate: who opened it and how they were verified; the owner alone is told. */
  viewer?: GateViewer;
}

/** Told of every push event; never throws (a failure to queue a notice is logged, the read goes on). */
export type PushEventSink = (event: PushEvent) => Promise<void>;

/**
 * A short digest of a url token, for notices that must not hold the link: enough for an owner to
 * tell pushes of the same name apart, and, from 48 bits of a hash of a random token, no way back.
 */
export function tokenDigest(urlToken: string): string {
  return createHash('sha256').update(urlToken).digest('hex').slice(0, 12);
}
