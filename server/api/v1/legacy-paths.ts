/** The path segments of Password Pusher's legacy v1 API: text pushes, file pushes, URL pushes. */
export const LEGACY_SEGMENTS = ['p', 'f', 'r'] as const;
export type LegacySegment = (typeof LEGACY_SEGMENTS)[number];

/** Legacy API paths all end in `.json`: `/p.json`, `/p/:token.json`, `/f/:token/audit.json`, ... */
const LEGACY_PATH = /^\/([pfr])(\.json|\/[^?]+\.json)$/;

/**
 * Where a legacy v1 request is routed: `/p/abc.json` to `/api/v1/p/abc`. Without the `.json` a path
 * stays a page (`/p/abc` is the secret link), and `/f/<download link>` never ends in `.json`.
 */
export function legacyApiPath(path: string): string | undefined {
  const match = LEGACY_PATH.exec(path);
  if (match === null) return undefined;
  const rest = match[2] === '.json' ? '' : (match[2] ?? '').slice(0, -'.json'.length);
  return `/api/v1/${match[1]}${rest}`;
}
