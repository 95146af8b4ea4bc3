import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { t } from './i18n.ts';
import { type ExtensionSettings, loadSettings, type StorageArea, saveSettings } from './settings-store.ts';

/** One of Password Pusher's languages by its exact code; undefined for '' (the recipient's browser's). */
export function recipientLanguage(code: string): Language | undefined {
  return LANGUAGES.find((l) => l.code === code);
}

/**
 * The secret link that opens in `code`'s language: `?locale=`, which Password Pusher reads too, so
 * it works on any instance. The link's own query and fragment are kept as they were.
 */
export function linkInLanguage(htmlUrl: string, code: string): string {
  if (!recipientLanguage(code)) return htmlUrl;
  const hashAt = htmlUrl.indexOf('#');
  const head = hashAt < 0 ? htmlUrl : htmlUrl.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : htmlUrl.slice(hashAt);
  const queryAt = head.indexOf('?');
  const path = queryAt < 0 ? head : head.slice(0, queryAt);
  const query = queryAt < 0 ? '' : head.slice(queryAt + 1);
  const kept = query.split('&').filter((part) => part !== '' && part.split('=')[0] !== 'locale');
  return `${path}?${[...kept, `locale=${code}`].join('&')}${hash}`;
}

/** Stands in for the language's name, so the name can be marked up with its own `lang`. */
export const LANGUAGE_MARK = '\uE000';

/** "The link opens in 日本語.", or that it opens in the recipient's browser's language. */
export function linkLanguageWords(code: string): string {
  const language = recipientLanguage(code);
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
  const recipientLocale = recipientLanguage(code) ? code : '';
  const instances = settings.instances.map((i) =>
    i.id === instanceId ? { ...i, defaults: { ...i.defaults, recipientLocale } } : i,
  );
  const next = { ...settings, instances };
  await saveSettings(area, next);
  return next;
}
