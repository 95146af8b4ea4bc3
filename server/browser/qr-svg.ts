import { encode } from 'uqr';

/**
 * A QR code as an inline SVG: one path of unit squares, dark on light whatever the page's
 * colour scheme, since scanners need that contrast.
 */
export function qrSvg(text: string, label: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  const squares: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  const title = label.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" ` +
    `aria-label="${title}" shape-rendering="crispEdges"><title>${title}</title>` +
    `<rect width="${size}" height="${size}" fill="#ffffff"/><path fill="#000000" d="${squares.join('')}"/></svg>`
  );
}
