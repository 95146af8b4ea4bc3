import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { defaultProxyTrust, type ProxyTrust } from '../net/trusted-proxies.ts';
import type { AuditMeta } from '../store/records.ts';
import { clientFromForwardedFor, plainAddress } from './forwarded-for.ts';
import { forwardedOrigin, originOf } from './request-url.ts';

/** Who sent a request and under which origin, once trusted proxies have had their say. */
interface ClientInfo {
  address: string;
  origin: string;
}

declare module 'hono' {
  interface ContextVariableMap {
    proxyTrust: ProxyTrust;
    clientInfo: ClientInfo;
  }
}

/** Sets whose X-Forwarded-* headers count; registered before every route, limit and throttle. */
export function trustProxies(trust: ProxyTrust): MiddlewareHandler {
  return async (c, next) => {
    c.set('proxyTrust', trust);
    await next();
  };
}

function clientInfo(c: Context): ClientInfo {
  const known = c.get('clientInfo');
  if (known !== undefined) return known;
  // app.request (tests) has no Node bindings and so no peer; checking first is far cheaper than a thrown error.
  const peer = c.env?.incoming === undefined ? '' : (getConnInfo(c).remote.address ?? '');
  const trust = c.get('proxyTrust') ?? defaultProxyTrust;
  const viaProxy = trust.trusts(plainAddress(peer));
  const info = {
    address: clientFromForwardedFor(peer, c.req.header('x-forwarded-for'), trust),
    origin: viaProxy
      ? forwardedOrigin(c.req.url, c.req.header('x-forwarded-proto'), c.req.header('x-forwarded-host'))
      : originOf(c.req.url),
  };
  c.set('clientInfo', info);
  return info;
}

/** The client's address, for the audit log and every limit and throttle. Empty without a socket (tests). */
export function clientAddress(c: Context): string {
  return clientInfo(c).address;
}

const cut = (value: string | undefined) => (value ?? '').slice(0, 255);

/** Who made the request, for the audit log. */
export function auditMeta(c: Context): AuditMeta {
  return {
    ip: clientAddress(c),
    userAgent: cut(c.req.header('user-agent')),
    referrer: cut(c.req.header('referer')),
  };
}

/** The public origin for secret links: the configured one, else the one the client used. */
export function baseUrl(c: Context, override: string | null): string {
  return override === null ? clientInfo(c).origin : override.replace(/\/+$/, '');
}

/** Cookies get Secure when the client came over https, directly, through a trusted proxy, or by the configured base. */
export function isSecure(c: Context, override: string | null): boolean {
  return (override?.startsWith('https:') ?? false) || clientInfo(c).origin.startsWith('https:');
}
