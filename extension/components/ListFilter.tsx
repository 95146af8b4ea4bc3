import { PUSH_KINDS, type PushKind } from '../../shared/kinds.ts';
import { t } from '../lib/i18n.ts';
import type { RowFilter } from '../lib/row-filter.ts';
import { KIND_KEYS } from '../lib/row-model.ts';

/** The list's search (name, note, title) and its kind filter, on one line. */
export function ListFilter({ filter, onChange }: { filter: RowFilter; onChange: (next: RowFilter) => void }) {
  return (
    <search class="row list-filter">
      <input
        type="search"
        aria-label={t('list_search')}
        placeholder={t('list_search')}
        value={filter.query}
        onInput={(e) => onChange({ ...filter, query: e.currentTarget.value })}
      />
      <select
        class="shrink"
        aria-label={t('list_filter_kind')}
        value={filter.kind}
        onChange={(e) => onChange({ ...filter, kind: e.currentTarget.value as PushKind | 'all' })}
      >
        <option value="all">{t('list_all_kinds')}</option>
        {PUSH_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(KIND_KEYS[kind])}
          </option>
        ))}
      </select>
    </search>
  );
}
