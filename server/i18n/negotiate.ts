import { DEFAULT_LANGUAGE, type Language, languageOf } from '../../shared/languages.ts';

/** Where a page's language came from; only a `?locale=` choice is carried on through its links. */
export type LanguageSource = 'query' | 'user' | 'header' | 'default';

export interface Negotiated {
  language: Language;
  source: LanguageSource;
}

/**
 * An Accept-Language header's tags, most wanted first: weights honoured (ties keep their order),
 * `q=0` and `*` dropped, a malformed weight taken as no weight at all.
 */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  const weighted: { tag: string; q: number }[] = [];
  for (const part of header.split(',').slice(0, 32)) {
    const [tag = '', ...params] = part.split(';').map((s) => s.trim());
    const qParam = params.find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (tag === '' || tag === '*' || !Number.isFinite(q) || q <= 0 || q > 1) continue;
    weighted.push({ tag, q });
  }
  // Array sort is stable, so equal weights keep the order the browser sent.
  return weighted.sort((a, b) => b.q - a.q).map((w) => w.tag);
}

/**
 * The page's language, as Password Pusher's links expect and better: `?locale=` first (links made by
 * pwpush clients keep their language), then the signed-in user's choice, then every weighted tag
 * of Accept-Language with regional fallback (not only the first), then English.
 */
export function negotiateLanguage(input: {
  query?: string | undefined;
  preferred?: string | null | undefined;
  acceptLanguage?: string | undefined;
}): Negotiated {
  const fromQuery = languageOf(input.query);
  if (fromQuery) return { language: fromQuery, source: 'query' };
  const fromUser = languageOf(input.preferred);
  if (fromUser) return { language: fromUser, source: 'user' };
  for (const tag of acceptedTags(input.acceptLanguage)) {
    const found = languageOf(tag);
    if (found) return { language: found, source: 'header' };
  }
  return { language: languageOf(DEFAULT_LANGUAGE) as Language, source: 'default' };
}
