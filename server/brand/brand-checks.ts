import { accentShortfalls, ratioText, type Scheme } from './accent-contrast.ts';
import { type BrandField, isLogoField, type UploadedLogo } from './brand-fields.ts';
import { logoAddress, MAX_LENGTH } from './brand-limits.ts';
import { parseHexColor, toHex } from './contrast.ts';
import { LOGO_NAME, LOGO_TYPES } from './logo-image.ts';

/** Why a field's value was refused, with what the page needs to say so. */
export type BrandProblem =
  | { code: 'pinned'; name: string }
  | { code: 'tooLong'; max: number }
  | { code: 'badColor' }
  /** `surface`: what the accent falls shortest against (`page background`, `card background`, `button text`), with its colour. */
  | { code: 'lowContrast'; ratio: string; surface: string; color: string }
  | { code: 'badUrl' }
  | { code: 'badImage' }
  | { code: 'tooLarge'; maxKb: number };

const TEXT_LIMITS: Partial<Record<BrandField, number>> = {
  'brand.title': MAX_LENGTH.TITLE,
  'brand.tagline': MAX_LENGTH.TAGLINE,
  'brand.disclaimer': MAX_LENGTH.DISCLAIMER,
};

export const isUploadedLogo = (value: unknown): value is UploadedLogo => {
  const logo = value as Partial<UploadedLogo> | null;
  return (
    typeof logo === 'object' &&
    logo !== null &&
    typeof logo.upload === 'string' &&
    LOGO_NAME.test(logo.upload) &&
    typeof logo.type === 'string' &&
    logo.type in LOGO_TYPES &&
    typeof logo.size === 'number'
  );
};

function colorProblem(text: string, scheme: Scheme): BrandProblem | null {
  const rgb = parseHexColor(text);
  if (rgb === null) return { code: 'badColor' };
  // The worst surrounding is the one named: raising it past 4.5:1 clears the others too.
  const [worst] = accentShortfalls(toHex(rgb), scheme).sort((a, b) => a.ratio - b.ratio);
  if (worst === undefined) return null;
  const [, surface = '', color = ''] = /^(.*) \((#[0-9a-f]+)\)$/.exec(worst.against) ?? [];
  return { code: 'lowContrast', ratio: ratioText(worst.ratio), surface, color };
}

/** What is wrong with one field's value, null when it may be saved; an upload's bytes are checked before. */
export function brandValueProblem(field: BrandField, value: unknown): BrandProblem | null {
  if (value === null) return null;
  if (isLogoField(field)) {
    if (isUploadedLogo(value)) return null;
    return typeof value === 'string' && logoAddress(value) === value ? null : { code: 'badUrl' };
  }
  if (typeof value !== 'string') return { code: 'badColor' };
  if (field === 'brand.accent') return colorProblem(value, 'light');
  if (field === 'brand.darkAccent') return colorProblem(value, 'dark');
  const max = TEXT_LIMITS[field] ?? 0;
  return value.length > max ? { code: 'tooLong', max } : null;
}
