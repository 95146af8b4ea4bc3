import '../../assets/app.css';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { PopupApp } from '../../components/PopupApp.tsx';
import { setPageLanguage } from '../../lib/i18n.ts';
import { onManagedChange, withManaged } from '../../lib/managed-storage.ts';
import type { PopupEnv } from '../../lib/popup-env.ts';
import { fetchWithTimeout } from '../../lib/push-actions.ts';
import { clearBadge } from '../../lib/view-watch-state.ts';

const env: PopupEnv = {
  storage: withManaged(browser.storage.local, browser.storage.managed),
  onManagedChange: (listener) => onManagedChange(browser.storage.onChanged, listener),
  fetch: fetchWithTimeout((url, init) => fetch(url, init), 15_000),
  copy: (text) =>
    navigator.clipboard.writeText(text).then(
      () => true,
      () => false,
    ),
  openOptions: () => void browser.runtime.openOptionsPage(),
  openTokenSettings: (instanceId) => {
    const url = `${browser.runtime.getURL('/options.html')}#token=${encodeURIComponent(instanceId)}`;
    void browser.tabs.create({ url }).then(() => window.close());
  },
  randomBytes: (into) => crypto.getRandomValues(into),
  now: () => Date.now(),
  upload: () => new XMLHttpRequest(),
};

// Opening the popup is seeing what the badge counted.
void clearBadge(browser.storage.local);

setPageLanguage(document.documentElement);
render(<PopupApp env={env} />, document.getElementById('app') as HTMLElement);
