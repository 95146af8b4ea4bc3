import { EXPIRE_DURATIONS } from '../../shared/durations.ts';
import type { PushForm } from '../lib/push-form.ts';
import { VIEW_BOUNDS } from '../lib/settings-store.ts';

/** When the push expires, and what the viewer may do. */
export function ExpiryFields({ form, set }: { form: PushForm; set: (patch: Partial<PushForm>) => void }) {
  return (
    <>
      <div class="row">
        <div>
          <label for="duration">Expire after</label>
          <select
            id="duration"
            value={String(form.durationIndex)}
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
          <label for="views">or views</label>
          <input
            id="views"
            type="number"
            min={VIEW_BOUNDS.min}
            max={VIEW_BOUNDS.max}
            value={form.views}
            onInput={(e) => set({ views: Number(e.currentTarget.value) })}
          />
        </div>
      </div>
      <label class="inline">
        <input
          type="checkbox"
          checked={form.retrievalStep}
          onChange={(e) => set({ retrievalStep: e.currentTarget.checked })}
        />
        Retrieval step (link previews do not use up a view)
      </label>
      {form.kind !== 'url' ? (
        <label class="inline">
          <input
            type="checkbox"
            checked={form.deletableByViewer}
            onChange={(e) => set({ deletableByViewer: e.currentTarget.checked })}
          />
          The viewer may delete it once read
        </label>
      ) : null}
    </>
  );
}
