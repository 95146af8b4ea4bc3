import { LANGUAGES } from '../../shared/languages.ts';
import { t } from '../lib/i18n.ts';

interface Props {
  id: string;
  /** A code of LANGUAGES, or '' for the recipient's browser's language. */
  value: string;
  onChange: (code: string) => void;
}

/** The language the secret link opens in; each name is marked with its language for screen readers. */
export function RecipientLanguageField({ id, value, onChange }: Props) {
  return (
    <div>
      <label for={id}>{t('recipient_language_label')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t('recipient_language_browser')}</option>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
