import type { PushForm } from '../lib/push-form.ts';
import { Check } from './Check.tsx';
import { ExpiryChoice } from './ExpiryChoice.tsx';

/** When the push expires, and what the viewer may do. */
export function ExpiryFields({ form, set }: { form: PushForm; set: (patch: Partial<PushForm>) => void }) {
  return (
    <>
      <ExpiryChoice
        durationIndex={form.durationIndex}
        views={form.views}
        onChange={set}
        idPrefix=""
        viewsLabel="or views"
      />
      <Check checked={form.retrievalStep} onChange={(retrievalStep) => set({ retrievalStep })}>
        Retrieval step (link previews do not use up a view)
      </Check>
      {form.kind !== 'url' ? (
        <Check checked={form.deletableByViewer} onChange={(deletableByViewer) => set({ deletableByViewer })}>
          The viewer may delete it once read
        </Check>
      ) : null}
    </>
  );
}
