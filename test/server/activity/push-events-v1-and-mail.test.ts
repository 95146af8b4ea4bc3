import { describe, expect, it } from 'vitest';
import { harnessesClosedAfterEach } from '../harness.ts';
import { ANON, apiCall, apiTokenActor, seenSince, targetOf } from './push-event-support.ts';

const open = harnessesClosedAfterEach();

describe('push events through the legacy v1 API and link mails', () => {
  it('records a v1 create, view and deletion, signed with the pair of address and token', async () => {
    const h = await open();
    const alice = await apiTokenActor(h, 'alice@example.com');
    const legacy = { 'x-user-email': 'alice@example.com', 'x-user-token': h.alice };
    const send = async (method: string, path: string, body?: unknown, signed = true) => {
      const res = await h.app.request(`http://push.test${path}`, {
        method,
        headers: {
          ...(signed ? legacy : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const made = await send('POST', '/p.json', {
      password: { payload: 'v1-payload', expire_after_views: 3, deletable_by_viewer: false },
    });
    expect(made.status).toBe(201);
    const token = String(made.body.url_token);
    expect((await send('GET', `/p/${token}.json`, undefined, false)).status).toBe(200);
    expect((await send('DELETE', `/p/${token}.json`)).status).toBe(200);
    const push = targetOf('push', token);
    expect(await seenSince(h)).toEqual([
      {
        event: 'push.created',
        actor: alice,
        target: push,
        outcome: 'success',
        details: expect.objectContaining({
          kind: 'text',
          views: 3,
          gates: 'retrieval_step',
          deletable_by_viewer: false,
        }),
      },
      { event: 'push.viewed', actor: ANON, target: push, outcome: 'success', details: { door: 'api' } },
      { event: 'push.expired', actor: alice, target: push, outcome: 'success', details: { by: 'owner' } },
    ]);
  });

  it('records each link mail by its recipient’s domain only, never the address', async () => {
    const h = await open(undefined, { mail: true });
    const alice = await apiTokenActor(h, 'alice@example.com');
    const made = await apiCall(h, 'POST', '/api/v2/pushes', {
      token: h.alice,
      body: {
        push: { payload: 'mailed-payload', notify_emails_to: 'dana@example.net, Eve@Mail.Example.org' },
      },
    });
    expect(made.status).toBe(201);
    const push = targetOf('push', String(made.body?.url_token));
    const seen = await seenSince(h);
    expect(seen.slice(1)).toEqual([
      {
        event: 'push.link_mailed',
        actor: alice,
        target: push,
        outcome: 'success',
        details: { domain: 'example.net' },
      },
      {
        event: 'push.link_mailed',
        actor: alice,
        target: push,
        outcome: 'success',
        details: { domain: 'mail.example.org' },
      },
    ]);
    expect(JSON.stringify(await h.store.readActivity(0, 100))).not.toMatch(/dana|eve@/i);
  });
});
