import { languageByCode } from '../../shared/languages.ts';
import { t } from '../lib/i18n.ts';
import { LANGUAGE_MARK } from '../lib/recipient-language.ts';

/** Which language the secret link opens in, the language's name in its own `lang`. */
export function LinkLanguage({ code }: { code: string }) {
  const language = languageByCode(code);
  if (!language) {
    return (
      <p class="muted small" data-testid="link-language">
        {t('link_opens_in_browser')}
      </p>
    );
  }
  const [before = '', after = ''] = t('link_opens_in', LANGUAGE_MARK).split(LANGUAGE_MARK);
  return (
    <p class="small" data-testid="link-language">
      {before}
      <span lang={language.code} dir={language.dir}>
        {language.name}
      </span>
      {after}
    </p>
  );
}
