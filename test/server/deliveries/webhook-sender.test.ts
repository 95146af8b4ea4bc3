import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { checkWebhookUrl, type ResolveHost } from '../../../server/deliveries/address-guard.ts';
import type { WebhookMessage } from '../../../server/deliveries/webhook-message.ts';
import {
  newWebhookSecret,
  webhookRecipient,
  webhookSender,
} from '../../../server/deliveries/webhook-sender.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

const LOOPBACK = ['127.0.0.1'];
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function receiver(secret = newWebhookSecret()): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(secret);
  cleanups.push(() => started.close());
  return started;
}

function message(url: string, secret: string, more: Partial<WebhookMessage> = {}): WebhookMessage {
  const body = JSON.stringify({ type: 'push.viewed', data: { name: 'Wi-Fi', kind: 'text' } });
  return { url, secret, id: 'msg_2Kf9', body, contentType: 'application/json', headers: {}, ...more };
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

describe('webhookSender', () => {
  it('POSTs the body with its content type and headers, signed so standardwebhooks verifies it', async () => {
    const secret = newWebhookSecret();
    const hook = await receiver(secret);
    const sent = message(hook.url, secret, { contentType: 'text/plain', headers: { Title: 'Viewed' } });
    await webhookSender({ allowedNetworks: LOOPBACK }).deliver(sent);
    const got = await hook.nth(1);
    expect(got).toMatchObject({
      path: new URL(hook.url).pathname,
      body: sent.body,
      verified: true,
      answer: 204,
    });
    expect(got.headers).toMatchObject({
      'content-type': 'text/plain',
      title: 'Viewed',
      'webhook-id': 'msg_2Kf9',
    });
    expect(got.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(got.body, got.headers)).toEqual(JSON.parse(sent.body));
  });

  it('is caught when the body is altered on the way, or signed under another secret', async () => {
    const secret = newWebhookSecret();
    const hook = await receiver(secret);
    await webhookSender({ allowedNetworks: LOOPBACK }).deliver(message(hook.url, secret));
    const { headers, body } = await hook.nth(1);
    const tampered = body.replace('Wi-Fi', 'Wi-Fy');
    await fetch(hook.url, { method: 'POST', headers, body: tampered });
    expect(await hook.nth(2)).toMatchObject({ body: tampered, verified: false });
    await webhookSender({ allowedNetworks: LOOPBACK }).deliver(message(hook.url, newWebhookSecret()));
    expect((await hook.nth(3)).verified).toBe(false);
  });

  it('signs each try afresh under the same id, and fails a 500 as a try worth repeating', async () => {
    const secret = newWebhookSecret();
    const hook = await receiver(secret);
    hook.failNext(1, 500);
    let shift = 0;
    const send = webhookSender({ allowedNetworks: LOOPBACK, now: () => Date.now() + shift });
    await expect(send.deliver(message(hook.url, secret))).rejects.toMatchObject({
      code: 'http 500',
      permanent: false,
    });
    shift = 90_000;
    await send.deliver(message(hook.url, secret));
    const [first, second] = [await hook.nth(1), await hook.nth(2)];
    expect([first.answer, second.answer]).toEqual([500, 204]);
    expect([first.verified, second.verified]).toEqual([true, true]);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const seconds = (h: typeof first) => Number(h.headers['webhook-timestamp']);
    expect(seconds(second) - seconds(first)).toBeGreaterThanOrEqual(90);
    expect(second.headers['webhook-signature']).not.toBe(first.headers['webhook-signature']);
  });

  it('gives up at once on 410 Gone', async () => {
    const hook = await receiver();
    hook.failNext(1, 410);
    const sent = message(hook.url, newWebhookSecret());
    await expect(webhookSender({ allowedNetworks: LOOPBACK }).deliver(sent)).rejects.toMatchObject({
      code: 'http 410',
      permanent: true,
    });
  });

  it('stops waiting for a receiver that does not answer once its time is up', async () => {
    const hook = await receiver();
    hook.failNext(1, 'hang');
    const started = performance.now();
    const sending = webhookSender({ allowedNetworks: LOOPBACK, timeoutMs: 200 }).deliver(
      message(hook.url, newWebhookSecret()),
    );
    await expect(sending).rejects.toMatchObject({ code: 'timeout', permanent: false });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await hook.nth(1)).answer).toBe('hang');
  });

  it('reads only a little of an endless answer and counts the delivery by its status', async () => {
    const url = await listen((_request, response) => {
      response.writeHead(200);
      const drip = setInterval(() => response.write('x'.repeat(1024)), 5);
      response.on('close', () => clearInterval(drip));
    });
    await webhookSender({ allowedNetworks: LOOPBACK, timeoutMs: 2_000 }).deliver(
      message(url, newWebhookSecret()),
    );
  });

  it('follows no redirect', async () => {
    const hook = await receiver();
    const url = await listen((_request, response) => response.writeHead(307, { location: hook.url }).end());
    await expect(
      webhookSender({ allowedNetworks: LOOPBACK }).deliver(message(url, newWebhookSecret())),
    ).rejects.toMatchObject({ code: 'http 307', permanent: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.received).toHaveLength(0);
  });

  it('fails with the network error code when nothing listens', async () => {
    const url = await listen(() => {});
    await cleanups.splice(0).at(0)?.();
    await expect(
      webhookSender({ allowedNetworks: LOOPBACK }).deliver(message(url, newWebhookSecret())),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED', permanent: false });
  });
});

describe('webhookSender and the address guard', () => {
  const resolvesTo =
    (address: string): ResolveHost =>
    async () => [{ address, family: 4 }];

  it('refuses a loopback literal the administrator did not allow, without connecting', async () => {
    const hook = await receiver();
    await expect(
      webhookSender({ allowedNetworks: [] }).deliver(message(hook.url, newWebhookSecret())),
    ).rejects.toMatchObject({ code: 'address refused', permanent: true });
    expect(hook.received).toHaveLength(0);
  });

  it.each([
    ['::ffff:0:7f00:1', 'IPv4-translated'],
    ['64:ff9b:1::7f00:1', 'local-use NAT64'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo'],
  ])('refuses %s (%s) when connecting, as a literal and as what a name resolves to', async (address) => {
    const hook = await receiver();
    const sender = webhookSender({ allowedNetworks: [], resolve: async () => [{ address, family: 6 }] });
    const literal = hook.url.replace('127.0.0.1', `[${address}]`);
    const named = hook.url.replace('127.0.0.1', 'hooks.example.com');
    for (const url of [literal, named]) {
      await expect(sender.deliver(message(url, newWebhookSecret()))).rejects.toMatchObject({
        code: 'address refused',
        permanent: true,
      });
    }
    expect(hook.received).toHaveLength(0);
  });

  it('refuses a name that answered public when saved and loopback when connecting (DNS rebinding)', async () => {
    const hook = await receiver();
    const url = hook.url.replace('127.0.0.1', 'rebind.example.com');
    let asked = 0;
    const rebinding: ResolveHost = async () => [
      { address: asked++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 },
    ];
    expect((await checkWebhookUrl(url, [], rebinding)).ok).toBe(true);
    await expect(
      webhookSender({ allowedNetworks: [], resolve: rebinding }).deliver(message(url, newWebhookSecret())),
    ).rejects.toMatchObject({ code: 'address refused', permanent: true });
    expect(asked).toBe(2);
    expect(hook.received).toHaveLength(0);
  });

  it('connects by name to the address it checked, keeping the name as the Host', async () => {
    const secret = newWebhookSecret();
    const hook = await receiver(secret);
    const url = hook.url.replace('127.0.0.1', 'hooks.intranet.test');
    await webhookSender({ allowedNetworks: LOOPBACK, resolve: resolvesTo('127.0.0.1') }).deliver(
      message(url, secret),
    );
    const got = await hook.nth(1);
    expect(got.verified).toBe(true);
    expect(got.headers.host).toBe(new URL(url).host);
  });

  it('refuses a URL with credentials or another scheme, whatever it resolves to', async () => {
    const send = webhookSender({ allowedNetworks: LOOPBACK, resolve: resolvesTo('127.0.0.1') });
    await expect(send.deliver(message('http://u:p@hooks.test/', newWebhookSecret()))).rejects.toMatchObject({
      code: 'url credentials',
      permanent: true,
    });
    await expect(send.deliver(message('ftp://hooks.test/', newWebhookSecret()))).rejects.toMatchObject({
      code: 'url scheme',
      permanent: true,
    });
    await expect(send.deliver({ url: 'http://hooks.test/' })).rejects.toMatchObject({
      code: 'not a webhook',
      permanent: true,
    });
  });
});

describe('newWebhookSecret and webhookRecipient', () => {
  it('makes a whsec_ secret of 24 random bytes, a new one each time', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('names a webhook by its host alone', () => {
    expect(webhookRecipient('https://hooks.slack.com/services/T0/B0/XyZ?token=1')).toBe('hooks.slack.com');
    expect(webhookRecipient('http://[::1]:8080/secret')).toBe('::1');
    expect(webhookRecipient('not a url')).toBe('invalid');
  });
});
