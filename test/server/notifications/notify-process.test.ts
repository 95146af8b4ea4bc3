import { afterEach, describe, expect, it } from 'vitest';
import { tokenDigest } from '../../../server/pushes/push-event.ts';
import type { PushJson } from '../../../shared/wire.ts';
import { type RunningServer, startServer, tempDataDir } from '../../support/server-process.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../support/smtp-test-server.ts';
import { until } from '../../support/until.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { ownerWithWebhook } from './owner-with-webhook.ts';

const ORIGIN = 'https://push.example.com';
const running: RunningServer[] = [];
let receiver: WebhookReceiver | undefined;
let smtp: SmtpTestServer | undefined;
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
  await receiver?.close();
  await smtp?.close();
  receiver = undefined;
  smtp = undefined;
});

/** The receiver runs on loopback: the administrator allows it, as for an intranet receiver. */
const serverEnv = (extra: Record<string, string> = {}) => ({
  PWP__WEBHOOKS__ALLOWED_NETWORKS: '127.0.0.0/8',
  PWP__OVERRIDE_BASE_URL: ORIGIN,
  ...extra,
});

async function start(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer(dataDir, env);
  running.push(server);
  return server;
}

/** Alice pushes a secret named "Staging DB" through the API; anyone views it once through the API. */
async function pushAndView(origin: string, token: string): Promise<string> {
  const made = await fetch(`${origin}/api/v2/pushes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ push: { payload: 'hunter2-payload', name: 'Staging DB', expire_after_views: 5 } }),
  });
  expect(made.status).toBe(201);
  const { url_token: urlToken } = (await made.json()) as PushJson;
  const viewed = await fetch(`${origin}/api/v2/pushes/${urlToken}`);
  expect(((await viewed.json()) as PushJson).payload).toBe('hunter2-payload');
  return urlToken;
}

describe('notices from a real server process', () => {
  it("tell the owner's webhook of a view, signed, and mail them through SMTP", async () => {
    smtp = await startSmtpTestServer();
    const dataDir = tempDataDir();
    const owner = await ownerWithWebhook(dataDir, 'standard');
    receiver = await startWebhookReceiver(owner.secret);
    await owner.pointAt(receiver.url, { byEmail: true });
    const server = await start(
      dataDir,
      serverEnv({
        PWP__MAIL__SMTP_ADDRESS: '127.0.0.1',
        PWP__MAIL__SMTP_PORT: String(smtp.port),
        PWP__MAIL__SMTP_STARTTLS: 'false',
        PWP__MAIL__MAILER_SENDER: 'Secret Push <push@example.com>',
      }),
    );
    const urlToken = await pushAndView(server.url, owner.token);
    const digest = tokenDigest(urlToken);

    const hook = await receiver.nth(1, 10_000);
    expect(hook.verified).toBe(true);
    expect(hook.path).toBe(new URL(receiver.url).pathname);
    expect(hook.headers['content-type']).toBe('application/json');
    expect(hook.headers['webhook-id']).toMatch(/^msg_[\w-]+$/);
    const body = JSON.parse(hook.body) as { type: string; data: unknown };
    expect(body.type).toBe('push.viewed');
    expect(body.data).toEqual({ push: { name: 'Staging DB', kind: 'text', token_digest: digest } });
    expect(hook.body).not.toContain(urlToken);

    const mail = await smtp.nthMail(1, 10_000);
    expect(mail.envelopeTo).toEqual([owner.email]);
    expect(mail.parsed.subject).toBe('Your push “Staging DB” was viewed');
    expect(mail.parsed.text).toContain(`Reference: ${digest}.`);
    expect(mail.parsed.text).toContain(`${ORIGIN}/d\n`);
    expect(`${mail.parsed.text}${mail.parsed.html}`).not.toContain(urlToken);

    // The extension's feed has the event too, with the token its owner already holds.
    const feed = await fetch(`${server.url}/api/v2/notifications`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const { notifications } = (await feed.json()) as {
      notifications: { event: string; url_token: string }[];
    };
    expect(notifications.map((n) => [n.event, n.url_token])).toEqual([['view', urlToken]]);

    await until(
      () => server.output().includes('webhook notify-view to 127.0.0.1'),
      'the send is logged',
      5_000,
    );
    // The secret is base64: its `+` and `/` are matched as they are.
    for (const secret of [urlToken, owner.secret.slice(6, 20), '/hooks/', 'Staging'])
      expect(server.output()).not.toContain(secret);
  }, 60_000);

  it('reach an ntfy topic as a sentence, its title in an encoded word its headers can carry', async () => {
    const dataDir = tempDataDir();
    const owner = await ownerWithWebhook(dataDir, 'ntfy');
    receiver = await startWebhookReceiver(owner.secret);
    await owner.pointAt(receiver.url);
    const server = await start(dataDir, serverEnv());
    const urlToken = await pushAndView(server.url, owner.token);
    const hook = await receiver.nth(1, 10_000);
    expect(hook.verified).toBe(true);
    expect(hook.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(hook.headers.tags).toBe('eyes');
    const title = /^=\?UTF-8\?B\?(.+)\?=$/.exec(hook.headers.title ?? '')?.[1] ?? '';
    expect(Buffer.from(title, 'base64').toString('utf8')).toBe('Your push “Staging DB” was viewed');
    expect(hook.body).toBe(`Your push “Staging DB” was viewed. (Text, reference ${tokenDigest(urlToken)})`);
  }, 60_000);

  it('retry a refused webhook after the server is stopped and started again, under the same id', async () => {
    const dataDir = tempDataDir();
    const owner = await ownerWithWebhook(dataDir, 'standard');
    receiver = await startWebhookReceiver(owner.secret);
    await owner.pointAt(receiver.url);
    receiver.failNext(1, 503);
    const first = await start(dataDir, serverEnv());
    const urlToken = await pushAndView(first.url, owner.token);
    const refused = await receiver.nth(1, 10_000);
    expect(refused.answer).toBe(503);
    await until(() => first.output().includes('try 1 failed'), 'the refusal is logged', 5_000);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('webhook notify-view to 127.0.0.1');
    expect(first.output()).toContain('try 1 failed (http 503); next in 10 s');

    const second = await start(dataDir, serverEnv());
    const delivered = await receiver.nth(2, 30_000);
    expect(delivered.answer).toBe(204);
    expect(delivered.verified).toBe(true);
    // The same message: a receiver that saw the first try can drop the second by its id.
    expect(delivered.headers['webhook-id']).toBe(refused.headers['webhook-id']);
    expect(delivered.body).toBe(refused.body);
    expect(JSON.parse(delivered.body).data.push.token_digest).toBe(tokenDigest(urlToken));
    await until(() => second.output().includes('sent on try 2'), 'the delivery is logged', 5_000);
  }, 60_000);
});
