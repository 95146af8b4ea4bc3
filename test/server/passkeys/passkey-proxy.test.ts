import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { addPasskeyThrough, PASSWORD, passkeySignIn } from './passkey-pages.ts';
import { softAuthenticator } from './soft-authenticator.ts';

const PUBLIC = 'https://push.example.com';
const FORWARDED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'push.example.com' };

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** The app on a loopback socket, and a browser whose requests come through the TLS proxy in front (a trusted peer). */
async function behindProxy() {
  const h = await harness();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  servers.push(server);
  const socket = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const proxy = {
    request: (url: string, init: RequestInit & { headers: Record<string, string> }) =>
      fetch(url, { ...init, headers: { ...init.headers, ...FORWARDED } }),
  } as unknown as Pick<Hono, 'request'>;
  const browser = () => webClient(proxy, socket);
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const alice = browser();
  await alice.get('/users/sign_in');
  await alice.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  return { h, socket, browser, alice };
}

describe('passkeys behind the TLS proxy', () => {
  it('bind a passkey to the public origin the proxy reports, not the socket the server listens on', async () => {
    const { h, socket, browser, alice } = await behindProxy();
    await alice.get('/users/passkeys');
    const options = JSON.parse((await alice.post('/users/passkeys/options')).html) as { rp: { id: string } };
    expect(options.rp).toEqual({ id: 'push.example.com', name: 'Secret Push' });

    const wrongOrigin = softAuthenticator();
    const refused = await addPasskeyThrough(alice, wrongOrigin, 'Laptop', socket);
    expect(refused.headers.get('location')).toBe('/users/account?passkey=refused#passkeys-heading');
    expect(await h.store.findPasskey(wrongOrigin.id)).toBeUndefined();

    const key = softAuthenticator();
    const added = await addPasskeyThrough(alice, key, 'Laptop', PUBLIC);
    expect(added.headers.get('location')).toBe('/users/account?passkey=added#passkeys-heading');
    const signIn = await passkeySignIn(browser(), key, PUBLIC);
    expect([signIn.status, signIn.headers.get('location')]).toEqual([303, '/']);
    expect(signIn.headers.getSetCookie()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^sp_session=[^;]+;.*Secure/)]),
    );
  });
});
