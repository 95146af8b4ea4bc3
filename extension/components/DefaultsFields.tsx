import { EXPIRE_DURATIONS } from '../../shared/durations.ts';
import { type PushDefaults, VIEW_BOUNDS } from '../lib/settings-store.ts';

interface Props {
  value: PushDefaults;
  onChange: (value: PushDefaults) => void;
  idPrefix: string;
}

/** The defaults for new pushes; the popup starts from these and the context menu uses them as they are. */
export function DefaultsFields({ value, onChange, idPrefix }: Props) {
  const set = (patch: Partial<PushDefaults>) => onChange({ ...value, ...patch });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset class="card">
      <legend>Defaults for new pushes</legend>
      <div class="row">
        <div>
          <label for={id('duration')}>Expire after</label>
          <select
            id={id('duration')}
            value={String(value.durationIndex)}
            onChange={(e) => set({ durationIndex: Number(e.currentTarget.value) })}
          >
            {EXPIRE_DURATIONS.map((d, i) => (
              <option key={d.label} value={String(i)}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label for={id('views')}>or after this many views</label>
          <input
            id={id('views')}
            type="number"
            min={VIEW_BOUNDS.min}
            max={VIEW_BOUNDS.max}
            value={value.views}
            onChange={(e) => set({ views: Number(e.currentTarget.value) })}
          />
        </div>
      </div>
      <label class="inline">
        <input
          type="checkbox"
          checked={value.retrievalStep}
          onChange={(e) => set({ retrievalStep: e.currentTarget.checked })}
        />
        Retrieval step (the viewer clicks once more to reveal, so link previews do not use up a view)
      </label>
      <label class="inline">
        <input
          type="checkbox"
          checked={value.deletableByViewer}
          onChange={(e) => set({ deletableByViewer: e.currentTarget.checked })}
        />
        The viewer may delete the push once read
      </label>
      <label class="inline">
        <input
          type="checkbox"
          checked={value.passphrase}
          onChange={(e) => set({ passphrase: e.currentTarget.checked })}
        />
        Protect new pushes with a generated passphrase
      </label>
      <p class="muted small">
        Instances that only count whole days (Password Pusher's open-source edition) round short times up to a
        day.
      </p>
    </fieldset>
  );
}
