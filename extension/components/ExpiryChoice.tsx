import { t } from '../lib/i18n.ts';
import { VIEW_BOUNDS } from '../lib/settings-store.ts';
import { DurationSelect } from './DurationSelect.tsx';
import { ManagedNote } from './ManagedNote.tsx';

interface Props {
  durationIndex: number;
  views: number;
  onChange: (patch: { durationIndex?: number; views?: number }) => void;
  idPrefix: string;
  viewsLabel: string;
  /** The organisation set these defaults: shown, not changeable. */
  locked?: { duration: boolean; views: boolean };
  /** The instance's policy: the presets it allows, and its views' bounds. */
  offered?: (index: number) => boolean;
  viewBounds?: { min: number; max: number };
}

/** Expiry by time (pwpush Pro's duration presets) or by views, whichever comes first. */
export function ExpiryChoice({
  durationIndex,
  views,
  onChange,
  idPrefix,
  viewsLabel,
  locked,
  offered,
  viewBounds = VIEW_BOUNDS,
}: Props) {
  const id = (name: string) => `${idPrefix}${name}`;
  const why = locked?.duration || locked?.views ? id('expiry-managed') : undefined;
  return (
    <div class="row wrap">
      <div>
        <label for={id('duration')}>{t('expiry_after_label')}</label>
        <DurationSelect
          id={id('duration')}
          value={durationIndex}
          onChange={(index) => onChange({ durationIndex: index })}
          disabled={locked?.duration === true}
          offered={offered}
          describedBy={locked?.duration ? why : undefined}
        />
      </div>
      <div>
        <label for={id('views')}>{viewsLabel}</label>
        <input
          id={id('views')}
          type="number"
          min={viewBounds.min}
          max={viewBounds.max}
          value={views}
          onInput={(e) => onChange({ views: Number(e.currentTarget.value) })}
          disabled={locked?.views === true}
          aria-describedby={locked?.views ? why : undefined}
        />
      </div>
      {why ? <ManagedNote id={why} /> : null}
    </div>
  );
}
