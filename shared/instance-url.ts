/** Why an address is refused, as a code: the extension words it in the person's language. */
export type InstanceUrlProblem = 'empty' | 'not-a-url' | 'scheme' | 'extras' | 'insecure';

export type InstanceUrlCheck =
  | { ok: true; baseUrl: string; origin: string; warning: 'plain-http' | null }
  | { ok: false; error: InstanceUrlProblem };

function isPrivateIpv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return false;
  const [a = 0, b = 0] = parts;
  return (
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

function isPrivateIpv6(host: string): boolean {
  if (!host.startsWith('[')) return false;
  const h = host.slice(1, -1).toLowerCase();
  return h === '::1' || h.startsWith('fc') || h.startsWith('fd') || h.startsWith('fe80:');
}

/** Hosts where plain http stays on this machine or a private network. */
export function isLocalOrPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    host.endsWith('.lan') ||
    isPrivateIpv4(host) ||
    isPrivateIpv6(host)
  );
}

/**
 * Reads the instance address a person typed: http(s) only, plain http only for local and private
 * hosts, no query, fragment or credentials. Returns the base URL without a trailing slash.
 */
export function checkInstanceUrl(raw: string): InstanceUrlCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, error: 'empty' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, error: 'not-a-url' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, error: 'scheme' };
  }
  if (url.username || url.password || url.search || url.hash) {
    return { ok: false, error: 'extras' };
  }
  const local = isLocalOrPrivateHost(url.hostname);
  if (url.protocol === 'http:' && !local) {
    return { ok: false, error: 'insecure' };
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v2$/, '');
  return {
    ok: true,
    baseUrl: `${url.origin}${path}`,
    origin: url.origin,
    warning: url.protocol === 'http:' ? 'plain-http' : null,
  };
}

/** The match pattern the extension asks permission for, e.g. `https://pwpush.com/*`. */
export function originPattern(origin: string): string {
  const url = new URL(origin);
  // Match patterns take no port; the host pattern covers every port of that host.
  return `${url.protocol}//${url.hostname}/*`;
}
