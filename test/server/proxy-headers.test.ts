import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '../../server/net/trusted-proxies.ts';
import type { PushJson } from '../../shared/wire.ts';
import { harness } from './harness.ts';

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** The app on a real loopback socket, so the peer address the server sees is real: 127.0.0.1. */
async function listening(trustedProxies?: string[]) {
  const h = await harness(
    undefined,
    trustedProxies ? { trustedProxies: parseTrustedProxies(trustedProxies).trust } : {},
  );
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { ...h, origin };
}

const forwarded = {
  'x-forwarded-for': '198.51.100.1, 203.0.113.7',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'push.example.com',
};

async function pushThrough(origin: string, token: string) {
  const res = await fetch(`${origin}/api/v2/pushes`, {
    method: 'POST',
    headers: { ...forwarded, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ push: { payload: 'behind the proxy' } }),
  });
  const push = (await res.json()) as PushJson;
  const audit = await fetch(`${origin}/api/v2/pushes/${push.url_token}/audit`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { logs } = (await audit.json()) as { logs: { kind: string; ip: string }[] };
  const page = await fetch(`${origin}/`, { headers: forwarded });
  return { htmlUrl: push.html_url, logs, cookies: page.headers.getSetCookie() };
}

describe('X-Forwarded-* headers over a real socket', () => {
  it('from a trusted peer (loopback, by default) set the link origin, Secure cookies and the audited address', async () => {
    const { origin, alice } = await listening();
    const seen = await pushThrough(origin, alice);
    expect(seen.htmlUrl).toMatch(/^https:\/\/push\.example\.com\/p\/[\w-]+\/r$/);
    // The rightmost untrusted hop is the client; the forged entry to its left counts for nothing.
    expect(seen.logs).toEqual([expect.objectContaining({ kind: 'creation', ip: '203.0.113.7' })]);
    expect(seen.cookies).toEqual([expect.stringMatching(/^sp_csrf=[\w-]+; .*Secure/)]);
  });

  it('from a peer outside PWP__TRUSTED_PROXIES are ignored: the socket decides', async () => {
    const { origin, alice } = await listening(['10.0.0.0/8']);
    const seen = await pushThrough(origin, alice);
    expect(seen.htmlUrl.startsWith(`${origin}/p/`)).toBe(true);
    expect(seen.logs).toEqual([expect.objectContaining({ kind: 'creation', ip: '127.0.0.1' })]);
    expect(seen.cookies).toHaveLength(1);
    expect(seen.cookies[0]).not.toMatch(/Secure/);
  });
});
