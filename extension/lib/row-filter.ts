import type { PushKind } from '../../shared/kinds.ts';
import { uiLocale } from './i18n.ts';
import type { RowModel } from './row-model.ts';

/** What the person typed into the list's search, and the kind they picked. */
export interface RowFilter {
  query: string;
  kind: PushKind | 'all';
}

export const NO_FILTER: RowFilter = { query: '', kind: 'all' };

const folded = (text: string) => text.toLocaleLowerCase(uiLocale());

/** True when a row is of the kind picked and its title or note holds every word searched for. */
export function matchesFilter(row: Pick<RowModel, 'title' | 'note' | 'kindId'>, filter: RowFilter): boolean {
  if (filter.kind !== 'all' && row.kindId !== filter.kind) return false;
  const haystack = folded(`${row.title}\n${row.note}`);
  return folded(filter.query)
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}

export const isFiltering = (filter: RowFilter) => filter.query.trim() !== '' || filter.kind !== 'all';
