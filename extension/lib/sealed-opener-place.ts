import { checkInstanceUrl } from '../../shared/instance-url.ts';

/** The id the opener is registered under, in Chromium and Firefox alike. */
export const SEALED_OPENER_ID = 'sealed-opener';
/** Where WXT writes the opener's content script. */
export const SEALED_OPENER_FILE = 'content-scripts/sealed-opener.js';

/**
 * A secret link's pages, as Password Pusher and our server name them: the secret itself, the
 * retrieval step (`/r`), the passphrase form and its answer, behind an optional locale segment
 * (`/de/p/…`, `/pt-BR/p/…`) and whatever path the instance lives under.
 */
const SECRET_PAGE =
  /\/(?:[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*\/)?p\/([A-Za-z0-9_-]+)(?:\/(?:r|passphrase|access))?\/?$/;

/** The url token of the push whose page this path is, or null when it is no secret link's page. */
export function secretPageToken(pathname: string): string | null {
  return SECRET_PAGE.exec(pathname)?.[1] ?? null;
}

/**
 * The match patterns of the secret link's pages of each instance: with and without a locale
 * segment. Patterns take no port, so an instance's host is matched on any of its ports.
 */
export function openerMatches(baseUrls: readonly string[]): string[] {
  const patterns = baseUrls.flatMap((baseUrl) => {
    const check = checkInstanceUrl(baseUrl);
    if (!check.ok) return [];
    const url = new URL(check.baseUrl);
    const root = `${url.protocol}//${url.hostname}${url.pathname.replace(/\/$/, '')}`;
    return [`${root}/p/*`, `${root}/*/p/*`];
  });
  return [...new Set(patterns)].sort();
}
