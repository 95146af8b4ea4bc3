/** A colour as red, green and blue from 0 to 255. */
export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` as its channels; null for anything else. */
export function parseHexColor(text: string): Rgb | null {
  const match = HEX.exec(text.trim());
  if (match === null) return null;
  const hex = match[1] ?? '';
  const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

export const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2.x relative luminance: each channel linearised from sRGB, then weighted. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio, from 1 (same) to 21 (black on white), whichever colour is lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** The colour `share` of the way to white (0: itself, 1: white), each channel rounded. */
export const towardWhite = (rgb: Rgb, share: number): Rgb =>
  rgb.map((channel) => Math.round(channel + (255 - channel) * share)) as unknown as Rgb;
