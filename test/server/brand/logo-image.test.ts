import { describe, expect, it } from 'vitest';
import { logoName, sniffLogoType } from '../../../server/brand/logo-image.ts';
import { HTML_AS_PNG, JPEG, PNG, SVG, WEBP } from './logo-fixtures.ts';

describe('what an uploaded logo is, read from its bytes', () => {
  it('knows PNG, JPEG, WebP and SVG by their first bytes', () => {
    expect([PNG, JPEG, WEBP, SVG].map((bytes) => sniffLogoType(bytes))).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/svg+xml',
    ]);
  });

  it('takes an SVG after a byte-order mark, a doctype and comments running past 4 KB', () => {
    const svg = `\uFEFF<!DOCTYPE svg><!-- ${'é'.repeat(3000)} -->\n<svg xmlns="http://www.w3.org/2000/svg"/>`;
    expect(sniffLogoType(Buffer.from(svg))).toBe('image/svg+xml');
  });

  it('refuses an HTML page, a RIFF that is no WebP, text and bytes that are no UTF-8', () => {
    const wave = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]);
    const samples = [
      HTML_AS_PNG,
      wave,
      Buffer.from('just words'),
      Buffer.from([0xc3, 0x28, 0x3c, 0x73, 0x76, 0x67]),
    ];
    expect(samples.map((bytes) => sniffLogoType(bytes))).toEqual([null, null, null, null]);
  });

  it('names a logo by the start of its digest and its type, the same bytes always alike', () => {
    expect(logoName(PNG, 'image/png')).toMatch(/^[0-9a-f]{16}\.png$/);
    expect(logoName(PNG, 'image/png')).toBe(logoName(Buffer.from(PNG), 'image/png'));
    expect(logoName(SVG, 'image/svg+xml')).toMatch(/^[0-9a-f]{16}\.svg$/);
  });
});
