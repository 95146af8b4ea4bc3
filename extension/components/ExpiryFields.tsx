import type { KindPolicy } from '../../shared/policy.ts';
import { t } from '../lib/i18n.ts';
import { durationAllowed } from '../lib/instance-policy.ts';
import type { PushForm } from '../lib/push-form.ts';
import { Check } from './Check.tsx';
import { ExpiryChoice } from './ExpiryChoice.tsx';

interface Props {
  form: PushForm;
  set: (patch: Partial<PushForm>) => void;
  /** The instance's rules of the form's kind; null where it publishes none. */
  rules?: KindPolicy | null;
}

/** When the push expires, and what the viewer may do, within what the instance's policy allows. */
export function ExpiryFields({ form, set, rules = null }: Props) {
  const stepRequired = rules?.retrievalStep.required === true;
  const deletableRequired = rules?.deletableByViewer.required === true;
  return (
    <>
      <ExpiryChoice
        durationIndex={form.durationIndex}
        views={form.views}
        onChange={set}
        idPrefix=""
        viewsLabel={t('expiry_or_views_label')}
        offered={rules === null ? undefined : (index) => durationAllowed(rules, index)}
        viewBounds={rules === null ? undefined : rules.views}
      />
      {rules?.retrievalStep.allowed === false ? null : (
        <Check
          checked={form.retrievalStep || stepRequired}
          onChange={(retrievalStep) => set({ retrievalStep })}
          disabled={stepRequired}
          describedBy={stepRequired ? 'retrieval-step-rule' : undefined}
        >
          {t('retrieval_step_short')}
        </Check>
      )}
      {stepRequired ? <PolicyNote id="retrieval-step-rule" /> : null}
      {form.kind !== 'url' && rules?.deletableByViewer.allowed !== false ? (
        <Check
          checked={form.deletableByViewer || deletableRequired}
          onChange={(deletableByViewer) => set({ deletableByViewer })}
          disabled={deletableRequired}
          describedBy={deletableRequired ? 'deletable-rule' : undefined}
        >
          {t('deletable_short')}
        </Check>
      ) : null}
      {form.kind !== 'url' && deletableRequired ? <PolicyNote id="deletable-rule" /> : null}
    </>
  );
}

/** Why an option is ticked and locked: the instance requires it. */
function PolicyNote({ id }: { id: string }) {
  return (
    <p id={id} class="hint small muted" data-testid={id}>
      {t('policy_option_required')}
    </p>
  );
}
