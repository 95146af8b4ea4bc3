import type { Context } from 'hono';
import { negotiateLanguage } from '../../i18n/negotiate.ts';
import { type Translator, translatorFor } from '../../i18n/translator.ts';
import { mailLanguageFor } from '../../mail/account-mail.ts';
import type { UserRecord } from '../../store/records.ts';
import type { PageEnv } from './page-env.ts';

/**
 * The language this response speaks, chosen once per request: `?locale=`, then the signed-in
 * user's choice, then Accept-Language. Pages answered outside the web middleware have no user.
 */
export function pageLanguage(c: Context<PageEnv>): Translator {
  const chosen = c.get('translator');
  if (chosen !== undefined) return chosen;
  const negotiated = negotiateLanguage({
    query: c.req.query('locale'),
    preferred: c.get('user')?.language,
    acceptLanguage: c.req.header('accept-language'),
  });
  const translator = translatorFor(negotiated.language.code);
  c.set('translator', translator);
  c.set('languageFromLink', negotiated.source === 'query');
  return translator;
}

/** The `?locale=` this request carries, when it names one of ours: links on its page keep it. */
export function linkLanguage(c: Context<PageEnv>): string | null {
  const translator = pageLanguage(c);
  return c.get('languageFromLink') ? translator.language.code : null;
}

/** The language a mail sent from this request is written in: the user's own choice, else the page's. */
export const mailLanguage = (c: Context<PageEnv>, user: UserRecord | null) =>
  mailLanguageFor(pageLanguage(c), user);
