/** The name the pages and mails carry when the administrator gives none. */
export const PRODUCT_NAME = 'Secret Push';

/** An accent for each colour scheme, as `#rrggbb`. */
export interface AccentColors {
  light: string;
  dark: string;
}

/**
 * The instance's face: what its pages and mails show of whoever runs it. One value, read once
 * (from `PWP__BRAND__*` today) and handed down, so a later source (the store) replaces only its reader.
 */
export interface Brand {
  /** The name in the header, the page titles, mail subjects and the mail sender's name. */
  title: string;
  /** A line under the name on the home page. */
  tagline: string | null;
  /** A note in every page's footer and at the end of every mail. */
  disclaimer: string | null;
  /** Whether the footer shows its links (the API's page). */
  showFooterMenu: boolean;
  /** The logo for each colour scheme: an https address or a path on this server; null: the name alone. */
  logo: { light: string; dark: string } | null;
  /** The accent of buttons and links; null: the pages' own blue. */
  accent: AccentColors | null;
}

export const DEFAULT_BRAND: Brand = {
  title: PRODUCT_NAME,
  tagline: null,
  disclaimer: null,
  showFooterMenu: true,
  logo: null,
  accent: null,
};

/** The origins a page must allow images from for the logo: none for a path on this server. */
export function logoOrigins(brand: Brand): string[] {
  if (brand.logo === null) return [];
  const { light, dark } = brand.logo;
  const origins = [light, dark].filter((src) => src.startsWith('https://')).map((src) => new URL(src).origin);
  return [...new Set(origins)];
}
