/** A 1x1 red PNG: a real image, so a browser test can draw it too. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JPEG (its marker and a JFIF header): what the sniffing reads. */
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);

/** The start of a WebP: a RIFF container of kind WEBP. */
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]),
]);

/** An SVG with an XML declaration before its root, as drawing programs write them. */
export const SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Acme -->\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32"><rect width="32" height="32" rx="6" fill="#b3261e"/><text x="40" y="23" font-family="sans-serif" font-size="18" fill="#b3261e">Acme</text></svg>',
);

/** An HTML page, as someone might upload one named logo.png. */
export const HTML_AS_PNG = Buffer.from(
  '<!doctype html><html><body><svg onload="alert(1)"></svg></body></html>',
);

export const file = (bytes: Buffer, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });
