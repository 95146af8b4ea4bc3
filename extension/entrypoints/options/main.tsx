import '../../assets/app.css';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { OptionsApp } from '../../components/OptionsApp.tsx';
import { setPageLanguage, t } from '../../lib/i18n.ts';
import { onManagedChange, withManaged } from '../../lib/managed-storage.ts';
import type { OptionsEnv } from '../../lib/options-actions.ts';
import { fetchWithTimeout } from '../../lib/push-actions.ts';
import { browserWebAuth } from '../../lib/web-sign-in-browser.ts';

const env: OptionsEnv = {
  storage: withManaged(browser.storage.local, browser.storage.managed),
  onManagedChange: (listener) => onManagedChange(browser.storage.onChanged, listener),
  fetch: fetchWithTimeout((url, init) => fetch(url, init), 15_000),
  requestOrigin: (pattern) => browser.permissions.request({ origins: [pattern] }),
  newId: () => crypto.randomUUID(),
  webAuth: browserWebAuth(),
};

/** The popup opens `options.html#token=<instance id>` to have a rejected token fixed. */
const fixTokenOf = new URLSearchParams(location.hash.slice(1)).get('token');

// The page's file carries only the product's name; its title comes in the browser's language.
document.title = t('options_title');
setPageLanguage(document.documentElement);
render(<OptionsApp env={env} fixTokenOf={fixTokenOf} />, document.getElementById('app') as HTMLElement);
