import type { Brand } from '../../brand/brand.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { UserRecord } from '../../store/records.ts';
import type { WebSession } from './session-store.ts';

/** What every web page handler can read from its context. */
export type PageEnv = {
  Variables: {
    /** The per-response CSP nonce for the page's one style and one script element. */
    nonce: string;
    /** The signed-in user, or null. */
    user: UserRecord | null;
    session: WebSession | null;
    /** The token this response's forms carry; checked on every POST. */
    csrf: string;
    /** The page's language, once pageLanguage has chosen it. */
    translator?: Translator;
    /** Whether it came from `?locale=`, so links and redirects carry it on. */
    languageFromLink?: boolean;
    /** Set by a route that has just changed the reader's language: its redirect drops `?locale=`. */
    languageReplaced?: boolean;
    /** Requests are on (`PWP__ENABLE_REQUESTS`): the header links to them. */
    requestsOn?: boolean;
    /** The instance's name, logo, accent and words (brandedPages sets it for every page). */
    brand?: Brand;
  };
};
