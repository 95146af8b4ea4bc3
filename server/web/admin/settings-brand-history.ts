import { isUploadedLogo } from '../../brand/brand-checks.ts';
import { isBrandField } from '../../brand/brand-fields.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { PolicyChangeRecord } from '../../store/policy-store.ts';
import { BRAND_LABELS } from './settings-brand-view.ts';
import { uploadWords } from './settings-brand-words.ts';

function valueWords(words: Translator, json: string): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (value === null || value === '') return words.t('settings.none');
  if (isUploadedLogo(value)) return uploadWords(words, value);
  return typeof value === 'string' ? value : json;
}

/** A change of a brand's field in the history's words (an upload by its type, size and digest); null for a rule's change. */
export function brandChangeWords(
  words: Translator,
  change: PolicyChangeRecord,
): { name: string; from: string; to: string } | null {
  if (!isBrandField(change.rule)) return null;
  return {
    name: `${words.t('settings.brandHeading')} · ${words.t(BRAND_LABELS[change.rule])}`,
    from: valueWords(words, change.from),
    to: valueWords(words, change.to),
  };
}
