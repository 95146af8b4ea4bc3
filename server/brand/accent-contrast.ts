import { contrastRatio, parseHexColor, type Rgb, toHex, towardWhite } from './contrast.ts';

export type Scheme = 'light' | 'dark';

/** The pages' own accents, used for a scheme the administrator gives no accent for. */
export const DEFAULT_ACCENTS = { light: '#0b57d0', dark: '#8ab4f8' } as const;

/** WCAG 2.x AA for body-size text: links and button labels are such text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * What the accent meets on the pages in each scheme: it is the colour of links on the page and on
 * its cards, and the background behind button labels. The colours are the stylesheet's (styles.ts;
 * a test holds them equal).
 */
export const ACCENT_SURROUNDINGS: Record<Scheme, Record<string, string>> = {
  light: { 'page background': '#f6f7f9', 'card background': '#ffffff', 'button text': '#ffffff' },
  dark: { 'page background': '#111418', 'card background': '#1b1f25', 'button text': '#0b1a33' },
};

export interface ContrastShortfall {
  /** What the accent fell short against, with its colour: `page background (#f6f7f9)`. */
  against: string;
  ratio: number;
}

const rgbOf = (hex: string): Rgb => parseHexColor(hex) ?? [0, 0, 0];

/** Every surrounding of `scheme` against which `accent` reads at less than 4.5:1. */
export function accentShortfalls(accent: string, scheme: Scheme): ContrastShortfall[] {
  const color = rgbOf(accent);
  return Object.entries(ACCENT_SURROUNDINGS[scheme])
    .map(([what, hex]) => ({ against: `${what} (${hex})`, ratio: contrastRatio(color, rgbOf(hex)) }))
    .filter((pair) => pair.ratio < MIN_TEXT_CONTRAST);
}

/** A ratio as people read it, rounded down so a failing one never shows as 4.50. */
export const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** Steps toward white tried for the dark scheme: 5% each, so the result is the same on every start. */
const STEPS = 20;

/**
 * The dark scheme's accent made from the light one: the light one itself when it reads on the dark
 * surroundings, else the first 5% step of it toward white that does (white always does).
 */
export function darkAccentFor(light: string): string {
  const color = rgbOf(light);
  for (let step = 0; step <= STEPS; step++) {
    const candidate = toHex(towardWhite(color, step / STEPS));
    if (accentShortfalls(candidate, 'dark').length === 0) return candidate;
  }
  return '#ffffff';
}
