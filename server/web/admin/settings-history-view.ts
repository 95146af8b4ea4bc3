import type { Context } from 'hono';
import { html } from 'hono/html';
import type { RuleValue } from '../../../shared/policy-rules.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { PolicyChangeRecord } from '../../store/policy-store.ts';
import type { Markup } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { pageTime } from '../chrome/page-time.ts';
import { brandChangeWords } from './settings-brand-history.ts';
import { ruleName, valueWords } from './settings-rules.ts';

/** Changes shown at once; older ones are a page further. */
export const HISTORY_PAGE_SIZE = 20;

/** One page of the change history, newest first, and whether there are older changes. */
export interface HistoryPage {
  changes: PolicyChangeRecord[];
  page: number;
  more: boolean;
}

function recorded(words: Translator, json: string): string {
  try {
    return valueWords(words, JSON.parse(json) as RuleValue);
  } catch {
    return json;
  }
}

function changeRow(words: Translator, change: PolicyChangeRecord): Markup {
  const { t } = words;
  // The brand's fields share the history: their names and values are told in the brand's words.
  const brand = brandChangeWords(words, change);
  return html`<tr>
    <td data-label="${t('settings.historyWhen')}">${pageTime(words, change.at)}</td>
    <td data-label="${t('settings.historyWho')}">${change.userEmail ?? t('settings.historyServer')}</td>
    <td data-label="${t('settings.historyRule')}">${brand?.name ?? ruleName(t, change.rule)}</td>
    <td data-label="${t('settings.historyFrom')}">${brand?.from ?? recorded(words, change.from)}</td>
    <td data-label="${t('settings.historyTo')}">${brand?.to ?? recorded(words, change.to)}</td>
  </tr>`;
}

function pager(words: Translator, history: HistoryPage): Markup {
  const { t } = words;
  if (history.page === 1 && !history.more) return html``;
  const link = (page: number) => `/admin/settings?page=${page}#history`;
  return html`<nav class="pager" aria-label="${t('settings.historyHeading')}">
    ${history.page > 1 ? html`<a href="${link(history.page - 1)}">${t('settings.newer')}</a>` : ''}
    ${history.more ? html`<a href="${link(history.page + 1)}">${t('settings.older')}</a>` : ''}
  </nav>`;
}

/** Who changed which rule from what to what, and when: newest first, a page at a time. */
export function historySection(c: Context<PageEnv>, history: HistoryPage): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const heading = html`<h2 id="history">${t('settings.historyHeading')}</h2>`;
  if (history.changes.length === 0) return html`${heading}<p class="muted">${t('settings.historyEmpty')}</p>`;
  return html`${heading}
    <table class="audit history">
      <thead><tr>
        <th scope="col">${t('settings.historyWhen')}</th>
        <th scope="col">${t('settings.historyWho')}</th>
        <th scope="col">${t('settings.historyRule')}</th>
        <th scope="col">${t('settings.historyFrom')}</th>
        <th scope="col">${t('settings.historyTo')}</th>
      </tr></thead>
      <tbody>${history.changes.map((change) => changeRow(words, change))}</tbody>
    </table>
    ${pager(words, history)}`;
}
