import { describe, expect, it } from 'vitest';
import {
  ACCENT_SURROUNDINGS,
  accentShortfalls,
  darkAccentFor,
  ratioText,
} from '../../../server/brand/accent-contrast.ts';
import {
  contrastRatio,
  parseHexColor,
  relativeLuminance,
  toHex,
  towardWhite,
} from '../../../server/brand/contrast.ts';
import { PAGE_CSS } from '../../../server/web/chrome/styles.ts';

const rgb = (hex: string) => parseHexColor(hex) ?? [0, 0, 0];
const ratio = (a: string, b: string) => contrastRatio(rgb(a), rgb(b));

describe('WCAG 2 contrast', () => {
  it('reads #rgb and #rrggbb in any case, and nothing else', () => {
    expect(parseHexColor('#06c')).toEqual([0, 102, 204]);
    expect(parseHexColor(' #0B57D0 ')).toEqual([11, 87, 208]);
    for (const bad of ['0b57d0', '#0b57d', '#ggg', 'red', 'rgb(0,0,0)', '#0b57d0ff', '']) {
      expect([bad, parseHexColor(bad)]).toEqual([bad, null]);
    }
    expect(toHex([0, 102, 204])).toBe('#0066cc');
  });

  it('gives the relative luminance of black, white and a mid grey', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(relativeLuminance([119, 119, 119])).toBeCloseTo(0.1845, 4);
  });

  it('gives the known ratios, the same either way round', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(ratio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(ratio('#123456', '#123456')).toBe(1);
    // The classic pair on either side of AA: #767676 passes on white, #777777 does not.
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(ratio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(ratio('#0b57d0', '#ffffff')).toBeCloseTo(6.39, 2);
  });

  it('rounds a ratio down, so one short of 4.5 never reads as 4.50', () => {
    expect(ratioText(4.4999)).toBe('4.49:1');
    expect(ratioText(21)).toBe('21.00:1');
  });

  it('moves a colour toward white by a share of the way', () => {
    expect(towardWhite([0, 100, 255], 0)).toEqual([0, 100, 255]);
    expect(towardWhite([0, 100, 255], 0.5)).toEqual([128, 178, 255]);
    expect(towardWhite([0, 100, 255], 1)).toEqual([255, 255, 255]);
  });
});

describe('the accent against the pages', () => {
  it('checks the surroundings the stylesheet really has', () => {
    for (const [scheme, colours] of Object.entries(ACCENT_SURROUNDINGS)) {
      for (const hex of Object.values(colours))
        expect([scheme, PAGE_CSS.includes(hex)]).toEqual([scheme, true]);
    }
  });

  it("passes the pages' own accents in their schemes and names what a pale one fails against", () => {
    expect(accentShortfalls('#0b57d0', 'light')).toEqual([]);
    expect(accentShortfalls('#8ab4f8', 'dark')).toEqual([]);
    expect(accentShortfalls('#777777', 'light').map((s) => s.against)).toEqual([
      'page background (#f6f7f9)',
      'card background (#ffffff)',
      'button text (#ffffff)',
    ]);
    expect(accentShortfalls('#0b57d0', 'dark').map((s) => s.against)).toEqual([
      'page background (#111418)',
      'card background (#1b1f25)',
      'button text (#0b1a33)',
    ]);
  });

  it('keeps an accent that already reads in the dark scheme', () => {
    expect(darkAccentFor('#8ab4f8')).toBe('#8ab4f8');
  });

  it('lightens a dark accent for the dark scheme by the fewest 5% steps toward white that read', () => {
    const dark = darkAccentFor('#0b57d0');
    expect(dark).toBe('#5489de');
    expect(dark).toBe(toHex(towardWhite(rgb('#0b57d0'), 0.3)));
    expect(accentShortfalls(dark, 'dark')).toEqual([]);
    expect(accentShortfalls(toHex(towardWhite(rgb('#0b57d0'), 0.25)), 'dark')).not.toEqual([]);
    // A near-black accent still ends on a colour that reads: at worst white.
    expect(accentShortfalls(darkAccentFor('#000000'), 'dark')).toEqual([]);
  });
});
