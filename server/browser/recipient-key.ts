import { parsePushKey } from '../../shared/sealed/push-key.ts';

/** The key of the link this page was opened with, or what is wrong with it. */
export type LinkKey = { state: 'key'; key: Uint8Array } | { state: 'missing' } | { state: 'malformed' };

/**
 * Reads the key from the link's fragment and at once takes the fragment out of the address bar and
 * of this history entry (path and query stay), so it is not left behind for whoever comes next.
 */
export function takeLinkKey(): LinkKey {
  const fragment = location.hash.slice(1);
  if (location.href.includes('#'))
    history.replaceState(history.state, '', location.pathname + location.search);
  if (fragment === '') return { state: 'missing' };
  const parsed = parsePushKey(fragment);
  return parsed.ok ? { state: 'key', key: parsed.value } : { state: 'malformed' };
}
