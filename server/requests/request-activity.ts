import type { PushGate } from '../../shared/gate.ts';
import type { ActivityRecorder, RecordedEvent } from '../activity/activity-recorder.ts';
import { requestTarget } from '../activity/activity-target.ts';
import type { GateNeed } from '../pushes/gate-check.ts';
import { gateKinds } from '../pushes/gate-facts.ts';
import type { ActivityWho, GateRefusal } from '../pushes/push-activity.ts';
import type { ActivityDetail } from '../store/activity-store.ts';
import type { RequestRecord } from '../store/request-records.ts';

/**
 * The request events of the activity log, each told by the request service where it happens:
 * asked, answered, closed (by its requester, or by its time). Never its words, passphrase or link.
 */
export function requestActivity(recorder: ActivityRecorder | undefined) {
  const record = (
    event: RecordedEvent['event'],
    who: ActivityWho,
    request: RequestRecord,
    details: Record<string, ActivityDetail>,
    outcome: RecordedEvent['outcome'] = 'success',
  ) =>
    recorder?.record({
      event,
      actor: who.actor,
      client: who.client,
      target: requestTarget(request.urlToken),
      outcome,
      details,
    });

  return {
    /** `gates`: what stands before the answer: `passphrase`, and the gate's parts (`email,member,network`). */
    asked: (request: RequestRecord, who: ActivityWho, attachments: number, gate: PushGate | null) =>
      record('request.asked', who, request, {
        gates: [
          ...(request.passphrase === null ? [] : ['passphrase']),
          ...(gate === null ? [] : [gateKinds(gate)]),
        ].join(','),
        files: attachments,
        days: request.answerExpireAfterDays,
        views: request.answerExpireAfterViews,
      }),
    /**
     * `kind`: the answer's push kind (text, or file when it came with files); `gated`: what the gate
     * says of who answered (gate-facts.ts: its parts, the method, the address's domain, never the address).
     */
    answered: (
      request: RequestRecord,
      who: ActivityWho,
      kind: 'text' | 'file',
      files: number,
      gated: Record<string, ActivityDetail> = {},
    ) => record('request.answered', who, request, { kind, files, ...gated }),
    /**
     * An answerer the gate kept out (`gates`: the step that stood), as a refused view of a push is:
     * a failed answer that took nothing; `domain`: of the address a wrong code was typed for, never the address.
     */
    gateRefused: (
      request: RequestRecord,
      who: ActivityWho,
      reason: GateRefusal,
      need: GateNeed,
      domain: string | null = null,
    ) =>
      record(
        'request.answered',
        who,
        request,
        { reason, gates: need, ...(domain === null ? {} : { domain }) },
        'failure',
      ),
    closed: (request: RequestRecord, who: ActivityWho, by: 'owner' | 'days') =>
      record('request.closed', who, request, { by }),
  };
}

export type RequestActivity = ReturnType<typeof requestActivity>;
