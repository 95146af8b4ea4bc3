import { emptyGateForm } from '../lib/gate-form.ts';
import { t } from '../lib/i18n.ts';
import type { ManagedState } from '../lib/managed-settings.ts';
import type { PushDefaults } from '../lib/settings-store.ts';
import { Check } from './Check.tsx';
import { ExpiryChoice } from './ExpiryChoice.tsx';
import { GateFields } from './GateFields.tsx';
import { ManagedNote } from './ManagedNote.tsx';
import { RecipientLanguageField } from './RecipientLanguageField.tsx';

interface Props {
  value: PushDefaults;
  onChange: (value: PushDefaults) => void;
  idPrefix: string;
  /** The organisation's configuration: the defaults it set are shown locked. */
  managed?: ManagedState | undefined;
}

/** The defaults for new pushes; the popup starts from these and the context menu uses them as they are. */
export function DefaultsFields({ value, onChange, idPrefix, managed }: Props) {
  const set = (patch: Partial<PushDefaults>) => onChange({ ...value, ...patch });
  const sealLocked = managed?.sealed === 'forced';
  return (
    <fieldset class="card">
      <legend>{t('defaults_legend')}</legend>
      <ExpiryChoice
        durationIndex={value.durationIndex}
        views={value.views}
        onChange={set}
        idPrefix={`${idPrefix}-`}
        viewsLabel={t('defaults_views_label')}
        locked={{ duration: managed?.durationIndex !== undefined, views: managed?.views !== undefined }}
      />
      <Check checked={value.retrievalStep} onChange={(retrievalStep) => set({ retrievalStep })}>
        {t('retrieval_step_long')}
      </Check>
      <Check checked={value.deletableByViewer} onChange={(deletableByViewer) => set({ deletableByViewer })}>
        {t('deletable_long')}
      </Check>
      <Check checked={value.passphrase} onChange={(passphrase) => set({ passphrase })}>
        {t('defaults_passphrase')}
      </Check>
      <Check
        checked={value.sealMenuPushes}
        onChange={(sealMenuPushes) => set({ sealMenuPushes })}
        disabled={sealLocked}
        describedBy={sealLocked ? `${idPrefix}-seal-managed` : undefined}
      >
        {t('defaults_seal_menu')}
      </Check>
      {sealLocked ? (
        <ManagedNote id={`${idPrefix}-seal-managed`}>{t('managed_sealed_forced')}</ManagedNote>
      ) : null}
      <p class="hint small muted">{t('defaults_seal_menu_hint')}</p>
      <RecipientLanguageField
        id={`${idPrefix}-recipient-language`}
        value={value.recipientLocale}
        onChange={(recipientLocale) => set({ recipientLocale })}
      />
      <GateFields
        idPrefix={`${idPrefix}-gate`}
        summary={t('defaults_gate_summary')}
        value={value.gate ?? emptyGateForm()}
        onChange={(patch) => set({ gate: { ...(value.gate ?? emptyGateForm()), ...patch } })}
        showErrors
        membersLocked={managed?.recipientMembersOnly !== undefined}
        mailLink="offered"
      />
      <p class="hint small muted">{t('defaults_gate_hint')}</p>
      <p class="muted small">{t('defaults_whole_days_note')}</p>
    </fieldset>
  );
}
