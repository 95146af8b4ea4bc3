import { t } from '../lib/i18n.ts';
import { VIEW_BOUNDS } from '../lib/settings-store.ts';
import { DurationSelect } from './DurationSelect.tsx';

interface Props {
  durationIndex: number;
  views: number;
  onChange: (patch: { durationIndex?: number; views?: number }) => void;
  idPrefix: string;
  viewsLabel: string;
}

/** Expiry by time (pwpush Pro's duration presets) or by views, whichever comes first. */
export function ExpiryChoice({ durationIndex, views, onChange, idPrefix, viewsLabel }: Props) {
  const id = (name: string) => `${idPrefix}${name}`;
  return (
    <div class="row wrap">
      <div>
        <label for={id('duration')}>{t('expiry_after_label')}</label>
        <DurationSelect
          id={id('duration')}
          value={durationIndex}
          onChange={(index) => onChange({ durationIndex: index })}
        />
      </div>
      <div>
        <label for={id('views')}>{viewsLabel}</label>
        <input
          id={id('views')}
          type="number"
          min={VIEW_BOUNDS.min}
          max={VIEW_BOUNDS.max}
          value={views}
          onInput={(e) => onChange({ views: Number(e.currentTarget.value) })}
        />
      </div>
    </div>
  );
}
