import { afterEach, describe, expect, it } from 'vitest';
import { loadInstanceKey } from '../../../server/crypto/instance-key.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import type { PushJson } from '../../../shared/wire.ts';
import { rawGet, sendRaw } from '../../support/raw-http.ts';
import { type RunningServer, startServer, tempDataDir } from '../../support/server-process.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { ownerWithWebhook } from './owner-with-webhook.ts';

const VIEWS = 20;
const running: RunningServer[] = [];
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
  await receiver?.close();
  receiver = undefined;
});

describe('a server stopped right after its views', () => {
  it("has stored the owner's notice of every view, in the feed and the outbox, before it exits", async () => {
    const dataDir = tempDataDir();
    const owner = await ownerWithWebhook(dataDir, 'standard');
    receiver = await startWebhookReceiver(owner.secret);
    await owner.pointAt(receiver.url);
    const server = await startServer(dataDir, { PWP__WEBHOOKS__ALLOWED_NETWORKS: '127.0.0.0/8' });
    running.push(server);
    const made = await fetch(`${server.url}/api/v2/pushes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ push: { payload: 'hunter2-payload', expire_after_views: VIEWS + 1 } }),
    });
    const { url_token: urlToken } = (await made.json()) as PushJson;
    // Each on its own connection, closed with its answer: the server has none left to wait for.
    const views = await Promise.all(
      Array.from({ length: VIEWS }, () =>
        sendRaw(server.url, rawGet(`/api/v2/pushes/${urlToken}`)).then((sent) => sent.answer),
      ),
    );
    expect(views.map((v) => v.split('\r\n')[0])).toEqual(Array(VIEWS).fill('HTTP/1.1 200 OK'));
    // The answers are in; the notices they caused may not be stored yet.
    expect(await server.stop('SIGTERM')).toBe(0);

    const store = await openLowdbStore({ dataDir, instanceKey: await loadInstanceKey(undefined, dataDir) });
    try {
      const user = await store.findUserByEmail(owner.email);
      const feed = await store.listNotifications(user?.id ?? '', { createdAt: 0, id: '' }, 100);
      const deliveries = await store.listUserDeliveries(user?.id ?? '', 100);
      expect(feed.map((n) => n.event)).toEqual(Array(VIEWS).fill('view'));
      expect(deliveries.map((d) => d.kind)).toEqual(Array(VIEWS).fill('notify-view'));
    } finally {
      await store.close();
    }
  }, 60_000);
});
