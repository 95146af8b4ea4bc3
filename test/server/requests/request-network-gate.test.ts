import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '../../../server/net/trusted-proxies.ts';
import { type RequestApp, requestApp } from './request-app.ts';

const servers: { close: () => void }[] = [];
const opened: RequestApp[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) s.close();
  for (const h of opened.splice(0)) await h.close();
});

/** The app on a loopback socket behind a trusted proxy at 127.0.0.1, and a request answerable from `networks`. */
async function rangedRequest(networks: string[]) {
  const h = await requestApp({ trustedProxies: parseTrustedProxies(['127.0.0.1/32']).trust });
  opened.push(h);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const made = await h.call('POST', '/api/v2/requests', {
    token: h.alice,
    body: { request: { request: 'Send the office key', gate: { networks } } },
  });
  const token = String((made.body as { url_token: string }).url_token);
  const open = (forwardedFor: string) =>
    fetch(`${origin}/req/${token}`, {
      headers: { 'x-forwarded-for': forwardedFor },
      redirect: 'manual',
    }).then(async (r) => ({ status: r.status, html: await r.text() }));
  return { open };
}

describe("a request's address-range gate", () => {
  it('shows the form to a client in the range, and refuses one outside without the question', async () => {
    const { open } = await rangedRequest(['203.0.113.0/24', '2001:db8::/32']);
    const outside = await open('198.51.100.1');
    expect(outside.status).toBe(403);
    expect(outside.html).toContain('This request can only be answered from the network its requester chose.');
    expect(outside.html).not.toContain('Send the office key');
    const inside = await open('203.0.113.7');
    expect(inside.status).toBe(200);
    expect(inside.html).toContain('Send the office key');
    expect((await open('2001:db8::7')).status).toBe(200);
  });
});
