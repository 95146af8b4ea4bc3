import { afterEach, describe, expect, it } from 'vitest';
import { DAY } from '../harness.ts';
import { postForm } from '../requests/answer-at-link.ts';
import { type RequestApp, requestApp } from '../requests/request-app.ts';
import { webClient } from '../web-client.ts';
import { PASSWORD } from '../web-push-client.ts';
import {
  ANON,
  allEntries,
  apiCall,
  apiTokenActor,
  lastSeq,
  SERVER,
  seenSince,
  targetOf,
  userActorOf,
} from './push-event-support.ts';

const opened: RequestApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});
async function start() {
  const h = await requestApp();
  opened.push(h);
  return h;
}

async function ask(h: RequestApp) {
  const made = await apiCall(h, 'POST', '/api/v2/requests', {
    token: h.alice,
    body: { request: { request: 'Send me the VPN key' } },
  });
  if (made.status !== 201) throw new Error(`request not made: ${made.status}`);
  return String(made.body?.url_token);
}

/** Answers at the request's link as a browser without script does. */
async function answerAtPage(h: RequestApp, token: string, text: string) {
  const visitor = webClient(h.app);
  const form = postForm((await visitor.get(`/req/${token}`)).html);
  const sent = await visitor.post(form.action, { ...form.hidden, [form.textarea ?? 'payload']: text });
  if (sent.status !== 303) throw new Error(`answer not taken: ${sent.status}`);
}

describe('request events', () => {
  it('records a request asked through the API, answered at its page, its answer read, by who did each', async () => {
    const h = await start();
    const alice = await apiTokenActor(h, 'alice@example.com');
    const token = await ask(h);
    await answerAtPage(h, token, 'answer-secret-Zt4');
    expect((await apiCall(h, 'GET', `/api/v2/requests/${token}`, { token: h.alice })).status).toBe(200);
    const request = targetOf('request', token);
    expect(await seenSince(h, 0, 'request')).toEqual([
      {
        event: 'request.asked',
        actor: alice,
        target: request,
        outcome: 'success',
        details: expect.objectContaining({ gates: '', files: 0 }),
      },
      {
        event: 'request.answered',
        actor: ANON,
        target: request,
        outcome: 'success',
        details: { kind: 'text', files: 0 },
      },
    ]);
    // The answer is a push the requester owns, made by whoever answered, and read by the requester.
    const pushes = await seenSince(h, 0, 'push');
    expect(
      pushes.map(({ event, actor, details }) => [event, actor, details.door ?? details.by ?? details.kind]),
    ).toEqual([
      ['push.created', ANON, 'text'],
      ['push.viewed', alice, 'api'],
      ['push.expired', SERVER, 'views'],
    ]);
  });

  it('records a request closed by its requester on the page, and one closed by its time by the server', async () => {
    const h = await start();
    await h.admin.setPassword('alice@example.com', PASSWORD);
    const browser = webClient(h.app);
    await browser.get('/users/sign_in');
    await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD });
    const alice = await userActorOf(h, 'alice@example.com');
    const closed = await ask(h);
    const timed = await ask(h);
    const since = await lastSeq(h);
    await browser.get(`/requests/${closed}`);
    expect((await browser.post(`/requests/${closed}/close`)).status).toBe(303);
    h.clock.now += 30 * DAY;
    await h.requests.sweep();
    await h.requests.sweep();
    expect(await seenSince(h, since, 'request')).toEqual([
      {
        event: 'request.closed',
        actor: alice,
        target: targetOf('request', closed),
        outcome: 'success',
        details: { by: 'owner' },
      },
      {
        event: 'request.closed',
        actor: SERVER,
        target: targetOf('request', timed),
        outcome: 'success',
        details: { by: 'days' },
      },
    ]);
    expect((await allEntries(h)).filter((entry) => entry.event === 'request.closed')).toHaveLength(2);
  });
});
