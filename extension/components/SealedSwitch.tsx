import type { PushKind } from '../../shared/kinds.ts';
import { t } from '../lib/i18n.ts';
import { canSeal } from '../lib/sealed-limits.ts';
import { ManagedNote } from './ManagedNote.tsx';

interface Props {
  kind: PushKind;
  on: boolean;
  onChange: (on: boolean) => void;
  /** The organisation requires sealing: on and locked for the kinds that can be sealed. */
  forced?: boolean;
  /** The instance's policy takes only sealed pushes of this kind: on and locked, and why. */
  required?: boolean;
}

/** The create form's "Sealed" switch, with what it does; for QR and URL pushes, off and why. */
export function SealedSwitch({ kind, on, onChange, forced = false, required = false }: Props) {
  const sealable = canSeal(kind);
  const why = sealable ? t('seal_explained') : t(kind === 'qr' ? 'seal_off_qr' : 'seal_off_url');
  const ruled = required && sealable;
  const locked = (forced || required) && sealable;
  const notes = [forced ? 'sealed-managed' : '', ruled ? 'sealed-rule' : ''].filter((id) => id !== '');
  return (
    <div class="sealed-choice" data-testid="sealed-choice">
      <label class="inline">
        <input
          type="checkbox"
          role="switch"
          checked={sealable && (on || locked)}
          aria-checked={sealable && (on || locked)}
          disabled={!sealable || locked}
          aria-describedby={['sealed-why', ...(sealable ? notes : [])].join(' ')}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <span>{t('seal_label')}</span>
      </label>
      <p id="sealed-why" class="hint small muted" data-testid="sealed-why">
        {why}
      </p>
      {forced && sealable ? (
        <ManagedNote id="sealed-managed">{t('managed_sealed_forced')}</ManagedNote>
      ) : null}
      {ruled ? (
        <p id="sealed-rule" class="hint small muted" data-testid="sealed-rule">
          {t('policy_sealed_required')}
        </p>
      ) : null}
    </div>
  );
}
