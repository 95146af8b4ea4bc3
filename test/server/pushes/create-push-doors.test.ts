import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as creation from '../../../server/pushes/create-push.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import type { Store } from '../../../server/store/port.ts';
import type { RequestJson } from '../../../shared/wire.ts';
import { type Harness, harness } from '../harness.ts';
import { webClient } from '../web-client.ts';

vi.mock('../../../server/pushes/create-push.ts', async (original) => {
  const actual = await original<typeof creation>();
  return { ...actual, createPush: vi.fn(actual.createPush) };
});

const PASSWORD = 'correct horse battery';
const createPush = vi.mocked(creation.createPush);

/** A memory store whose next push inserts fail while `failing` is set, as a full disk would. */
function storeFailingInserts() {
  const store = openMemoryStore();
  const state = { failing: false };
  const failingStore = new Proxy(store, {
    get(target, key) {
      if (key === 'insertPush' && state.failing)
        return async () => {
          throw new Error('disk full');
        };
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Store;
  return { store: failingStore, state };
}

/** One app with link mails (one a day), requests, and alice signed in to the pages. */
async function doors() {
  const { store, state } = storeFailingInserts();
  const h = await harness(() => {}, { store, mail: true, notify: { linkMailsPerDay: 1, requests: true } });
  opened.push(h);
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const alice = webClient(h.app);
  await alice.get('/users/sign_in');
  await alice.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
  /** A request of alice's, and a visitor on its answer page. */
  const request = async () => {
    const made = await h.call('POST', '/api/v2/requests', {
      token: h.alice,
      body: { request: { request: 'The key?' } },
    });
    const token = (made.body as RequestJson).url_token;
    const visitor = webClient(h.app);
    const answer = async (payload: string) => {
      await visitor.get(`/req/${token}`);
      return visitor.post(`/req/${token}`, { step: 'answer', payload });
    };
    return { token, answer };
  };
  const pushAtTheForm = async (fields: Record<string, string>) => {
    await alice.get('/');
    return alice.post('/', { kind: 'text', payload: 'from the form', expire_after_views: '3', ...fields });
  };
  return { h, state, request, pushAtTheForm };
}

const opened: Harness[] = [];
beforeEach(() => {
  createPush.mockClear();
});
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

describe('every door creates a push through createPush', () => {
  it("hands it what the API, v1, the form and a request's answer each read", async () => {
    const { h, request, pushAtTheForm } = await doors();
    expect(
      (await h.call('POST', '/api/v2/pushes', { token: h.alice, body: { push: { payload: 'v2' } } })).status,
    ).toBe(201);
    const v1 = await h.app.request('http://push.test/p.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: { payload: 'v1' } }),
    });
    expect(v1.status).toBe(201);
    expect((await pushAtTheForm({})).status).toBe(303);
    const { answer } = await request();
    expect((await answer('the answer')).status).toBe(303);

    const orders = createPush.mock.calls.map(([, order]) => order);
    const alice = expect.objectContaining({ email: 'alice@example.com' });
    expect(orders).toEqual([
      expect.objectContaining({
        fields: { payload: 'v2' },
        files: [],
        actor: expect.objectContaining({ user: alice }),
      }),
      expect.objectContaining({
        fields: { payload: 'v1' },
        files: [],
        actor: expect.objectContaining({ user: null }),
      }),
      expect.objectContaining({
        fields: expect.objectContaining({ kind: 'text', payload: 'from the form', expire_after_views: '3' }),
        sealed: false,
        readErrors: {},
        actor: expect.objectContaining({ user: alice }),
      }),
      expect.objectContaining({
        push: expect.objectContaining({ kind: 'text', payload: 'the answer' }),
        actor: expect.objectContaining({ user: alice }),
      }),
    ]);
    const made = await Promise.all(createPush.mock.results.map((r) => r.value));
    expect(made.map((m) => m.ok)).toEqual([true, true, true, true]);
  });
});

describe('a push the store fails to take is not half made, whichever door it came through', () => {
  it('gives the API sender back the link mail counted for it', async () => {
    const { h, state } = await doors();
    const body = { push: { payload: 'the secret', notify_emails_to: 'dana@example.net' } };
    state.failing = true;
    expect(await h.call('POST', '/api/v2/pushes', { token: h.bob, body })).toMatchObject({
      status: 500,
      body: { error: 'Internal server error.' },
    });
    state.failing = false;
    expect((await h.call('POST', '/api/v2/pushes', { token: h.bob, body })).status).toBe(201);
    expect((await h.call('POST', '/api/v2/pushes', { token: h.bob, body })).body).toEqual({
      base: ['The maximum number of emails has been reached for today'],
    });
  });

  it('gives the form sender back the link mail counted for it', async () => {
    const { state, pushAtTheForm } = await doors();
    state.failing = true;
    expect((await pushAtTheForm({ notify_emails_to: 'dana@example.net' })).status).toBe(500);
    state.failing = false;
    const sent = await pushAtTheForm({ notify_emails_to: 'dana@example.net' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(/^\/p\/tok\w+\/preview\?mailed=1$/);
    expect((await pushAtTheForm({ notify_emails_to: 'dana@example.net' })).status).toBe(422);
  });

  it('leaves a request open to the answer its store failed to take', async () => {
    const { h, state, request } = await doors();
    const { token, answer } = await request();
    state.failing = true;
    expect((await answer('the answer')).status).toBe(500);
    state.failing = false;
    const sent = await answer('the answer');
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/req/${token}/sent`);
    expect((await h.call('GET', `/api/v2/requests/${token}`, { token: h.alice })).body).toMatchObject({
      state: 'answered',
    });
  });
});
