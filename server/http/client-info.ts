import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AuditMeta } from '../store/records.ts';
import { originOf } from './request-url.ts';

const cut = (value: string | undefined) => (value ?? '').slice(0, 255);

/** Who made the request, for the audit log. Without a socket (tests) the address is empty. */
export function auditMeta(c: Context): AuditMeta {
  // app.request (tests) has no Node bindings; checking first is far cheaper than a thrown error.
  const ip = c.env?.incoming === undefined ? '' : (getConnInfo(c).remote.address ?? '');
  return { ip, userAgent: cut(c.req.header('user-agent')), referrer: cut(c.req.header('referer')) };
}

/** The public origin for secret links: the configured one, else the request's own. */
export function baseUrl(c: Context, override: string | null): string {
  return override === null ? originOf(c.req.url) : override.replace(/\/+$/, '');
}
