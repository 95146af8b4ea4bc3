/**
 * Where a gate's sign-in step holds a sealed link's key for the tab (sessionStorage, named by the
 * push's url token): the sign-in form cannot carry a fragment, so the sealed page, back from it,
 * takes the key from here instead, once.
 */
export const HELD_KEY_PREFIX = 'sp-held-key:';

/** The url token of a secret link's path (`/p/<token>` or `/p/<token>/r`); '' for any other path. */
export function linkTokenOf(pathname: string): string {
  return /^\/p\/([^/]+)(?:\/r)?$/.exec(pathname)?.[1] ?? '';
}
