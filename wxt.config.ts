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
              id: 'secret-push@secret-push.dev',
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});
