/** Longest texts: a name fits a header line, a disclaimer a footer paragraph. */
export const MAX_LENGTH = { TITLE: 80, TAGLINE: 200, DISCLAIMER: 2000 } as const;

/** A path this server (or its proxy) serves: one slash, then no spaces, quotes or angle brackets. */
const SERVED_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;

/** A logo's address as it is kept: a served path as given, an https address without credentials normalised; null for anything else. */
export function logoAddress(text: string): string | null {
  if (SERVED_PATH.test(text)) return text;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (url?.protocol === 'https:' && url.username === '' && url.password === '') return url.href;
  return null;
}
