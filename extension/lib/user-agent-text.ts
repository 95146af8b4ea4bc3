import { t } from './i18n.ts';
import { describeUserAgent } from './user-agent.ts';

/** "Firefox on Linux", or whichever half is known, or "an unknown browser". */
export function userAgentText(ua: string): string {
  const { browser, system } = describeUserAgent(ua);
  if (browser && system) return t('ua_browser_on_system', browser, system);
  return browser || system || t('ua_unknown');
}
