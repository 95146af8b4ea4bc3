import { describe, expect, it } from 'vitest';
import { INVALID_TOKEN, TOKEN_REQUIRED } from '../../server/http/auth.ts';
import type { NotifyEvent } from '../../server/store/records.ts';
import { harness, T0 } from './harness.ts';

interface FeedAnswer {
  notifications: {
    id: string;
    event: string;
    url_token: string;
    name: string;
    kind: string;
    created_at: string;
  }[];
  next: string;
  more: boolean;
}

/** The app with alice's and bob's users; events go into a feed sealed as the notifier seals them. */
async function feedSetup() {
  const h = await harness(undefined, { accounts: {} });
  const userId = async (email: string) => {
    const user = await h.store.findUserByEmail(email);
    if (user === undefined) throw new Error(`no ${email}`);
    return user.id;
  };
  const alice = await userId('alice@example.com');
  const bob = await userId('bob@example.com');
  const event = (owner: string, id: string, createdAt: number, event: NotifyEvent = 'view') =>
    h.store.insertNotification({
      id,
      userId: owner,
      event,
      urlToken: h.cipher.seal(`tok-${id}`),
      name: h.cipher.seal(`push ${id}`),
      kind: 'text',
      createdAt,
    });
  const read = async (token: string, after?: string) => {
    const query = after === undefined ? '' : `?after=${encodeURIComponent(after)}`;
    const { status, body } = await h.call('GET', `/api/v2/notifications${query}`, { token });
    return { status, body: body as FeedAnswer };
  };
  return { h, alice, bob, event, read };
}

describe('GET /api/v2/notifications: the owner’s event feed', () => {
  it('answers the owner with their events, oldest first, tokens and names opened', async () => {
    const f = await feedSetup();
    await f.event(f.alice, 'b', T0 + 2_000, 'expire');
    await f.event(f.alice, 'a', T0 + 1_000, 'failed_passphrase');
    const { status, body } = await f.read(f.h.alice);
    expect(status).toBe(200);
    expect(body).toEqual({
      notifications: [
        {
          id: 'a',
          event: 'failed_passphrase',
          url_token: 'tok-a',
          name: 'push a',
          kind: 'text',
          created_at: new Date(T0 + 1_000).toISOString(),
        },
        {
          id: 'b',
          event: 'expire',
          url_token: 'tok-b',
          name: 'push b',
          kind: 'text',
          created_at: new Date(T0 + 2_000).toISOString(),
        },
      ],
      next: `${T0 + 2_000}.b`,
      more: false,
    });
  });

  it('refuses a caller without a token, or with one that matches no user', async () => {
    const f = await feedSetup();
    await f.event(f.alice, 'a', T0);
    expect(await f.h.call('GET', '/api/v2/notifications')).toMatchObject({
      status: 401,
      body: TOKEN_REQUIRED,
    });
    expect(await f.h.call('GET', '/api/v2/notifications', { token: 'not-a-token' })).toMatchObject({
      status: 401,
      body: INVALID_TOKEN,
    });
  });

  it('shows nobody another user’s events', async () => {
    const f = await feedSetup();
    await f.event(f.alice, 'a', T0);
    await f.event(f.bob, 'b', T0);
    expect((await f.read(f.h.bob)).body.notifications.map((n) => n.id)).toEqual(['b']);
    expect((await f.read(f.h.alice)).body.notifications.map((n) => n.id)).toEqual(['a']);
  });

  it('pages with its cursor through events of one millisecond, missing none and repeating none', async () => {
    const f = await feedSetup();
    const ids = Array.from({ length: 150 }, (_, i) => `e${String(i).padStart(3, '0')}`);
    for (const id of [...ids].reverse()) await f.event(f.alice, id, T0);
    const first = await f.read(f.h.alice);
    expect(first.body.notifications).toHaveLength(100);
    expect(first.body).toMatchObject({ more: true, next: `${T0}.e099` });
    const second = await f.read(f.h.alice, first.body.next);
    expect(second.body).toMatchObject({ more: false, next: `${T0}.e149` });
    const read = [...first.body.notifications, ...second.body.notifications].map((n) => n.id);
    expect(read).toEqual(ids);
    // Nothing new: the same cursor comes back, to ask from again next time.
    expect((await f.read(f.h.alice, second.body.next)).body).toEqual({
      notifications: [],
      next: second.body.next,
      more: false,
    });
  });

  it('answers an empty feed from its start with an empty cursor', async () => {
    const f = await feedSetup();
    expect((await f.read(f.h.alice)).body).toEqual({ notifications: [], next: '', more: false });
  });

  it('refuses a cursor it did not give with 400', async () => {
    const f = await feedSetup();
    for (const bad of [
      'yesterday',
      '12',
      '12.',
      '.abc',
      '1.a b',
      `1.${'x'.repeat(65)}`,
      '1234567890123456.a',
    ]) {
      expect(await f.read(f.h.alice, bad)).toEqual({
        status: 400,
        body: { error: 'after must be a cursor this feed gave.' },
      });
    }
  });
});
