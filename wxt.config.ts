import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

export default defineConfig({
  srcDir: 'extension',
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact()] }),
  zip: {
    excludeSources: ['data/**', 'test/**', 'server/**', '.output/**', 'node_modules/**'],
  },
  manifest: ({ browser }) => ({
    name: 'Secret Push',
    description: 'Push secrets as links that expire after a number of views or days.',
    permissions: [],
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'secret-push@secret-push.dev',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {}),
  }),
});
