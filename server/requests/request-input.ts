import { DAY, EXPIRE_DURATIONS } from '../../shared/durations.ts';
import type { PushGate } from '../../shared/gate.ts';
import { normalizeNewPush, parseFlag } from '../../shared/normalize.ts';
import { type FieldErrors, fieldErrors, ok, type Result, refuse } from '../../shared/result.ts';
import { type InstanceSettings, MAX_TEXT_PAYLOAD } from '../../shared/settings.ts';
import { readRequestGate } from './request-gate.ts';

/** A create request after normalisation: every default applied, every bound checked. */
export interface NewRequest {
  message: string;
  name: string;
  note: string;
  passphrase: string;
  allowFiles: boolean;
  includeRequestor: boolean;
  closeAfterDuration: number | null;
  /** Who may answer (request-gate.ts); null when anyone holding the link may. */
  gate: PushGate | null;
  /** How long it takes an answer, from creation. */
  openMs: number;
  answer: {
    expireAfterDays: number;
    lifetimeMs: number;
    expireAfterViews: number;
    retrievalStep: boolean;
    deletableByViewer: boolean | null;
  };
}

/** The duration a request stays open when none is given: a week, or the longest the instance allows. */
export function defaultCloseIndex(maxDays: number): number {
  const week = EXPIRE_DURATIONS.findIndex((d) => d.ms === 7 * DAY);
  let index = week;
  while (index > 0 && (EXPIRE_DURATIONS[index]?.ms ?? 0) > maxDays * DAY) index--;
  return index;
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

function text(value: unknown, field: string, errors: FieldErrors): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    errors[field] = ['must be a string'];
    return '';
  }
  return value;
}

function closeAfter(
  raw: unknown,
  maxDays: number,
  errors: FieldErrors,
): { index: number | null; ms: number } {
  const fallbackMs = EXPIRE_DURATIONS[defaultCloseIndex(maxDays)]?.ms ?? DAY;
  if (absent(raw)) return { index: null, ms: fallbackMs };
  const index = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  const choice = typeof index === 'number' ? EXPIRE_DURATIONS[index] : undefined;
  if (typeof index !== 'number' || choice === undefined) {
    errors.close_after_duration = [`must be between 0 and ${EXPIRE_DURATIONS.length - 1}`];
  } else if (choice.ms > maxDays * DAY) {
    errors.close_after_duration = [`must not be longer than ${maxDays} days`];
  } else {
    return { index, ms: choice.ms };
  }
  return { index: null, ms: fallbackMs };
}

/**
 * Turns the `request` parameter of a create into a NewRequest, or the 400/422 answer. The text asked
 * for comes as `request` (Password Pusher's API) or `payload` (pwpush-cli's `--content`); the push
 * options (`expire_after_*`, `retrieval_step`, `deletable_by_viewer`) are the answer's, checked as
 * a text push's; `close_after_duration` is how long the request itself takes an answer.
 */
export function normalizeNewRequest(
  input: unknown,
  settings: InstanceSettings,
  attachments = 0,
): Result<NewRequest> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return refuse(400, { error: 'param is missing or the value is empty or invalid: request' });
  }
  const body = input as Record<string, unknown>;
  const errors: FieldErrors = {};
  // pwpush-cli sends a file's text (`--content`) as `payload` in some releases, beside an empty `request`.
  const message = text(absent(body.request) ? body.payload : body.request, 'request', errors);
  if (errors.request === undefined && message.trim() === '' && attachments === 0)
    errors.request = ['Say what you are asking for.'];
  else if (message.length > MAX_TEXT_PAYLOAD)
    errors.request = [`is too long: at most ${MAX_TEXT_PAYLOAD} characters.`];
  const rules = settings.kinds.text;
  const close = closeAfter(body.close_after_duration, rules.expireAfterDays.max, errors);
  const answer = normalizeNewPush(
    {
      kind: 'text',
      payload: 'answer',
      expire_after_days: body.expire_after_days,
      expire_after_duration: body.expire_after_duration,
      // An answer is read once unless the requester asks for more: its page promises that.
      expire_after_views: absent(body.expire_after_views)
        ? settings.kinds.text.expireAfterViews.min
        : body.expire_after_views,
      retrieval_step: body.retrieval_step,
      deletable_by_viewer: body.deletable_by_viewer,
    },
    settings,
  );
  if (!answer.ok) Object.assign(errors, answer.refusal.body);
  const name = text(body.name, 'name', errors);
  const note = text(body.note, 'note', errors);
  const passphrase = text(body.passphrase, 'passphrase', errors);
  if (attachments > 0 && !settings.enableFilePushes) errors.files = ['File pushes are disabled.'];
  else if (attachments > settings.maxFileUploads)
    errors.files = [`You can only attach up to ${settings.maxFileUploads} files per push.`];
  const gate = readRequestGate(body.gate, errors);
  const allowFiles = parseFlag(body.response_file_attachments);
  if (allowFiles && !settings.enableFilePushes)
    errors.response_file_attachments = ['File pushes are disabled.'];
  if (!answer.ok || Object.keys(errors).length > 0) return fieldErrors(errors);
  const limits = answer.value;
  return ok({
    message,
    name,
    note,
    passphrase,
    allowFiles,
    includeRequestor: absent(body.include_requestor) ? true : parseFlag(body.include_requestor),
    closeAfterDuration: close.index,
    gate,
    openMs: close.ms,
    answer: {
      expireAfterDays: limits.expireAfterDays,
      lifetimeMs: limits.lifetimeMs,
      expireAfterViews: limits.expireAfterViews,
      retrievalStep: limits.retrievalStep,
      deletableByViewer: limits.deletableByViewer,
    },
  });
}
