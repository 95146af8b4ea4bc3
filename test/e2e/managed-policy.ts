import { existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The extension's id in the e2e-managed Chrome build: derived from the manifest key in wxt.config.ts. */
export const MANAGED_CHROME_ID = 'imiabfioldmjedoogfdknlfkmnmbmglc';
/** The e2e-managed Firefox build's own id, so other Firefox tests running meanwhile get no policy. */
export const MANAGED_GECKO_ID = 'secret-push-managed-e2e@secret-push.dev';

/** Where Debian's browsers read machine policies; writing there needs root, which the tests have. */
export const CHROMIUM_POLICY = '/etc/chromium/policies/managed/secret-push-e2e-managed.json';
export const FIREFOX_POLICY = '/usr/lib/firefox-esr/distribution/policies.json';

/** The folders on the way to `dir` that do not exist yet, innermost first. */
function missingFolders(dir: string): string[] {
  const missing: string[] = [];
  for (let d = dir; !existsSync(d); d = dirname(d)) missing.push(d);
  return missing;
}

/**
 * Writes a policy file where the browser reads it, for one test file that owns that path. The
 * returned function puts back what was there (a leftover of ours is not put back), removes the
 * folders it made, and also runs
 * when the process exits, so a failed or interrupted run does not leave a policy on the machine.
 */
export function writePolicy(path: string, policy: unknown, ours: string): () => void {
  const before = existsSync(path) ? readFileSync(path, 'utf8') : null;
  const kept = before?.includes(ours) ? null : before;
  const created = missingFolders(dirname(path));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(policy, null, 2));
  let done = false;
  const restore = () => {
    if (done) return;
    done = true;
    if (kept !== null) return writeFileSync(path, kept);
    rmSync(path, { force: true });
    // Innermost first; one that something else has written into since stays.
    for (const folder of created) {
      try {
        rmdirSync(folder);
      } catch {
        return;
      }
    }
  };
  process.once('exit', restore);
  return restore;
}
