import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { hasForwardingHeader } from '../../server/metrics/forwarding-headers.ts';
import { harness } from './harness.ts';

const TOKEN = 'metrics-token-0123456789';
const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** The app with metrics on a real loopback socket: the peer it sees is 127.0.0.1, as a same-host proxy. */
async function listening() {
  const h = await harness(() => {}, { metrics: { token: TOKEN } });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (headers: Record<string, string> = {}) => fetch(`${origin}/metrics`, { headers });
}

/** What same-host proxies and CDNs in front of them add, one header at a time. */
const FORWARDING: Record<string, string> = {
  'X-Forwarded-For': '203.0.113.7',
  'X-Forwarded-Host': 'push.example.com',
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Port': '443',
  'X-Forwarded-Server': 'edge-1',
  'X-Real-IP': '203.0.113.7',
  Forwarded: 'for=203.0.113.7;proto=https',
  Via: '1.1 caddy',
  'X-Client-IP': '203.0.113.7',
  'True-Client-IP': '203.0.113.7',
  'CF-Connecting-IP': '203.0.113.7',
  'CF-Connecting-IPv6': '2001:db8::7',
  'Fastly-Client-IP': '203.0.113.7',
  'X-Cluster-Client-IP': '203.0.113.7',
  'Fly-Client-IP': '203.0.113.7',
  'X-Original-Forwarded-For': '203.0.113.7',
  'X-Originating-IP': '203.0.113.7',
  'X-Remote-Addr': '203.0.113.7',
  'X-Envoy-External-Address': '203.0.113.7',
  'X-Azure-ClientIP': '203.0.113.7',
  'CDN-Loop': 'cloudflare',
};

describe('who reads /metrics without the token', () => {
  it('answers a loopback request that carries no proxy header', async () => {
    const scrape = await listening();
    const plain = await scrape({ accept: 'text/plain', 'user-agent': 'Prometheus/3.1.0' });
    expect(plain.status).toBe(200);
  });

  it('refuses a loopback request that any proxy header marks as forwarded, and answers it with the token', async () => {
    const scrape = await listening();
    const statuses: Record<string, [number, number]> = {};
    for (const [name, value] of Object.entries(FORWARDING)) {
      const without = await scrape({ [name]: value });
      const withToken = await scrape({ [name]: value, authorization: `Bearer ${TOKEN}` });
      statuses[name] = [without.status, withToken.status];
    }
    expect(statuses).toEqual(Object.fromEntries(Object.keys(FORWARDING).map((name) => [name, [403, 200]])));
  });

  it("takes a scraper's and a browser's own headers as not forwarded", () => {
    const own = [
      'accept',
      'accept-encoding',
      'authorization',
      'user-agent',
      'x-prometheus-scrape-timeout-seconds',
      'host',
      'origin',
      'referer',
      'sec-ch-ua-platform',
      'cookie',
      'content-type',
      'x-request-id',
    ];
    expect(own.filter((name) => hasForwardingHeader([name]))).toEqual([]);
  });
});
