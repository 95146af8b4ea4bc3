import { PAGE_SIZE } from '../../shared/normalize.ts';
import { t } from '../lib/i18n.ts';

/**
 * Newer / older buttons under a list the server pages by PAGE_SIZE: shown once there is more than
 * one page to be on (a full page may have one after it).
 */
export function ListPager({
  page,
  count,
  setPage,
}: {
  page: number;
  /** How many the shown page holds. */
  count: number;
  setPage: (page: number) => void;
}) {
  if (page === 1 && count < PAGE_SIZE) return null;
  return (
    <nav class="actions" aria-label={t('list_pages')}>
      <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
        {t('list_newer')}
      </button>
      <span class="muted">{t('list_page', page)}</span>
      <button type="button" disabled={count < PAGE_SIZE} onClick={() => setPage(page + 1)}>
        {t('list_older')}
      </button>
    </nav>
  );
}
