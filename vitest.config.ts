import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Gives the fake browser an i18n that reads the English messages.
    setupFiles: ['test/support/fake-i18n.ts'],
    // One throwaway PostgreSQL server per run (or null without PostgreSQL); test files inject('postgresUrl').
    globalSetup: ['test/support/postgres-global.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
