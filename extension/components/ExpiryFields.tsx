import { t } from '../lib/i18n.ts';
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
        viewsLabel={t('expiry_or_views_label')}
      />
      <Check checked={form.retrievalStep} onChange={(retrievalStep) => set({ retrievalStep })}>
        {t('retrieval_step_short')}
      </Check>
      {form.kind !== 'url' ? (
        <Check checked={form.deletableByViewer} onChange={(deletableByViewer) => set({ deletableByViewer })}>
          {t('deletable_short')}
        </Check>
      ) : null}
    </>
  );
}
