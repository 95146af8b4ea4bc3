import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '../../../server/net/trusted-proxies.ts';
import type { PushJson } from '../../../shared/wire.ts';
import { harness } from '../harness.ts';

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** The app on a loopback socket (the peer is 127.0.0.1) and a push behind `networks`. */
async function gatedOnSocket(networks: string[], trustedProxies?: string[]) {
  const h = await harness(
    undefined,
    trustedProxies ? { trustedProxies: parseTrustedProxies(trustedProxies).trust } : {},
  );
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const res = await fetch(`${origin}/api/v2/pushes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${h.alice}`, 'content-type': 'application/json' },
    body: JSON.stringify({ push: { payload: 'office only', expire_after_views: 5, gate: { networks } } }),
  });
  const push = (await res.json()) as PushJson;
  const open = (forwardedFor?: string) =>
    fetch(`${origin}/p/${push.url_token}`, {
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      redirect: 'manual',
    }).then(async (r) => ({ status: r.status, html: await r.text() }));
  const views = async () => (await h.store.findPush(push.url_token))?.countedViews;
  return { open, views };
}

describe('an address-range gate', () => {
  it('admits a client in the range as a trusted proxy reports it, and refuses one outside with no view used', async () => {
    const { open, views } = await gatedOnSocket(['203.0.113.0/24', '2001:db8::/32']);
    const outside = await open('198.51.100.1');
    expect(outside.status).toBe(403);
    expect(outside.html).toContain('This secret can only be opened from the network its sender chose.');
    expect(outside.html).not.toContain('office only');
    expect(await views()).toBe(0);
    const inside = await open('198.51.100.1, 203.0.113.7');
    expect(inside.status).toBe(200);
    expect(inside.html).toContain('office only');
    expect((await open('2001:db8::7')).status).toBe(200);
    expect(await views()).toBe(2);
  });

  it('ignores a forged X-Forwarded-For from a peer that is no trusted proxy: the socket decides', async () => {
    const forged = await gatedOnSocket(['203.0.113.0/24'], ['10.0.0.0/8']);
    expect((await forged.open('203.0.113.7')).status).toBe(403);
    expect(await forged.views()).toBe(0);
    const loopback = await gatedOnSocket(['127.0.0.0/8'], ['10.0.0.0/8']);
    expect((await loopback.open('203.0.113.7')).status).toBe(200);
  });
});
