import { t } from '../lib/i18n.ts';
import type { ManagedState } from '../lib/managed-settings.ts';

/** Says the organisation manages the extension, and which of its values could not be used. */
export function ManagedBanner({ managed }: { managed: ManagedState }) {
  return (
    <div class="card managed-banner" data-testid="managed-banner">
      <p>
        <span aria-hidden="true">🔒 </span>
        {t('managed_banner')}
      </p>
      {managed.ignored.length > 0 ? (
        <p class="warning small" data-testid="managed-ignored">
          {t('managed_ignored', managed.ignored.join(', '))}
        </p>
      ) : null}
    </div>
  );
}
