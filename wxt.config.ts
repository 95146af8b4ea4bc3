import preact from '@preact/preset-vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';

/**
 * Puts libraries in a chunk of their own, so the Firefox lint can tell their warnings from ours;
 * the background is built as one file (no code splitting) and is left alone.
 */
function libraryChunk(): Plugin {
  return {
    name: 'library-chunk',
    outputOptions(options) {
      if ((options as { codeSplitting?: boolean }).codeSplitting === false || options.inlineDynamicImports)
        return null;
      return {
        ...options,
        manualChunks: (id: string) => (id.includes('node_modules') ? 'vendor' : undefined),
      };
    },
  };
}

/**
 * The browser test of managed policies (modes e2e-managed*) needs an id it knows before the
 * browser starts, so its policy file can name it: Chromium derives the id from this public key,
 * and Firefox gets an id of its own that no other test's build has.
 */
const MANAGED_TEST_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAtLNpfCFyV1Yxh+U8gWQl3hTSeCdroUmDakURjBmKjswO06ElNPk1mAalynf7fxvrsQJAsQ2xwDEIwCUvMf8t6jgbAT96cggp60ikjLDHTVy/QnjWRvI/UKzIXq51FF3Bi2vLFJ6g7b4NoMx4Uw8IJ9E7H0HW3sYyBA+SWRXgFNzIXDvJNmcucyunBbOaWNScJt6dKOfRFGlFCyYAkxCYNPrPOo86OwJqT+L4jlIl3AcPfWhBe7wfK0wYRzojGOEKFrsJ5vloGVSBmam9OQ1zQJy6Yniz+wGll1S2BKEk9wNSd/5/gr9DG60mb42A7OKodtVYaMwKOcYbYEwrmx3TcQIDAQAB';

export default defineConfig({
  srcDir: 'extension',
  publicDir: 'extension/public',
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact(), libraryChunk()] }),
  zip: {
    excludeSources: ['data/**', 'test/**', 'test-results/**', 'server/**', '.output/**', 'node_modules/**'],
  },
  manifest: ({ browser, manifestVersion, mode }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    // Each one is used: menus, the copy after a menu push, its notification, saved instances.
    // `activeTab` + `scripting`: on a menu click, read that tab's selection with its line breaks
    // (the menu's own copy may lose them); no access to any page without that click.
    // `alarms`: the viewed watch's poll, once a minute while a watched push is active.
    // `identity`: "Sign in" opens the instance's sign-in in the browser's web auth flow.
    permissions: [
      'alarms',
      'identity',
      'contextMenus',
      'activeTab',
      'scripting',
      'clipboardWrite',
      'notifications',
      'storage',
      ...(browser === 'firefox' ? [] : ['offscreen']),
    ],
    // Instances are reached only after the person saves one and grants its origin.
    ...(manifestVersion === 3
      ? { optional_host_permissions: ['https://*/*', 'http://*/*'] }
      : { optional_permissions: ['https://*/*', 'http://*/*'] }),
    // The browser tests' builds only (modes e2e, e2e-*): a headless browser cannot answer the
    // permission prompt, so loopback is granted up front and the options page's request resolves at once.
    ...(mode.startsWith('e2e') ? { host_permissions: ['http://127.0.0.1/*'] } : {}),
    // An organisation's managed configuration (README, "Managed configuration"); Firefox reads the
    // same keys from its enterprise policies without a schema.
    ...(browser === 'firefox' ? {} : { storage: { managed_schema: 'managed-schema.json' } }),
    ...(mode.startsWith('e2e-managed') && browser !== 'firefox' ? { key: MANAGED_TEST_KEY } : {}),
    commands: {
      [manifestVersion === 3 ? '_execute_action' : '_execute_browser_action']: {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_commandOpen__',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            // `data_collection_permissions` is read from Firefox 140 on (142 on Android); older ones
            // would install the add-on without the consent screen it stands for.
            gecko: {
              id: mode.startsWith('e2e-managed')
                ? 'secret-push-managed-e2e@secret-push.dev'
                : 'secret-push@secret-push.dev',
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});
