import { DAY, daysCovering, EXPIRE_DURATIONS } from './durations.ts';
import { normalizeGate, type PushGate } from './gate.ts';
import { isPushKind, KIND_LABELS, PUSH_KINDS, type PushKind } from './kinds.ts';
import { type FieldErrors, fieldErrors, ok, type Result, refuse } from './result.ts';
import { qrPayloadProblem, urlPayloadProblem } from './servable-payload.ts';
import {
  type Bounds,
  type InstanceSettings,
  isKindEnabled,
  MAX_QR_PAYLOAD,
  MAX_TEXT_PAYLOAD,
} from './settings.ts';

/** A create request after normalisation: every default applied, every bound checked. */
export interface NewPush {
  kind: PushKind;
  payload: string;
  passphrase: string;
  name: string;
  note: string;
  expireAfterDays: number;
  expireAfterViews: number;
  /** Exact lifetime in milliseconds from creation. */
  lifetimeMs: number;
  retrievalStep: boolean;
  deletableByViewer: boolean | null;
  /** Who may open it (shared/gate.ts); absent when anyone holding the link may. */
  gate?: PushGate;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 'checked']);

/** pwpush's reading of a boolean parameter: a short list of words means true, anything else false. */
export function parseFlag(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && TRUE_WORDS.has(value.trim().toLowerCase());
}

function parseInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return undefined;
}

function boundedInteger(value: unknown, bounds: Bounds, field: string, errors: FieldErrors): number {
  if (value === undefined || value === null || value === '') return bounds.default;
  const n = parseInteger(value);
  if (n === undefined || n < bounds.min || n > bounds.max) {
    errors[field] = [`must be between ${bounds.min} and ${bounds.max}`];
    return bounds.default;
  }
  return n;
}

function optionalString(value: unknown, field: string, errors: FieldErrors): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    errors[field] = ['must be a string'];
    return '';
  }
  return value;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function checkPayload(kind: PushKind, payload: unknown, errors: FieldErrors): string {
  if (payload !== undefined && payload !== null && typeof payload !== 'string') {
    errors.payload = ['must be a string'];
    return '';
  }
  const text = payload ?? '';
  if (kind === 'file') return text;
  if (kind === 'url') {
    const url = text.trim();
    const problem = isHttpUrl(url) ? urlPayloadProblem(url) : 'must be a valid HTTP or HTTPS URL.';
    if (problem !== null) errors.payload = [problem];
    return url;
  }
  const qrProblem = kind === 'qr' ? qrPayloadProblem(text) : null;
  if (text.trim() === '') {
    errors.payload = ['Payload is required.'];
  } else if (kind === 'qr' && text.length > MAX_QR_PAYLOAD) {
    errors.payload = [`Payload is too long: QR code pushes hold at most ${MAX_QR_PAYLOAD} characters.`];
  } else if (qrProblem !== null) {
    errors.payload = [`Payload ${qrProblem}`];
  } else if (text.length > MAX_TEXT_PAYLOAD) {
    errors.payload = [`Payload is too large: at most ${MAX_TEXT_PAYLOAD} characters.`];
  }
  return text;
}

function lifetime(
  rawDuration: unknown,
  days: number,
  maxDays: number,
  errors: FieldErrors,
): { lifetimeMs: number; expireAfterDays: number } {
  if (rawDuration === undefined || rawDuration === null || rawDuration === '') {
    return { lifetimeMs: days * DAY, expireAfterDays: days };
  }
  const index = parseInteger(rawDuration);
  const choice = index === undefined ? undefined : EXPIRE_DURATIONS[index];
  if (choice === undefined) {
    errors.expire_after_duration = [`must be between 0 and ${EXPIRE_DURATIONS.length - 1}`];
  } else if (choice.ms > maxDays * DAY) {
    errors.expire_after_duration = [`must not be longer than ${maxDays} days`];
  } else {
    return { lifetimeMs: choice.ms, expireAfterDays: daysCovering(choice.ms) };
  }
  return { lifetimeMs: days * DAY, expireAfterDays: days };
}

/**
 * Turns the `push` parameter of a create request into a NewPush, or the contract's 400/422 answer.
 * `fileCount` is the number of files that came with the request.
 */
export function normalizeNewPush(push: unknown, settings: InstanceSettings, fileCount = 0): Result<NewPush> {
  if (typeof push !== 'object' || push === null || Array.isArray(push)) {
    return refuse(400, { error: 'param is missing or the value is empty or invalid: push' });
  }
  const input = push as Record<string, unknown>;
  const rawKind = input.kind ?? (fileCount > 0 ? 'file' : 'text');
  if (!isPushKind(rawKind)) {
    return fieldErrors({ kind: [`must be one of: ${PUSH_KINDS.join(', ')}`] });
  }
  const kind = rawKind;
  if (!isKindEnabled(settings, kind)) {
    return fieldErrors({ kind: [`${KIND_LABELS[kind]} pushes are disabled.`] });
  }
  const rules = settings.kinds[kind];
  const errors: FieldErrors = {};
  const payload = checkPayload(kind, input.payload, errors);
  if (fileCount > settings.maxFileUploads) {
    errors.files = [`You can only attach up to ${settings.maxFileUploads} files per push.`];
  }
  if (kind !== 'file' && fileCount > 0) errors.files = ['Only file pushes can carry files.'];
  const days = boundedInteger(input.expire_after_days, rules.expireAfterDays, 'expire_after_days', errors);
  const views = boundedInteger(
    input.expire_after_views,
    rules.expireAfterViews,
    'expire_after_views',
    errors,
  );
  const { lifetimeMs, expireAfterDays } = lifetime(
    input.expire_after_duration,
    days,
    rules.expireAfterDays.max,
    errors,
  );
  const passphrase = optionalString(input.passphrase, 'passphrase', errors);
  const name = optionalString(input.name, 'name', errors);
  const note = optionalString(input.note, 'note', errors);
  const gate = normalizeGate(input.gate, errors);
  if (Object.keys(errors).length > 0) return fieldErrors(errors);

  const flag = (value: unknown, fallback: boolean) => (value === undefined ? fallback : parseFlag(value));
  return ok({
    kind,
    payload,
    passphrase,
    name,
    note,
    expireAfterDays,
    expireAfterViews: views,
    lifetimeMs,
    retrievalStep: rules.enableRetrievalStep && flag(input.retrieval_step, rules.retrievalStepDefault),
    deletableByViewer:
      kind === 'url'
        ? null
        : rules.enableDeletableByViewer && flag(input.deletable_by_viewer, rules.deletableByViewerDefault),
    ...(gate === null ? {} : { gate }),
  });
}

/** The `page` query parameter: 1 when absent, else an integer in 1..200. */
export function parsePage(raw: string | undefined): Result<number> {
  if (raw === undefined) return ok(1);
  const n = /^\d+$/.test(raw) ? Number.parseInt(raw, 10) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > 200) return refuse(400, { error: 'Invalid page parameter' });
  return ok(n);
}

/** Pages of lists and audit logs hold this many entries; a full page means there may be another. */
export const PAGE_SIZE = 50;
