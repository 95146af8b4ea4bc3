import type { ComponentChildren } from 'preact';
import { t } from '../lib/i18n.ts';

/** "Set by your organisation", beside a value the organisation's managed configuration locked. */
export function ManagedNote({ id, children }: { id?: string; children?: ComponentChildren }) {
  return (
    <p id={id} class="managed-note hint small" data-testid="managed-note">
      <span aria-hidden="true">🔒 </span>
      {children ?? t('managed_set_by_org')}
    </p>
  );
}
