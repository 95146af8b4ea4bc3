import { afterEach, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { type RunningServer, startServer, tempDataDir } from '../support/server-process.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
});

async function linkThroughProxy(env: Record<string, string>) {
  const server = await startServer(tempDataDir(), env);
  running.push(server);
  const res = await fetch(`${server.url}/api/v2/pushes`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'push.example.com',
    },
    body: JSON.stringify({ push: { payload: 'through the proxy' } }),
  });
  return { url: server.url, link: ((await res.json()) as PushJson).html_url };
}

describe('the server process behind a TLS proxy', () => {
  it('hands out https links from the proxy on loopback, and ignores it when PWP__TRUSTED_PROXIES=none', async () => {
    const [trusted, ignored] = await Promise.all([
      linkThroughProxy({}),
      linkThroughProxy({ PWP__TRUSTED_PROXIES: 'none' }),
    ]);
    expect(trusted.link).toMatch(/^https:\/\/push\.example\.com\/p\//);
    expect(ignored.link.startsWith(`${ignored.url}/p/`)).toBe(true);
  });
});
