import type { PolicyBreach } from '../../../shared/policy-check.ts';
import type { FieldErrors } from '../../../shared/result.ts';
import { kindLabel } from '../../i18n/title-words.ts';
import type { Translator } from '../../i18n/translator.ts';

/** The form's field beside which each breach of the policy is told. */
const FORM_FIELD: Record<PolicyBreach['field'], string> = {
  base: 'kind',
  kind: 'kind',
  passphrase: 'passphrase',
  payload: 'sealed',
  retrieval_step: 'retrieval_step',
  deletable_by_viewer: 'deletable_by_viewer',
  expire_after_days: 'duration',
  expire_after_duration: 'duration',
  gate: 'gate',
};

const GATE_REQUIRED = {
  any: 'policy.gateRequiredAny',
  email: 'policy.gateRequiredEmail',
  member: 'policy.gateRequiredMember',
} as const;

function breachWords(words: Translator, breach: PolicyBreach): string {
  const { t } = words;
  switch (breach.field) {
    case 'base':
      return t('policy.signInToPush');
    case 'kind':
      return t('pushForm.kindDisabled', { kind: kindLabel(words, breach.kind) });
    case 'passphrase':
      return t('policy.passphraseRequired', { min: breach.minLength });
    case 'payload':
      return t('policy.sealedRequired');
    case 'retrieval_step':
    case 'deletable_by_viewer':
      return t('policy.optionRequired');
    case 'gate':
      return t(GATE_REQUIRED[breach.required]);
    default:
      return t('policy.lifeInHours', { min: breach.min, max: breach.max });
  }
}

/** The policy's refusals of a push in the page's words, beside the fields they concern. */
export function breachPageErrors(words: Translator, breaches: readonly PolicyBreach[]): FieldErrors {
  const shown: FieldErrors = {};
  for (const breach of breaches) {
    const field = FORM_FIELD[breach.field];
    shown[field] = [...(shown[field] ?? []), breachWords(words, breach)];
  }
  return shown;
}
