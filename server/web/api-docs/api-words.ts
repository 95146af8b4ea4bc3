import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { MessageKey } from '../../i18n/catalog.ts';
import { apiPage } from '../../i18n/catalogs/en/api-page.ts';
import type { Translator } from '../../i18n/translator.ts';

const KEY_OF_ENGLISH = new Map(
  Object.entries(apiPage).map(([key, english]) => [english, `apiPage.${key}` as MessageKey]),
);

/**
 * A sentence of the API description in the page's language, found by its English words, so the
 * description stays one plain English document the API serves as it is. A sentence the catalog
 * lacks is shown as written (a test keeps that from happening).
 */
export function described(words: Translator, english: string): string {
  const key = KEY_OF_ENGLISH.get(english);
  return key === undefined ? english : words.t(key);
}

/** The markup of a template with no promise inside, which renders at once. */
export const markup = (m: unknown) => m as HtmlEscapedString;

/** "a, b or c" as the page's language joins alternatives, each item markup. */
export function either(words: Translator, items: HtmlEscapedString[]): HtmlEscapedString {
  const parts = words.alternatives(items.length);
  return markup(
    html`${parts.map((part) => (part.type === 'element' ? items[Number(part.value)] : part.value))}`,
  );
}
