import type { GateForm } from '../lib/gate-form.ts';
import { droppedWords, gateUnderKinds, keptGateKinds, offersLinkMail } from '../lib/gate-kinds.ts';
import { t } from '../lib/i18n.ts';
import type { Instance } from '../lib/settings-store.ts';
import { GateFields } from './GateFields.tsx';

interface Props {
  instance: Instance;
  value: GateForm;
  onChange: (patch: Partial<GateForm>) => void;
  /** The push is sealed: its link holds the key, which a mail from the instance could not carry. */
  sealed: boolean;
  showErrors: boolean;
}

/**
 * The popup's Recipient section, with the parts this instance keeps; what of the default it
 * cannot keep is said above it, as it is left out of the push.
 */
export function RecipientSection({ instance, value, onChange, sealed, showErrors }: Props) {
  const kinds = keptGateKinds(instance);
  const dropped = droppedWords(gateUnderKinds(value, kinds).dropped);
  const mailLink = offersLinkMail(instance) ? (sealed ? 'sealed' : 'offered') : 'off';
  // A link mail that will not be sent has nothing to say: what is kept for later stays in the form.
  const shown = mailLink === 'offered' ? value : { ...value, mailLink: false };
  return (
    <>
      {dropped.map((line) => (
        <p class="hint small" data-testid="gate-dropped" key={line}>
          {line}
        </p>
      ))}
      <GateFields
        idPrefix="gate"
        summary={t('gate_summary')}
        value={shown}
        onChange={onChange}
        showErrors={showErrors}
        kinds={kinds}
        mailLink={mailLink}
      />
    </>
  );
}
