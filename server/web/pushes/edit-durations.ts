import { EXPIRE_DURATIONS } from '../../../shared/durations.ts';
import type { KindSettings } from '../../../shared/settings.ts';
import type { Translator } from '../../i18n/translator.ts';
import { type HoursCap, KEEP_LIFETIME, lifetimeOffered } from '../../pushes/push-edit.ts';
import type { PushRecord } from '../../store/records.ts';
import { type DurationChoice, durationLabel } from './push-form-fields.ts';

/** The edit form's lives for a push and which of them it has now. */
export interface EditDurations {
  choices: DurationChoice[];
  current: string;
}

/**
 * The create form's durations that the push may still take: within its kind's longest life, the
 * policy's hours, and ending later than now. The life it has is always among them, as itself when it is none of those
 * (made for a number of days, or under rules that have changed since).
 */
export function editDurations(
  words: Translator,
  push: PushRecord,
  rules: KindSettings,
  now: number,
  cap?: HoursCap,
): EditDurations {
  const life = push.expiresAt - push.createdAt;
  const offered = EXPIRE_DURATIONS.flatMap((d, i) =>
    lifetimeOffered(push, d.ms, rules, now, cap)
      ? [{ value: String(i), label: durationLabel(words, d.ms), ms: d.ms }]
      : [],
  );
  const same = offered.find((choice) => choice.ms === life);
  if (same !== undefined) return { choices: offered, current: same.value };
  const own = { value: KEEP_LIFETIME, label: durationLabel(words, life), ms: life };
  return { choices: [...offered, own].sort((a, b) => a.ms - b.ms), current: KEEP_LIFETIME };
}
