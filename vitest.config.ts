import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { SlowFirstSequencer } from './test/support/slow-first-sequencer.ts';

/** Files whose assertions hold a measured time or a deadline: they run alone, after the rest. */
const TIMED = [
  // 4 s of queued queries against a 5 s wait for a connection.
  'test/server/store/postgres-health.test.ts',
  // The sweep never holds the event loop 100 ms.
  'test/server/store/mass-expiry.test.ts',
  // send() returns within 200 ms.
  'test/server/mail/mailer.test.ts',
  // Deadlines of 1 and 2 s, and a limit of requests per second.
  'test/e2e/server-connections.test.ts',
  // A paste drawn and a click answered within 1 s.
  'test/e2e/popup-create.test.ts',
  // Its report compares timings.
  'test/e2e/popup-sealed-bench.test.ts',
];

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    // Gives the fake browser an i18n that reads the English messages.
    setupFiles: ['test/support/fake-i18n.ts'],
    // One throwaway PostgreSQL server per run (or null without PostgreSQL); test files inject('postgresUrl').
    globalSetup: ['test/support/postgres-global.ts'],
    sequence: { sequencer: SlowFirstSequencer },
    // Files share the cores: a browser test that takes 8 s alone can take twice that beside others.
    testTimeout: 45_000,
    hookTimeout: 60_000,
    // Each project names its own files: one extending the root would add its list to the root's.
    projects: [
      {
        extends: true,
        test: {
          name: 'parallel',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...TIMED],
          // vitest's default (cores - 1) is one file at a time on CI's two cores, while browser and
          // server-process files spend part of their time waiting on other processes.
          maxWorkers: availableParallelism() + 1,
        },
      },
      // With one worker, vitest runs these after all the others, one at a time.
      { extends: true, test: { name: 'alone', include: TIMED, maxWorkers: 1 } },
    ],
  },
});
