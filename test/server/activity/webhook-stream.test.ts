import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { streamActivity } from '../../../server/activity/activity-stream.ts';
import { streamedEntry } from '../../../server/activity/streamed-entry.ts';
import { webhookSink } from '../../../server/activity/webhook-sink.ts';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { DeliveryRunner } from '../../../server/deliveries/delivery-runner.ts';
import { deliveryOutbox } from '../../../server/deliveries/outbox.ts';
import { newWebhookSecret, webhookSender } from '../../../server/deliveries/webhook-sender.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import type { Store } from '../../../server/store/port.ts';
import { startServer } from '../../support/server-process.ts';
import { until } from '../../support/until.ts';
import { cookieJar, signIn } from '../../support/web-sign-in.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { recordingLogger } from '../deliveries/mail-runner-setup.ts';
import { activity } from '../store/activity-fixtures.ts';
import { T0, TEST_KEY } from '../store/fixtures.ts';
import { firstArrivals } from './syslog-receipt.ts';

const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of opened.splice(0)) await thing.close();
});

/** One server's stream over a store: the outbox, its runner on the test's clock, and the webhook sink. */
function serverOver(store: Store, url: string, secret: string, clock: { now: number }) {
  const cipher = aesGcmCipher(TEST_KEY);
  const now = () => clock.now;
  const { logger, lines } = recordingLogger();
  const outbox = deliveryOutbox({ store, cipher, now, queued: () => {} });
  // The signature's clock stays real, as the receiver checks it against now.
  const runner = new DeliveryRunner({
    store,
    cipher,
    logger,
    now,
    senders: { webhook: webhookSender({ allowedNetworks: ['127.0.0.1/32'] }) },
  });
  const sink = webhookSink({ settings: { url, secret }, outbox, deliveries: store, now, batchSize: 3 });
  let batch = 0;
  return {
    lines,
    /** A pass of the streamer, then the outbox's sends due now. */
    async step() {
      const pass = await streamActivity({
        store,
        sink,
        start: 'start',
        newId: () => `b${++batch}-${randomBytes(4).toString('hex')}`,
      });
      await runner.runDue();
      return pass;
    },
  };
}

async function appendSome(store: Store, count: number) {
  for (let i = 0; i < count; i++) await store.appendActivity(activity({ at: T0 + i }));
}

it('delivers every entry in signed batches, in order, through a refused batch, an outage and a restart', async () => {
  const secret = newWebhookSecret();
  let receiver: WebhookReceiver = await startWebhookReceiver(secret);
  const heard = () => receiver.received;
  const everything: WebhookReceiver['received'] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-activity-webhook-'));
  const clock = { now: T0 };
  let store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  let server = serverOver(store, receiver.url, secret, clock);
  const logged = [...server.lines];
  try {
    await appendSome(store, 5);
    await server.step();
    await server.step();
    expect(await server.step()).toBe('done');
    expect(heard().map((r) => r.answer)).toEqual([204, 204]);

    // Refused once: the outbox tries the same message again after its first wait, and only then the next batch goes.
    receiver.failNext(1, 500);
    await appendSome(store, 2);
    expect(await server.step()).toBe('waiting');
    expect(await server.step()).toBe('waiting');
    clock.now += 10_000;
    await server.step();
    expect(await server.step()).toBe('done');
    expect(
      heard()
        .slice(2)
        .map((r) => [r.answer, r.headers['webhook-id']]),
    ).toEqual([
      [500, heard()[2]?.headers['webhook-id']],
      [204, heard()[2]?.headers['webhook-id']],
    ]);

    // Down, and the server restarted meanwhile: the batch waits in the outbox, the cursor in the store.
    const { port } = new URL(receiver.url);
    const path = new URL(receiver.url).pathname;
    everything.push(...heard());
    await receiver.close();
    await appendSome(store, 4);
    expect(await server.step()).toBe('waiting');
    logged.push(...server.lines);
    await store.close();
    store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
    server = serverOver(store, receiver.url, secret, clock);
    expect(await server.step()).toBe('waiting');
    receiver = await startWebhookReceiver(secret, { port: Number(port), path });
    clock.now += 60_000;
    await server.step();
    await server.step();
    clock.now += 60_000;
    await server.step();
    expect(await server.step()).toBe('done');
    everything.push(...heard());
    logged.push(...server.lines);
  } finally {
    await receiver.close();
    opened.push(store);
  }

  expect(everything.every((r) => r.verified)).toBe(true);
  const taken = everything.filter((r) => r.answer === 204).map((r) => JSON.parse(r.body));
  expect(taken.every((body) => body.type === 'activity.batch')).toBe(true);
  const entries = taken.flatMap((body) => body.data.entries);
  const seqs = entries.map((entry: { seq: number }) => entry.seq);
  expect(firstArrivals(seqs)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  const stored = await store.readActivity(0, 100);
  expect(firstArrivals(seqs).map((seq) => entries.find((e: { seq: number }) => e.seq === seq))).toEqual(
    stored.map(streamedEntry),
  );
  expect(await store.streamCursor('webhook')).toEqual({ seq: 11, pending: null });
  const said = [...logged, ...everything.map((r) => JSON.stringify(r.headers))].join('\n');
  expect(said).not.toContain(secret);
  expect(said).not.toContain(secret.slice(6));
  expect(said).not.toContain(new URL(everything[0]?.path ?? '/x', 'http://h').pathname);
});

it('streams a real server’s log to the receiver its settings name, the secret read from a file and never told', async () => {
  const secret = newWebhookSecret();
  const receiver = await startWebhookReceiver(secret);
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-activity-webhook-server-'));
  const secretFile = join(dataDir, 'webhook-secret');
  writeFileSync(secretFile, `${secret}\n`);
  const password = `typed-${randomBytes(8).toString('hex')}`;
  const server = await startServer(dataDir, {
    PWPUSH_MASTER_KEY: TEST_KEY.toString('hex'),
    PWP__ACTIVITY__WEBHOOK__URL: receiver.url,
    PWP__ACTIVITY__WEBHOOK__SECRET_FILE: secretFile,
    PWP__WEBHOOKS__ALLOWED_NETWORKS: '127.0.0.1',
    PWP__ACTIVITY__STREAM__POLL_MS: '50',
  });
  try {
    for (let i = 0; i < 3; i++) await signIn(server.url, cookieJar(), `nobody${i}@example.com`, password);
    await until(
      () => receiver.received.flatMap((r) => JSON.parse(r.body).data.entries).length >= 3,
      'the three failed sign-ins arrive',
      20_000,
    );
  } finally {
    await server.stop();
    await receiver.close();
  }
  expect(receiver.received.every((r) => r.verified && r.answer === 204)).toBe(true);
  const entries = receiver.received.flatMap((r) => JSON.parse(r.body).data.entries);
  expect(entries.map((e: { seq: number; event: string }) => [e.seq, e.event])).toEqual([
    [1, 'sign_in.failed'],
    [2, 'sign_in.failed'],
    [3, 'sign_in.failed'],
  ]);
  const said = [server.output(), ...receiver.received.map((r) => r.body)].join('\n');
  for (const secretText of [password, secret, secret.slice(6), new URL(receiver.url).pathname])
    expect(said).not.toContain(secretText);
});
