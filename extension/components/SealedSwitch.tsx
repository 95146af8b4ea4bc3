import type { PushKind } from '../../shared/kinds.ts';
import { t } from '../lib/i18n.ts';
import { canSeal } from '../lib/sealed-limits.ts';

interface Props {
  kind: PushKind;
  on: boolean;
  onChange: (on: boolean) => void;
}

/** The create form's "Sealed" switch, with what it does; for QR and URL pushes, off and why. */
export function SealedSwitch({ kind, on, onChange }: Props) {
  const sealable = canSeal(kind);
  const why = sealable ? t('seal_explained') : t(kind === 'qr' ? 'seal_off_qr' : 'seal_off_url');
  return (
    <div class="sealed-choice" data-testid="sealed-choice">
      <label class="inline">
        <input
          type="checkbox"
          role="switch"
          checked={sealable && on}
          aria-checked={sealable && on}
          disabled={!sealable}
          aria-describedby="sealed-why"
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <span>{t('seal_label')}</span>
      </label>
      <p id="sealed-why" class="hint small muted" data-testid="sealed-why">
        {why}
      </p>
    </div>
  );
}
