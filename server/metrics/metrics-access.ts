import type { Context } from 'hono';
import { clientAddress } from '../http/client-info.ts';
import { hasForwardingHeader } from './forwarding-headers.ts';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether the peer may read the metrics by its address alone: only this machine, and only when
 * no proxy forwarded the request (behind a proxy on this machine every client looks local).
 */
export function isTrustedPeer(c: Context): boolean {
  if (hasForwardingHeader(c.req.raw.headers.keys())) return false;
  return LOOPBACK.test(clientAddress(c));
}
