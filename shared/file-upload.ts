import type { ApiResult, NewPushRequest } from './api-client.ts';
import { classifyAnswer, offlineError, unexpectedAnswer } from './api-errors.ts';
import type { PushGate } from './gate.ts';
import { isPushJson, type PushSummary, toPushSummary } from './push-summary.ts';

/** The part of XMLHttpRequest an upload uses, so a test can pass its own or happy-dom's. */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  readonly status: number;
  readonly responseText: string;
  upload: { onprogress: ((e: ProgressEvent) => void) | null };
  onload: ((e: ProgressEvent) => void) | null;
  onerror: ((e: ProgressEvent) => void) | null;
  onabort: ((e: ProgressEvent) => void) | null;
}

/** A gate's fields as forms nest them: `push[gate][emails][]` once per address, as the server reads them. */
function appendGate(form: FormData, gate: PushGate): void {
  for (const email of gate.emails) form.append('push[gate][emails][]', email);
  for (const network of gate.networks) form.append('push[gate][networks][]', network);
  if (gate.members) form.append('push[gate][members]', 'true');
  if (gate.burnAfterFailures !== null)
    form.append('push[gate][burn_after_failures]', String(gate.burnAfterFailures));
}

/**
 * A file push's body: the usual `push[...]` fields and any gate, then one `push[files][]` part per
 * file (the server stops reading at a refused file, so the fields go first).
 */
export function multipartCreateBody(push: NewPushRequest, files: readonly File[]): FormData {
  const form = new FormData();
  const fields: Record<string, string | number | boolean | undefined> = {
    kind: 'file',
    payload: push.payload || undefined,
    expire_after_days: push.expireAfterDays,
    expire_after_duration: push.expireAfterDuration,
    expire_after_views: push.expireAfterViews,
    retrieval_step: push.retrievalStep,
    deletable_by_viewer: push.deletableByViewer,
    passphrase: push.passphrase || undefined,
    name: push.name || undefined,
    note: push.note || undefined,
    notify_emails_to: push.notifyEmailsTo || undefined,
    notify_emails_to_locale: push.notifyEmailsToLocale || undefined,
  };
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) form.append(`push[${key}]`, String(value));
  if (push.gate) appendGate(form, push.gate);
  for (const file of files) form.append('push[files][]', file, file.name);
  return form;
}

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends a file push with XMLHttpRequest, the one browser API that reports upload progress;
 * `onProgress` gets the fraction sent, 0 to 1.
 */
export function uploadPush(
  request: UploadRequest,
  target: { baseUrl: string; token: string },
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<ApiResult<PushSummary>> {
  return new Promise((resolve) => {
    request.open('POST', `${target.baseUrl}/api/v2/pushes`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Authorization', `Bearer ${target.token}`);
    request.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    request.onerror = () => resolve({ ok: false, error: offlineError() });
    request.onabort = request.onerror;
    request.onload = () => {
      const json = parse(request.responseText);
      const { status } = request;
      if (status < 200 || status > 299) return resolve({ ok: false, error: classifyAnswer(status, json) });
      onProgress(1);
      resolve(
        isPushJson(json)
          ? { ok: true, value: toPushSummary(json) }
          : { ok: false, error: unexpectedAnswer(status) },
      );
    };
    request.send(body);
  });
}
