import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushJson } from '../../../shared/wire.ts';
import { serveProcess } from '../../support/cluster-process.ts';
import { describePg, useTestDatabase } from '../../support/pg-test.ts';
import { startServer, tempDataDir, userCliAsync } from '../../support/server-process.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../support/smtp-test-server.ts';
import { until } from '../../support/until.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { type OwnerStoreEnv, ownerWithWebhook } from '../notifications/owner-with-webhook.ts';
import { askForReset } from './ask-for-reset.ts';

const COLLEAGUE = 'colleague@example.com';
const VIEWS = 100;

let smtp: SmtpTestServer | undefined;
let receiver: WebhookReceiver | undefined;
const stops: Array<() => unknown> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await receiver?.close();
  await smtp?.close();
  receiver = undefined;
  smtp = undefined;
});

interface Serving {
  url: string;
  output: () => string;
}

/** One server process on the embedded store. */
async function oneProcess(env: Record<string, string>, dataDir: string): Promise<Serving> {
  const server = await startServer(dataDir, env);
  stops.push(() => server.stop('SIGKILL'));
  return server;
}

/** `secret-push serve` with two workers on one PostgreSQL database. */
async function twoWorkers(env: Record<string, string>): Promise<Serving> {
  const server = serveProcess({ ...env, WEB_CONCURRENCY: '2' });
  stops.push(() => server.child.kill('SIGKILL'));
  await server.until(/All 2 workers are serving\./);
  const [serving] = await server.until(/worker \d+ \(pid \d+\) is serving port (\d+)\./);
  return { url: `http://127.0.0.1:${serving?.[1]}`, output: server.output };
}

/**
 * An owner whose webhook never answers, told of every view by webhook and mail: 100 views of their
 * push at once, then a colleague asks for a password reset. The reset mail must not wait
 * for the owner's flood, nor for the receiver's timeout.
 */
async function expectResetMailNotHeldUp(
  storeEnv: OwnerStoreEnv & Record<string, string>,
  start: (env: Record<string, string>, dataDir: string) => Promise<Serving>,
): Promise<void> {
  smtp = await startSmtpTestServer();
  const dataDir = tempDataDir();
  const owner = await ownerWithWebhook(dataDir, 'standard', storeEnv);
  receiver = await startWebhookReceiver(owner.secret);
  receiver.failNext(1_000_000, 'hang');
  await owner.pointAt(receiver.url, { byEmail: true });
  expect((await userCliAsync({ DATA_DIR: dataDir, ...storeEnv }, ['add', COLLEAGUE])).status).toBe(0);
  const server = await start(
    {
      ...storeEnv,
      PWP__WEBHOOKS__ALLOWED_NETWORKS: '127.0.0.0/8',
      // Short, so the test sees a try time out without waiting the default 10 s.
      PWP__WEBHOOKS__TIMEOUT_SECONDS: '2',
      PWP__OVERRIDE_BASE_URL: 'https://push.example.com',
      PWP__MAIL__SMTP_ADDRESS: '127.0.0.1',
      PWP__MAIL__SMTP_PORT: String(smtp.port),
      PWP__MAIL__SMTP_STARTTLS: 'false',
      PWP__MAIL__MAILER_SENDER: 'Secret Push <push@example.com>',
    },
    dataDir,
  );

  const made = await fetch(`${server.url}/api/v2/pushes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ push: { payload: 'flood-payload', name: 'Flood', expire_after_views: VIEWS } }),
  });
  const { url_token: urlToken } = (await made.json()) as PushJson;
  const views = await Promise.all(
    Array.from({ length: VIEWS }, () =>
      fetch(`${server.url}/api/v2/pushes/${urlToken}`).then((r) => r.status),
    ),
  );
  expect(views.filter((status) => status === 200)).toHaveLength(VIEWS);
  await receiver.nth(1, 10_000);

  const asked = performance.now();
  await askForReset(server.url, COLLEAGUE);
  await until(
    () => smtp?.received.some((mail) => mail.envelopeTo.includes(COLLEAGUE)) === true,
    "the colleague's reset mail arrives",
    5_000,
  );
  // Held up, it would wait behind some 200 deliveries, those to the receiver 2 s each.
  expect(performance.now() - asked).toBeLessThan(5_000);
  // The owner's receiver is tried one request at a time, whichever worker sends.
  expect(receiver.mostAtOnce()).toBe(1);
  await until(() => server.output().includes('failed (timeout)'), 'a try times out', 10_000);
  expect(receiver.mostAtOnce()).toBe(1);
}

describe('a hanging webhook receiver flooded with its owner events, on the embedded store', () => {
  it("delays no other user's reset mail", async () => {
    await expectResetMailNotHeldUp({}, oneProcess);
  }, 60_000);
});

describePg('a hanging webhook receiver flooded with its owner events, on PostgreSQL with two workers', () => {
  const database = useTestDatabase('hanging receiver');
  it("delays no other user's reset mail", async () => {
    await expectResetMailNotHeldUp(
      {
        DATABASE_URL: database.url(),
        PWPUSH_MASTER_KEY: randomBytes(32).toString('hex'),
        FILES_DIR: tempDataDir(),
      },
      (env) => twoWorkers(env),
    );
  }, 60_000);
});
