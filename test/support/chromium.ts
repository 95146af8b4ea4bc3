import { existsSync } from 'node:fs';

/** Debian's Chromium: the only browser this project tests with (a test tool's own download can't run here). */
export const CHROMIUM = '/usr/lib/chromium/chromium';

/** Flags for a closed network: without them Chromium keeps trying to reach services it can't. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Without Chromium the browser tests are skipped locally with a message; in CI (CI=true) they fail instead. */
export function browserTests(what: string): { run: boolean; reason: string } {
  if (existsSync(CHROMIUM)) return { run: true, reason: '' };
  if (process.env.CI === 'true')
    throw new Error(`CI needs Chromium at ${CHROMIUM} for ${what} (apt-get install chromium).`);
  return { run: false, reason: `Skipping ${what}: no Chromium at ${CHROMIUM} (apt-get install chromium).` };
}
