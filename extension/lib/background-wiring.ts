import { browser } from 'wxt/browser';
import { copyThroughOffscreen, copyWithDom, type OffscreenApi } from './clipboard.ts';
import { handleMenuClick, type MenuClick, type MenuEnv, menuItems } from './context-menu.ts';
import { t } from './i18n.ts';
import { onManagedChange, withManaged } from './managed-storage.ts';
import type { Note } from './menu-notes.ts';
import { pageSelectionReader, type ScriptingApi } from './page-selection.ts';
import { fetchWithTimeout } from './push-actions.ts';
import { isSealedFileMessage, relaySealedFile } from './sealed-file-relay.ts';
import { isSealedKeyMessage, sealedKeyAnswerer } from './sealed-key-store.ts';
import { registrationQueue, type ScriptRegistry } from './sealed-opener-registration.ts';
import { activeInstance, loadSettings, SETTINGS_KEY } from './settings-store.ts';
import { type WatchBrowser, wireViewWatch } from './view-watch-wiring.ts';

const FETCH_TIMEOUT_MS = 15_000;

function notify(note: Note): Promise<void> {
  return browser.notifications
    .create({ type: 'basic', iconUrl: browser.runtime.getURL('/icon/128.png'), ...note })
    .then(() => undefined);
}

function copier(): (text: string) => Promise<boolean> {
  if (typeof document !== 'undefined') return copyWithDom(document, (t) => navigator.clipboard.writeText(t));
  const offscreen = (globalThis as { chrome?: { offscreen?: OffscreenApi } }).chrome?.offscreen;
  if (!offscreen) return async () => false;
  return copyThroughOffscreen(offscreen, (m) => browser.runtime.sendMessage(m), '/offscreen.html');
}

/** The person's storage with the organisation's configuration over it. */
const settingsArea = () => withManaged(browser.storage.local, browser.storage.managed);

export function menuEnv(): MenuEnv {
  return {
    storage: settingsArea(),
    fetch: fetchWithTimeout((url, init) => fetch(url, init), FETCH_TIMEOUT_MS),
    copy: copier(),
    notify,
    openOptions: () => browser.runtime.openOptionsPage(),
    // Firefox's MV2 has `browserAction` for `action`.
    openPopup: async () => (browser.action ?? browser.browserAction).openPopup(),
    hasOrigin: (pattern) => browser.permissions.contains({ origins: [pattern] }),
    // The menu click grants `activeTab`, which lets `scripting` read that one tab's selection.
    readSelection: pageSelectionReader(browser.scripting as ScriptingApi | undefined),
    randomBytes: (into) => crypto.getRandomValues(into),
    now: () => Date.now(),
  };
}

/** Rebuilds the menu for the active instance; removing first keeps ids unique across restarts. */
export async function syncMenus(): Promise<void> {
  const instance = activeInstance(await loadSettings(settingsArea()));
  await browser.contextMenus.removeAll();
  for (const item of menuItems(instance)) browser.contextMenus.create(item);
}

/** The browser's alarms and badge for the viewed watch; Firefox's MV2 has `browserAction` for `action`. */
function watchBrowser(): WatchBrowser {
  const button = browser.action ?? browser.browserAction;
  return {
    alarms: browser.alarms,
    storage: browser.storage,
    setBadge: (text) => button.setBadgeText({ text }),
  };
}

/**
 * Keeps the sealed opener registered on the granted instances' secret link pages, and answers its
 * content script, which keeps a link's key here between the link's pages.
 */
function wireSealedOpener(): void {
  const scripting = browser.scripting as unknown as ScriptRegistry | undefined;
  const register = registrationQueue(() =>
    scripting?.registerContentScripts === undefined
      ? null
      : {
          storage: browser.storage.local,
          scripting,
          hasOrigin: (pattern) => browser.permissions.contains({ origins: [pattern] }),
        },
  );
  void register();
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && SETTINGS_KEY in changes) void register();
  });
  browser.permissions.onAdded?.addListener(() => void register());
  browser.permissions.onRemoved?.addListener(() => void register());
  const session = browser.storage.session;
  if (session === undefined) return;
  const answer = sealedKeyAnswerer(session, () => Date.now());
  browser.runtime.onMessage.addListener((message: unknown, sender) => {
    if (sender.id !== browser.runtime.id || !sender.url) return undefined;
    const origin = new URL(sender.url).origin;
    if (isSealedKeyMessage(message)) return answer(message, origin);
    if (isSealedFileMessage(message)) return relaySealedFile(message, origin, crypto.subtle, fetch);
    return undefined;
  });
}

export function wireBackground(): void {
  const env = menuEnv();
  void syncMenus();
  wireSealedOpener();
  wireViewWatch(watchBrowser(), { storage: env.storage, fetch: env.fetch, notify, now: env.now });
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && SETTINGS_KEY in changes) void syncMenus();
  });
  // The organisation's sealing or instances change which items the menu offers.
  onManagedChange(browser.storage.onChanged, () => void syncMenus());
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void handleMenuClick(info as MenuClick, env, tab).catch(() =>
      notify({ title: t('noteFailedTitle'), message: t('noteFailedDetail') }),
    );
  });
}
