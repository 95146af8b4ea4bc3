import { EXPIRE_DURATIONS } from '../../shared/durations.ts';
import type { PushKind } from '../../shared/kinds.ts';
import type { KindPolicy } from '../../shared/policy.ts';
import { t } from './i18n.ts';
import type { PushForm } from './push-form.ts';
import { canSeal } from './sealed-limits.ts';
import type { Instance } from './settings-store.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The rules of one kind on an instance that publishes its policy; null on every other (Password Pusher). */
export function kindRules(instance: Pick<Instance, 'features'>, kind: PushKind): KindPolicy | null {
  return instance.features?.policy?.kinds[kind] ?? null;
}

/** The kinds offered that the policy allows. */
export const allowedKinds = (instance: Pick<Instance, 'features'>, kinds: readonly PushKind[]): PushKind[] =>
  kinds.filter((kind) => kindRules(instance, kind)?.allowed !== false);

/** Whether a duration preset is within the kind's longest days and its hours. */
export const durationAllowed = (rules: KindPolicy | null, index: number): boolean => {
  const ms = EXPIRE_DURATIONS[index]?.ms ?? 0;
  if (rules === null) return true;
  return ms <= rules.days.max * DAY && ms >= rules.hours.min * HOUR && ms <= rules.hours.max * HOUR;
};

/** The preset nearest the policy's default life (its hours, else its days) that it allows. */
function defaultDuration(rules: KindPolicy, chosen: number): number {
  if (durationAllowed(rules, chosen)) return chosen;
  const life = rules.hours.default === null ? rules.days.default * DAY : rules.hours.default * HOUR;
  const allowed = EXPIRE_DURATIONS.map((d, i) => ({ i, ms: d.ms })).filter(({ i }) =>
    durationAllowed(rules, i),
  );
  const nearest = allowed.reduce((best, d) => (Math.abs(d.ms - life) < Math.abs(best.ms - life) ? d : best), {
    i: chosen,
    ms: Number.POSITIVE_INFINITY,
  });
  return nearest.i;
}

/**
 * The form as the kind's rules have it: a duration and views within bounds, required options and
 * sealing on. What the person chose stays where the rules allow it.
 */
export function formUnderRules(form: PushForm, rules: KindPolicy | null): PushForm {
  if (rules === null) return form;
  const views =
    form.views < rules.views.min || form.views > rules.views.max ? rules.views.default : form.views;
  return {
    ...form,
    durationIndex: defaultDuration(rules, form.durationIndex),
    views,
    retrievalStep: form.retrievalStep || rules.retrievalStep.required,
    deletableByViewer: form.deletableByViewer || rules.deletableByViewer.required,
    sealed: form.sealed || (rules.sealedRequired && canSeal(form.kind)),
  };
}

/** What the policy refuses in a push before it is sent, in the browser's words; null when nothing. */
export function policyProblem(
  push: { kind: PushKind; passphrase?: string; sealed: boolean },
  rules: KindPolicy | null,
): string | null {
  if (rules === null) return null;
  if (!rules.allowed) return t('policy_kind_off');
  const { passphrase } = rules;
  if (passphrase.required && (push.passphrase ?? '').length < passphrase.minLength)
    return t('policy_passphrase_required', passphrase.minLength);
  if (rules.sealedRequired && canSeal(push.kind) && !push.sealed) return t('policy_sealed_required');
  return null;
}
