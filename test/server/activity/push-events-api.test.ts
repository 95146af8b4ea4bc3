import { describe, expect, it } from 'vitest';
import { issueDeviceToken } from '../../../server/accounts/device-tokens.ts';
import { verifyActivity } from '../../../server/store/activity/verify-activity.ts';
import { T0 } from '../harness.ts';
import { adapterHarnesses } from '../web-adapters.ts';
import {
  ANON,
  apiCall,
  apiTokenActor,
  lastSeq,
  SERVER,
  seenSince,
  targetOf,
  userId,
} from './push-event-support.ts';

const PAYLOAD = 'api-payload-9f3k';
const PASSPHRASE = 'api-phrase-Xq7';
const adapters = adapterHarnesses('push events api');

describe.each(adapters)('push events through API v2, %s store', (_name, make) => {
  it('records a create, a failed passphrase, views, the owner’s view and the last view’s expiry, by who did each', async () => {
    const h = await make();
    const alice = await apiTokenActor(h, 'alice@example.com');
    const created = await apiCall(h, 'POST', '/api/v2/pushes', {
      token: h.alice,
      body: {
        push: {
          payload: PAYLOAD,
          passphrase: PASSPHRASE,
          expire_after_days: 3,
          expire_after_views: 2,
          retrieval_step: true,
          deletable_by_viewer: false,
        },
      },
    });
    expect(created.status).toBe(201);
    const token = String(created.body?.url_token);
    const push = targetOf('push', token);
    const read = (passphrase: string, signedIn = false) =>
      apiCall(
        h,
        'GET',
        `/api/v2/pushes/${token}?passphrase=${passphrase}`,
        signedIn ? { token: h.alice } : {},
      );
    expect((await read('wrong')).status).toBe(401);
    expect((await read(PASSPHRASE)).status).toBe(200);
    expect((await read(PASSPHRASE, true)).status).toBe(200);
    expect((await read(PASSPHRASE)).status).toBe(200);

    expect(await seenSince(h)).toEqual([
      {
        event: 'push.created',
        actor: alice,
        target: push,
        outcome: 'success',
        details: {
          kind: 'text',
          days: 3,
          views: 2,
          gates: 'passphrase,retrieval_step',
          sealed: false,
          deletable_by_viewer: false,
          files: 0,
          bytes: 0,
        },
      },
      {
        event: 'push.passphrase_failed',
        actor: ANON,
        target: push,
        outcome: 'failure',
        details: { door: 'api', reason: 'wrong' },
      },
      { event: 'push.viewed', actor: ANON, target: push, outcome: 'success', details: { door: 'api' } },
      {
        event: 'push.viewed_by_owner',
        actor: alice,
        target: push,
        outcome: 'success',
        details: { door: 'api' },
      },
      { event: 'push.viewed', actor: ANON, target: push, outcome: 'success', details: { door: 'api' } },
      { event: 'push.expired', actor: SERVER, target: push, outcome: 'success', details: { by: 'views' } },
    ]);
    const [first] = await h.store.readActivity(0, 1);
    expect(first).toMatchObject({ at: T0, category: 'push', address: null, browser: 'pwpush-cli/2.0' });
    expect(await verifyActivity(h.store)).toMatchObject({ checked: 6, problem: null });
  });

  it('records an expiry by the owner and by a viewer, a read of the expired push as a failed view', async () => {
    const h = await make();
    const alice = await apiTokenActor(h, 'alice@example.com');
    const mine = await h.create({ payload: PAYLOAD }, h.alice);
    const open = await h.create({ payload: PAYLOAD, deletable_by_viewer: true }, h.alice);
    const since = await lastSeq(h);
    expect((await apiCall(h, 'DELETE', `/api/v2/pushes/${mine.url_token}`, { token: h.alice })).status).toBe(
      200,
    );
    expect((await apiCall(h, 'DELETE', `/api/v2/pushes/${open.url_token}`)).status).toBe(200);
    // Deleting again changes nothing, and records nothing.
    expect((await apiCall(h, 'DELETE', `/api/v2/pushes/${open.url_token}`)).status).toBe(200);
    expect((await apiCall(h, 'GET', `/api/v2/pushes/${open.url_token}`)).status).toBe(200);
    expect(await seenSince(h, since)).toEqual([
      {
        event: 'push.expired',
        actor: alice,
        target: targetOf('push', mine.url_token),
        outcome: 'success',
        details: { by: 'owner' },
      },
      {
        event: 'push.expired',
        actor: ANON,
        target: targetOf('push', open.url_token),
        outcome: 'success',
        details: { by: 'viewer' },
      },
      {
        event: 'push.viewed',
        actor: ANON,
        target: targetOf('push', open.url_token),
        outcome: 'failure',
        details: { door: 'api', reason: 'expired' },
      },
    ]);
  });

  it('names a browser token by its name, and records a refused passphrase past the limit as refused', async () => {
    const h = await make();
    const { token: browser } = await issueDeviceToken(
      h.store,
      await userId(h, 'bob@example.com'),
      'Firefox on Linux',
      T0,
    );
    const made = await apiCall(h, 'POST', '/api/v2/pushes', {
      token: browser,
      body: { push: { payload: PAYLOAD, passphrase: PASSPHRASE } },
    });
    expect(made.status).toBe(201);
    const token = String(made.body?.url_token);
    let status = 0;
    for (let i = 0; i < 20 && status !== 429; i++)
      status = (await apiCall(h, 'GET', `/api/v2/pushes/${token}?passphrase=guess${i}`)).status;
    expect(status).toBe(429);
    const seen = await seenSince(h);
    expect(seen[0]?.actor).toEqual({
      kind: 'browser_token',
      id: await userId(h, 'bob@example.com'),
      name: 'Firefox on Linux',
    });
    expect(seen.at(-1)).toEqual({
      event: 'push.passphrase_failed',
      actor: ANON,
      target: targetOf('push', token),
      outcome: 'failure',
      details: { door: 'api', reason: 'too_many' },
    });
  });
});
