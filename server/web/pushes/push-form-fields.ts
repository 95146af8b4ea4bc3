import { DAY, EXPIRE_DURATIONS } from '../../../shared/durations.ts';
import { isPushKind, type PushKind } from '../../../shared/kinds.ts';
import { languageByCode } from '../../../shared/languages.ts';
import type { KindPolicy } from '../../../shared/policy.ts';
import type { KindSettings } from '../../../shared/settings.ts';
import type { Translator } from '../../i18n/translator.ts';
import { type GateFormValues, gateParameter, readGateValues } from './push-form-gate.ts';
import { mailedAddresses } from './push-form-gate-mail.ts';

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
  /** A code of LANGUAGES for the secret link, or '' to leave it to the recipient's browser. */
  recipientLocale: string;
  /** Addresses to mail the secret link to, comma-separated as typed; '' for none. */
  notifyEmailsTo: string;
  /** Sealed in the page before sending; only the page's script ticks it (server/browser/push-form-seal.ts). */
  sealed: boolean;
  /** Who may open it (the Recipient fieldset); absent or empty for anyone holding the link. */
  gate?: GateFormValues;
}

export interface DurationChoice {
  value: string;
  label: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MONTH = 30 * DAY;

/** A duration in the largest unit that divides it, as EXPIRE_DURATIONS names them: "1 week", "2 months". */
export function durationLabel(words: Translator, ms: number): string {
  if (ms % MONTH === 0) return words.t('pushForm.months', { count: ms / MONTH });
  if (ms % (7 * DAY) === 0) return words.t('pushForm.weeks', { count: ms / (7 * DAY) });
  if (ms % DAY === 0) return words.t('pushForm.days', { count: ms / DAY });
  if (ms % HOUR === 0) return words.t('pushForm.hours', { count: ms / HOUR });
  return words.t('pushForm.minutes', { count: Math.round(ms / MINUTE) });
}

/** The policy's life in hours of a kind, which bounds and may preselect its durations. */
export type HoursRule = KindPolicy['hours'];

const withinHours = (ms: number, hours?: HoursRule) =>
  hours === undefined || (ms >= hours.min * HOUR && ms <= hours.max * HOUR);

/** The life a new push of the kind is given when none is chosen: the policy's hours, else its days. */
const defaultLife = (rules: KindSettings, hours?: HoursRule) =>
  hours?.default == null ? rules.expireAfterDays.default * DAY : hours.default * HOUR;

/**
 * The extension's duration choices within the kind's longest life and the policy's hours, plus
 * the default life when none equals it.
 */
export function durationChoices(words: Translator, rules: KindSettings, hours?: HoursRule): DurationChoice[] {
  const choices = EXPIRE_DURATIONS.flatMap((d, i) =>
    d.ms <= rules.expireAfterDays.max * DAY && withinHours(d.ms, hours)
      ? [{ value: String(i), label: durationLabel(words, d.ms), ms: d.ms }]
      : [],
  );
  const life = defaultLife(rules, hours);
  if (choices.some((c) => c.ms === life) || life % DAY !== 0) return choices;
  return [...choices, ownDuration(words, life)].sort((a, b) => a.ms - b.ms);
}

/** A default life of whole days that is none of the durations, as `days-N`. */
const ownDuration = (words: Translator, life: number) => ({
  value: `days-${life / DAY}`,
  label: words.t('pushForm.days', { count: life / DAY }),
  ms: life,
});

/** The allowed duration nearest a life that is neither a duration nor whole days (a policy's hours). */
function nearestDuration(life: number, rules: KindSettings, hours?: HoursRule): number {
  let best = -1;
  EXPIRE_DURATIONS.forEach((d, i) => {
    if (d.ms > rules.expireAfterDays.max * DAY || !withinHours(d.ms, hours)) return;
    const current = EXPIRE_DURATIONS[best];
    if (current === undefined || Math.abs(d.ms - life) < Math.abs(current.ms - life)) best = i;
  });
  return best;
}

export function defaultDuration(rules: KindSettings, hours?: HoursRule): string {
  const life = defaultLife(rules, hours);
  const index = EXPIRE_DURATIONS.findIndex((d) => d.ms === life);
  if (index !== -1) return String(index);
  return life % DAY === 0 ? `days-${life / DAY}` : String(nearestDuration(life, rules, hours));
}

export function defaultValues(kind: PushKind, rules: KindSettings, policy?: KindPolicy): PushFormValues {
  return {
    kind,
    payload: '',
    duration: defaultDuration(rules, policy?.hours),
    views: String(rules.expireAfterViews.default),
    passphrase: '',
    retrievalStep: rules.retrievalStepDefault,
    deletable: rules.deletableByViewerDefault,
    name: '',
    note: '',
    recipientLocale: '',
    notifyEmailsTo: '',
    sealed: policy?.sealedRequired === true && isSealable(kind),
  };
}

/** QR codes and URLs are read by the server's own page (to draw, to redirect), so only these seal. */
export const isSealable = (kind: PushKind): boolean => kind === 'text' || kind === 'file';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The code when it is one of ours exactly; anything else leaves the choice to the browser. */
const knownLanguage = (code: string) => languageByCode(code)?.code ?? '';

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
    recipientLocale: knownLanguage(text(body.recipient_locale)),
    notifyEmailsTo: text(body.notify_emails_to),
    sealed: body.sealed === 'on',
    gate: readGateValues(body),
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
    ...gateParameter(values.gate),
  };
}

/**
 * The link mail fields for these values, the gate's addresses among them where it is ticked: the
 * recipient's language is the mail's too. None without addresses.
 */
export function linkMailParameter(values: PushFormValues): Record<string, unknown> {
  const to = mailedAddresses(values.notifyEmailsTo, values.gate);
  if (to.trim() === '') return {};
  return { notify_emails_to: to, notify_emails_to_locale: values.recipientLocale };
}
