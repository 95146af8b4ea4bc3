import type { PushDefaults } from '../lib/settings-store.ts';
import { Check } from './Check.tsx';
import { ExpiryChoice } from './ExpiryChoice.tsx';

interface Props {
  value: PushDefaults;
  onChange: (value: PushDefaults) => void;
  idPrefix: string;
}

/** The defaults for new pushes; the popup starts from these and the context menu uses them as they are. */
export function DefaultsFields({ value, onChange, idPrefix }: Props) {
  const set = (patch: Partial<PushDefaults>) => onChange({ ...value, ...patch });
  return (
    <fieldset class="card">
      <legend>Defaults for new pushes</legend>
      <ExpiryChoice
        durationIndex={value.durationIndex}
        views={value.views}
        onChange={set}
        idPrefix={`${idPrefix}-`}
        viewsLabel="or after this many views"
      />
      <Check checked={value.retrievalStep} onChange={(retrievalStep) => set({ retrievalStep })}>
        Retrieval step (the viewer clicks once more to reveal, so link previews do not use up a view)
      </Check>
      <Check checked={value.deletableByViewer} onChange={(deletableByViewer) => set({ deletableByViewer })}>
        The viewer may delete the push once read
      </Check>
      <Check checked={value.passphrase} onChange={(passphrase) => set({ passphrase })}>
        Protect new pushes with a generated passphrase
      </Check>
      <p class="muted small">
        Instances that only count whole days (Password Pusher's open-source edition) round short times up to a
        day.
      </p>
    </fieldset>
  );
}
