import { HELD_KEY_PREFIX, linkTokenOf } from '../../shared/sealed/held-key.ts';
import { parsePushKey } from '../../shared/sealed/push-key.ts';

/** The key of the link this page was opened with, or what is wrong with it. */
export type LinkKey = { state: 'key'; key: Uint8Array } | { state: 'missing' } | { state: 'malformed' };

/**
 * Reads the key from the link's fragment and at once takes the fragment out of the address bar and
 * of this history entry (path and query stay), so it is not left behind for whoever comes next.
 */
export function takeLinkKey(): LinkKey {
  const held = takeHeldKey();
  const fragment = location.hash.slice(1) || held;
  if (location.href.includes('#'))
    history.replaceState(history.state, '', location.pathname + location.search);
  if (fragment === '') return { state: 'missing' };
  const parsed = parsePushKey(fragment);
  return parsed.ok ? { state: 'key', key: parsed.value } : { state: 'malformed' };
}

/** The key a gate's sign-in step held for this link (shared/sealed/held-key.ts), taken so it is read once. */
function takeHeldKey(): string {
  const token = linkTokenOf(location.pathname);
  if (token === '') return '';
  try {
    const held = sessionStorage.getItem(HELD_KEY_PREFIX + token) ?? '';
    sessionStorage.removeItem(HELD_KEY_PREFIX + token);
    return held;
  } catch {
    // Storage refused (a private window's rules): the link needs its fragment, as without a gate.
    return '';
  }
}
