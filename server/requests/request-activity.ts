import type { ActivityRecorder, RecordedEvent } from '../activity/activity-recorder.ts';
import { requestTarget } from '../activity/activity-target.ts';
import type { ActivityWho } from '../pushes/push-activity.ts';
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
  ) =>
    recorder?.record({
      event,
      actor: who.actor,
      client: who.client,
      target: requestTarget(request.urlToken),
      outcome: 'success',
      details,
    });

  return {
    asked: (request: RequestRecord, who: ActivityWho, attachments: number) =>
      record('request.asked', who, request, {
        gates: request.passphrase === null ? '' : 'passphrase',
        files: attachments,
        days: request.answerExpireAfterDays,
        views: request.answerExpireAfterViews,
      }),
    /** `kind`: the answer's push kind (text, or file when it came with files). */
    answered: (request: RequestRecord, who: ActivityWho, kind: 'text' | 'file', files: number) =>
      record('request.answered', who, request, { kind, files }),
    closed: (request: RequestRecord, who: ActivityWho, by: 'owner' | 'days') =>
      record('request.closed', who, request, { by }),
  };
}

export type RequestActivity = ReturnType<typeof requestActivity>;
