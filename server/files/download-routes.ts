import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { FileLinks } from './file-links.ts';
import type { FileVault } from './file-vault.ts';

const SAFE_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

const DOWNLOAD_HEADERS = {
  // A file is never rendered as a page of this site, whatever its content type claims.
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** `/f/:token`: a file of a push, decrypted as it is sent, while its link and the file both last. */
export function downloadRoutes(vault: FileVault, links: FileLinks, now: () => number) {
  return new Hono().get('/:token', async (c) => {
    const at = now();
    const id = links.verify(c.req.param('token'), at);
    const opened = id === undefined ? undefined : await vault.open(id, at);
    if (opened === undefined) {
      const text =
        'This download link has expired. Open the secret link again to get a new one, if it has views left.';
      return c.text(text, 404, DOWNLOAD_HEADERS);
    }
    const { file, stream } = opened;
    return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
      ...DOWNLOAD_HEADERS,
      'Content-Type': SAFE_TYPE.test(file.contentType) ? file.contentType : 'application/octet-stream',
      'Content-Disposition': contentDisposition(file.filename),
      'Content-Length': String(file.size),
    });
  });
}
