import { DAY, EXPIRE_DURATIONS } from '../../shared/durations.ts';
import { isPushKind, type PushKind } from '../../shared/kinds.ts';
import { isHttpUrl } from '../../shared/normalize.ts';
import type { FieldErrors } from '../../shared/result.ts';
import type { InstanceSettings, KindSettings } from '../../shared/settings.ts';

/** The push form as typed: every value a string or a tick, so a refused form comes back unchanged. */
export interface PushFormValues {
  kind: PushKind;
  payload: string;
  /** An index into EXPIRE_DURATIONS, or `days-N` for an instance default that is not one of them. */
  duration: string;
  views: string;
  passphrase: string;
  retrievalStep: boolean;
  deletable: boolean;
  name: string;
  note: string;
}

export interface DurationChoice {
  value: string;
  label: string;
}

/** The extension's duration choices that the kind's longest allowed life takes, plus its default when none equals it. */
export function durationChoices(rules: KindSettings): DurationChoice[] {
  const { default: days, max } = rules.expireAfterDays;
  const choices = EXPIRE_DURATIONS.flatMap((d, i) =>
    d.ms <= max * DAY ? [{ value: String(i), label: d.label, ms: d.ms }] : [],
  );
  if (choices.some((c) => c.ms === days * DAY)) return choices;
  const own = { value: `days-${days}`, label: `${days} days`, ms: days * DAY };
  return [...choices, own].sort((a, b) => a.ms - b.ms);
}

export function defaultDuration(rules: KindSettings): string {
  const days = rules.expireAfterDays.default;
  const index = EXPIRE_DURATIONS.findIndex((d) => d.ms === days * DAY);
  return index === -1 ? `days-${days}` : String(index);
}

export function defaultValues(kind: PushKind, rules: KindSettings): PushFormValues {
  return {
    kind,
    payload: '',
    duration: defaultDuration(rules),
    views: String(rules.expireAfterViews.default),
    passphrase: '',
    retrievalStep: rules.retrievalStepDefault,
    deletable: rules.deletableByViewerDefault,
    name: '',
    note: '',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's values from a posted body (URL-encoded or multipart fields alike). */
export function readValues(body: Record<string, unknown>): PushFormValues {
  const kind = isPushKind(body.kind) ? body.kind : 'text';
  // An older form (and a hand-written one) may send whole days instead of a duration.
  const days = text(body.expire_after_days);
  const duration = text(body.expire_after_duration) || (days === '' ? '' : `days-${days}`);
  return {
    kind,
    payload: text(body.payload),
    duration,
    views: text(body.expire_after_views),
    passphrase: text(body.passphrase),
    retrievalStep: body.retrieval_step === 'on',
    deletable: body.deletable_by_viewer === 'on',
    name: text(body.name),
    note: text(body.note),
  };
}

/** The API's `push` parameter for these values; name and note only for a signed-in creator, who can see them later. */
export function pushParameter(values: PushFormValues, signedIn: boolean): Record<string, unknown> {
  const days = /^days-(.*)$/.exec(values.duration)?.[1];
  return {
    kind: values.kind,
    payload: values.payload,
    passphrase: values.passphrase,
    ...(days === undefined ? { expire_after_duration: values.duration } : { expire_after_days: days }),
    expire_after_views: values.views,
    retrieval_step: values.retrievalStep,
    deletable_by_viewer: values.deletable,
    ...(signedIn ? { name: values.name.trim(), note: values.note.trim() } : {}),
  };
}

/** The instance's refusals reworded for the page, beside the field they concern. */
export function pageErrors(
  errors: FieldErrors,
  values: PushFormValues,
  settings: InstanceSettings,
): FieldErrors {
  const rules = settings.kinds[values.kind];
  const words: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (field === 'payload') words.payload = [payloadWords(values, messages)];
    else if (field === 'expire_after_views')
      words.views = [
        `Views must be between ${rules.expireAfterViews.min} and ${rules.expireAfterViews.max}.`,
      ];
    else if (field === 'expire_after_days' || field === 'expire_after_duration')
      words.duration = ['Choose one of the times offered.'];
    else words[field] = messages;
  }
  return words;
}

function payloadWords(values: PushFormValues, messages: string[]): string {
  const typed = values.payload.trim();
  if (values.kind === 'url') {
    if (typed === '') return 'Enter the URL to push.';
    if (!isHttpUrl(typed)) return 'A URL push needs an http:// or https:// address.';
    return 'The URL must not contain control characters (such as line breaks).';
  }
  if (typed === '')
    return values.kind === 'qr' ? 'Enter the text for the QR code.' : 'Enter the secret to push.';
  return messages.join(' ');
}
