import { DEFAULT_ACCENTS, darkAccentFor } from './accent-contrast.ts';
import { type Brand, PRODUCT_NAME } from './brand.ts';

/**
 * The brand's fields an administrator may set, as paths beside the policy's rules: they are saved
 * in the policy's record and recorded in its history, so one version and one history serve both.
 */
export const BRAND_FIELDS = [
  'brand.title',
  'brand.tagline',
  'brand.disclaimer',
  'brand.accent',
  'brand.darkAccent',
  'brand.logo.light',
  'brand.logo.dark',
] as const;

export type BrandField = (typeof BRAND_FIELDS)[number];
export type LogoField = 'brand.logo.light' | 'brand.logo.dark';
export const LOGO_FIELDS: readonly LogoField[] = ['brand.logo.light', 'brand.logo.dark'];

/** A logo uploaded here: its stored name (`<digest>.<ext>`), its sniffed type and its size in bytes. */
export interface UploadedLogo {
  upload: string;
  type: string;
  size: number;
}

/** A logo: an https address or a path on this server, one uploaded here, or none. */
export type LogoValue = string | UploadedLogo | null;

/** Every field's value; a text or colour is null when not set. */
export type BrandValues = { [F in BrandField]: F extends LogoField ? LogoValue : string | null };

/** Each field's setting, Password Pusher's name where it has one: set, it pins the field. */
export const BRAND_SETTING_NAMES: Readonly<Record<BrandField, string>> = {
  'brand.title': 'PWP__BRAND__TITLE',
  'brand.tagline': 'PWP__BRAND__TAGLINE',
  'brand.disclaimer': 'PWP__BRAND__DISCLAIMER',
  'brand.accent': 'PWP__BRAND__ACCENT_COLOR',
  'brand.darkAccent': 'PWP__BRAND__DARK_ACCENT_COLOR',
  'brand.logo.light': 'PWP__BRAND__LIGHT_LOGO',
  'brand.logo.dark': 'PWP__BRAND__DARK_LOGO',
};

export const isBrandField = (name: string): name is BrandField =>
  (BRAND_FIELDS as readonly string[]).includes(name);

export const isLogoField = (name: string): name is LogoField =>
  name === 'brand.logo.light' || name === 'brand.logo.dark';

/** The fields the environment pins, each by its setting's name. */
export function brandPins(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    BRAND_FIELDS.filter((field) => (env[BRAND_SETTING_NAMES[field]]?.trim() ?? '') !== '').map((field) => [
      field,
      BRAND_SETTING_NAMES[field],
    ]),
  );
}

/** Where an uploaded logo is served: its name changes with its content, so it is cached for good. */
export const UPLOADED_LOGO_PREFIX = '/brand/logo-';

/** The address a page or mail shows a logo from; null for none. */
export const logoSrc = (logo: LogoValue): string | null =>
  logo === null ? null : typeof logo === 'string' ? logo : `${UPLOADED_LOGO_PREFIX}${logo.upload}`;

/** A brand's fields: every field given, so the brand made of them again is the same. */
export const valuesOfBrand = (brand: Brand): BrandValues => ({
  'brand.title': brand.title,
  'brand.tagline': brand.tagline,
  'brand.disclaimer': brand.disclaimer,
  'brand.accent': brand.accent?.light ?? null,
  'brand.darkAccent': brand.accent?.dark ?? null,
  'brand.logo.light': brand.logo?.light ?? null,
  'brand.logo.dark': brand.logo?.dark ?? null,
});

/** The brand the fields make: without a dark accent, the dark scheme's is made from the light one. */
export function brandOf(values: BrandValues, showFooterMenu: boolean): Brand {
  const light = logoSrc(values['brand.logo.light']);
  const dark = logoSrc(values['brand.logo.dark']);
  const lightAccent = values['brand.accent'];
  const darkAccent = values['brand.darkAccent'];
  return {
    title: values['brand.title']?.trim() || PRODUCT_NAME,
    tagline: values['brand.tagline'] || null,
    disclaimer: values['brand.disclaimer'] || null,
    showFooterMenu,
    // One logo serves both schemes until the other is given.
    logo: light === null && dark === null ? null : { light: light ?? dark ?? '', dark: dark ?? light ?? '' },
    accent:
      lightAccent === null && darkAccent === null
        ? null
        : {
            light: lightAccent ?? DEFAULT_ACCENTS.light,
            dark: darkAccent ?? (lightAccent === null ? DEFAULT_ACCENTS.dark : darkAccentFor(lightAccent)),
          },
  };
}
