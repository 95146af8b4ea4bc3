import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { SlowFirstSequencer } from './test/support/slow-first-sequencer.ts';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Gives the fake browser an i18n that reads the English messages.
    setupFiles: ['test/support/fake-i18n.ts'],
    // One throwaway PostgreSQL server per run (or null without PostgreSQL); test files inject('postgresUrl').
    globalSetup: ['test/support/postgres-global.ts'],
    // vitest's default (cores - 1) is one file at a time on CI's two cores, while browser and
    // server-process files spend part of their time waiting on other processes.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SlowFirstSequencer },
    // Files share the cores: a browser test that takes 8 s alone can take twice that beside others.
    testTimeout: 45_000,
    hookTimeout: 60_000,
  },
});
