import type { BrandProblem } from '../../brand/brand-checks.ts';
import { BRAND_FIELDS, type BrandField, isLogoField, type LogoValue } from '../../brand/brand-fields.ts';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { AskedBrandValue } from '../../pushes/change-brand.ts';

/** What the brand's form holds as typed: a text per field, a logo's address in its own. */
export type BrandDraft = Partial<Record<BrandField, string>>;

/** A logo field's file input and its removal box, beside the address field named as the field. */
export const fileInputOf = (field: BrandField) => `${field}.file`;
export const removeBoxOf = (field: BrandField) => `${field}.remove`;

const textOf = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : undefined;

async function fileOf(form: Record<string, unknown>, name: string): Promise<Uint8Array | undefined> {
  const file = form[name];
  if (!(file instanceof File) || file.size === 0) return undefined;
  return new Uint8Array(await file.arrayBuffer());
}

/** A logo as asked: an uploaded file first, then the removal box, then the address typed; blank keeps an upload. */
async function askedLogo(
  form: Record<string, unknown>,
  field: BrandField,
  current: LogoValue,
): Promise<AskedBrandValue | undefined> {
  const bytes = await fileOf(form, fileInputOf(field));
  if (bytes !== undefined) return { bytes };
  if (textOf(form, removeBoxOf(field)) === 'on') return null;
  const typed = textOf(form, field)?.trim() ?? '';
  if (typed === '' && current !== null && typeof current === 'object') return undefined;
  return typed;
}

/**
 * The fields a posted form asks to set: every field it names (a pinned one too, so the domain
 * refuses a forged change rather than this page hiding it), and what was typed, to show again.
 */
export async function askedBrand(
  form: Record<string, unknown>,
  current: Record<BrandField, LogoValue>,
): Promise<{ asked: Partial<Record<BrandField, AskedBrandValue>>; draft: BrandDraft }> {
  const asked: Partial<Record<BrandField, AskedBrandValue>> = {};
  const draft: BrandDraft = {};
  for (const field of BRAND_FIELDS) {
    const named = [field, fileInputOf(field), removeBoxOf(field)].some((name) => name in form);
    if (!named) continue;
    const typed = textOf(form, field);
    if (typed !== undefined) draft[field] = typed;
    const value = isLogoField(field) ? await askedLogo(form, field, current[field]) : (typed ?? '');
    if (value !== undefined) asked[field] = value;
  }
  return { asked, draft };
}

const SURFACES: Record<string, MessageKey> = {
  'page background': 'settings.brandOnPage',
  'card background': 'settings.brandOnCard',
  'button text': 'settings.brandOnButton',
};

/** Why a field was refused, in the page's language. */
export function brandProblemWords(t: Translator['t'], problem: BrandProblem): string {
  switch (problem.code) {
    case 'pinned':
      return t('settings.errorPinned', { name: problem.name });
    case 'tooLong':
      return t('settings.brandErrorTooLong', { max: problem.max });
    case 'badColor':
      return t('settings.brandErrorColor');
    case 'lowContrast': {
      const surface = SURFACES[problem.surface];
      const against = surface === undefined ? problem.surface : t(surface);
      return t('settings.brandErrorContrast', {
        ratio: problem.ratio,
        against: `${against} (${problem.color})`,
      });
    }
    case 'badUrl':
      return t('settings.brandErrorUrl');
    case 'badImage':
      return t('settings.brandErrorImage');
    case 'tooLarge':
      return t('settings.brandErrorTooLarge', { max: problem.maxKb });
  }
}
