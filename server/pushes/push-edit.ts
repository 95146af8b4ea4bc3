import { DAY, daysCovering, EXPIRE_DURATIONS } from '../../shared/durations.ts';
import type { KindPolicy } from '../../shared/policy.ts';
import { type FieldErrors, fieldErrors, ok, type Result } from '../../shared/result.ts';
import type { Bounds, KindSettings } from '../../shared/settings.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { PushEdit } from '../store/push-store.ts';
import type { PushRecord } from '../store/records.ts';

/** What an owner asks to change, as the edit form sends it. */
export interface EditInput {
  name: string;
  note: string;
  /** `keep` leaves the passphrase as it is; `remove` drops it; a string sets a new one. */
  passphrase: 'keep' | 'remove' | { set: string };
  retrievalStep: boolean;
  deletableByViewer: boolean;
  /** An index into EXPIRE_DURATIONS, counted from creation, or KEEP_LIFETIME, as chosen. */
  duration: string;
  /** Views in all, as typed. */
  views: string;
}

export const NAME_MAX = 255;
export const NOTE_MAX = 10_000;

/** The least a limit may become: the kind's minimum, and above what is already used. */
export function editFloor(bounds: Bounds, used: number): number {
  return Math.max(bounds.min, used + 1);
}

/** The edit form's choice that leaves a push's life as it is, whatever the rules say now. */
export const KEEP_LIFETIME = 'current';

/** The longest life the policy gives a kind in hours, where it is shorter than its days. */
export type HoursCap = Pick<KindPolicy, 'hours'> | undefined;

/** Whether a duration from creation may be chosen now: within the kind's longest life, and ending later than now. */
export const lifetimeOffered = (
  push: PushRecord,
  ms: number,
  rules: KindSettings,
  now: number,
  cap?: HoursCap,
) =>
  ms <= rules.expireAfterDays.max * DAY &&
  (cap === undefined || (ms <= cap.hours.max * HOUR && ms >= cap.hours.min * HOUR)) &&
  push.createdAt + ms > now;

const HOUR = 3_600_000;

type Lifetime = Pick<PushEdit, 'expireAfterDays' | 'expiresAt'>;

/** The life chosen from the create form's durations; one that ended already or passes the rules is refused. */
function lifetime(
  push: PushRecord,
  chosen: string,
  rules: KindSettings,
  now: number,
  cap: HoursCap,
): Lifetime | null {
  if (chosen === KEEP_LIFETIME) return { expireAfterDays: push.expireAfterDays, expiresAt: push.expiresAt };
  const choice = /^\d{1,2}$/.test(chosen) ? EXPIRE_DURATIONS[Number(chosen)] : undefined;
  if (choice === undefined || !lifetimeOffered(push, choice.ms, rules, now, cap)) return null;
  return { expireAfterDays: daysCovering(choice.ms), expiresAt: push.createdAt + choice.ms };
}

function limit(typed: string, current: number, bounds: Bounds, used: number): number | string {
  const n = /^\s*\d+\s*$/.test(typed) ? Number.parseInt(typed, 10) : Number.NaN;
  // The value it has stays allowed, even if the instance's bounds have changed since.
  if (n === current) return n;
  const floor = editFloor(bounds, used);
  if (!Number.isInteger(n) || n < floor || n > bounds.max)
    return `must be between ${floor} and ${bounds.max}`;
  return n;
}

/**
 * An owner's edit of a live push, as Password Pusher allows it: name, note, passphrase, retrieval
 * step, deletable by viewer, a life from the create form's durations that has not yet run out, and
 * views never at or below those already used. A life left as it was keeps the push's exact expiry.
 */
export function normalizeEdit(
  push: PushRecord,
  input: EditInput,
  rules: KindSettings,
  now: number,
  cipher: Cipher,
  policy?: KindPolicy,
): Result<PushEdit> {
  const errors: FieldErrors = policy === undefined ? {} : editBreaches(push, input, policy);
  if (input.name.length > NAME_MAX) errors.name = [`must be at most ${NAME_MAX} characters`];
  if (input.note.length > NOTE_MAX) errors.note = [`must be at most ${NOTE_MAX} characters`];
  if (typeof input.passphrase === 'object' && input.passphrase.set === '')
    errors.passphrase = ['must not be empty: leave it as it is, or remove it'];
  const life = lifetime(push, input.duration, rules, now, policy);
  if (life === null) errors.expire_after_duration = ['must be one of the durations offered'];
  const views = limit(input.views, push.expireAfterViews, rules.expireAfterViews, push.countedViews);
  if (typeof views === 'string') errors.expire_after_views = [views];
  if (life === null || typeof views === 'string' || Object.keys(errors).length > 0)
    return fieldErrors(errors);
  const { passphrase } = input;
  return ok({
    name: input.name.trim(),
    note: input.note.trim() === '' ? null : cipher.seal(input.note),
    passphrase:
      passphrase === 'keep' ? push.passphrase : passphrase === 'remove' ? null : cipher.seal(passphrase.set),
    retrievalStep: rules.enableRetrievalStep ? input.retrievalStep : push.retrievalStep,
    deletableByViewer:
      push.deletableByViewer === null || !rules.enableDeletableByViewer
        ? push.deletableByViewer
        : input.deletableByViewer,
    ...life,
    expireAfterViews: views,
  });
}

/**
 * What an edit may not do under the policy: drop a required passphrase or set one too short, or
 * turn off a required option. What the push already had before a rule changed stays, so an older
 * push can still be renamed.
 */
function editBreaches(push: PushRecord, input: EditInput, policy: KindPolicy): FieldErrors {
  const errors: FieldErrors = {};
  const { required, minLength } = policy.passphrase;
  const { passphrase } = input;
  const rule = (name: string) => ` (policy rule kinds.${push.kind}.${name})`;
  if (required && push.passphrase !== null && passphrase === 'remove')
    errors.passphrase = [`is required${rule('passphrase')}`];
  if (required && typeof passphrase === 'object' && passphrase.set.length < minLength)
    errors.passphrase = [`is required: at least ${minLength} characters${rule('passphrase')}`];
  const options = [
    ['retrieval_step', 'retrievalStep', input.retrievalStep, push.retrievalStep],
    ['deletable_by_viewer', 'deletableByViewer', input.deletableByViewer, push.deletableByViewer],
  ] as const;
  for (const [field, name, asked, was] of options) {
    if (was === null || asked === was) continue;
    if (!asked && policy[name].required) errors[field] = [`must be true${rule(`${name}.required`)}`];
  }
  return errors;
}
