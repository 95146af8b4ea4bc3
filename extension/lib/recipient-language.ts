import { languageByCode } from '../../shared/languages.ts';
import { t } from './i18n.ts';
import { type ExtensionSettings, loadSettings, type StorageArea, saveSettings } from './settings-store.ts';

/** Stands in for the language's name, so the name can be marked up with its own `lang`. */
export const LANGUAGE_MARK = '\uE000';

/** "The link opens in 日本語.", or that it opens in the recipient's browser's language. */
export function linkLanguageWords(code: string): string {
  const language = languageByCode(code);
  return language ? t('link_opens_in', language.name) : t('link_opens_in_browser');
}

/** Keeps the popup's last choice as the instance's default, for its next push; the new settings, or null. */
export async function rememberRecipientLanguage(
  area: StorageArea,
  instanceId: string,
  code: string,
): Promise<ExtensionSettings | null> {
  const settings = await loadSettings(area);
  const instance = settings.instances.find((i) => i.id === instanceId);
  if (!instance || instance.defaults.recipientLocale === code) return null;
  const recipientLocale = languageByCode(code) ? code : '';
  const instances = settings.instances.map((i) =>
    i.id === instanceId ? { ...i, defaults: { ...i.defaults, recipientLocale } } : i,
  );
  const next = { ...settings, instances };
  await saveSettings(area, next);
  return next;
}
