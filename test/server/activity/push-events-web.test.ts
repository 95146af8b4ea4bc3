import { describe, expect, it } from 'vitest';
import { EXPIRE_DURATIONS } from '../../../shared/durations.ts';
import { harnessesClosedAfterEach } from '../harness.ts';
import { webClient } from '../web-client.ts';
import { signedInClient, tokenOf } from '../web-push-client.ts';
import { ANON, lastSeq, seenSince, targetOf, userActorOf } from './push-event-support.ts';

const open = harnessesClosedAfterEach();
const WEEK = String(EXPIRE_DURATIONS.findIndex((d) => d.label === '1 week'));
const PAYLOAD = 'web-payload-Lr8w';
const PASSPHRASE = 'web-phrase-Kd2';

describe('push events through the web pages', () => {
  it('records the form’s create, a wrong passphrase, a view, the owner’s edit and expiry, by the signed-in user or anonymous', async () => {
    const h = await open();
    const browser = await signedInClient(h, 'alice@example.com');
    const alice = await userActorOf(h, 'alice@example.com');
    const made = await browser.post('/', {
      kind: 'text',
      payload: PAYLOAD,
      passphrase: PASSPHRASE,
      expire_after_duration: WEEK,
      expire_after_views: '4',
    });
    expect(made.status).toBe(303);
    const token = tokenOf(made.headers.get('location'));
    const push = targetOf('push', token);
    const visitor = webClient(h.app);
    await visitor.get(`/p/${token}`);
    expect((await visitor.post(`/p/${token}`, { passphrase: 'not it' })).status).toBe(401);
    expect((await visitor.post(`/p/${token}`, { passphrase: PASSPHRASE })).status).toBe(200);
    await browser.get(`/p/${token}/edit`);
    const edited = await browser.post(`/p/${token}/edit`, {
      name: 'Renamed',
      note: '',
      passphrase: '',
      expire_after_duration: WEEK,
      expire_after_views: '6',
    });
    expect(edited.status).toBe(303);
    await browser.get(`/p/${token}/expire`);
    expect((await browser.post(`/p/${token}/expire`)).status).toBe(303);

    const seen = await seenSince(h);
    expect(seen.map(({ event, actor, outcome }) => [event, actor, outcome])).toEqual([
      ['push.created', alice, 'success'],
      ['push.passphrase_failed', ANON, 'failure'],
      ['push.viewed', ANON, 'success'],
      ['push.edited', alice, 'success'],
      ['push.expired', alice, 'success'],
    ]);
    expect(seen.every((entry) => entry.target?.id === push.id && entry.target.kind === 'push')).toBe(true);
    expect(seen.map((entry) => entry.details)).toEqual([
      {
        kind: 'text',
        days: 7,
        views: 4,
        gates: 'passphrase',
        sealed: false,
        deletable_by_viewer: false,
        files: 0,
        bytes: 0,
      },
      { door: 'web', reason: 'wrong' },
      { door: 'web' },
      // The passphrase field left empty keeps it, and the boxes stay as they were: two fields changed.
      { fields: 'name,expire_after_views' },
      { by: 'owner' },
    ]);
  });

  it('records the owner’s own look at the secret as no view, and a viewer’s deletion', async () => {
    const h = await open();
    const browser = await signedInClient(h, 'alice@example.com');
    const alice = await userActorOf(h, 'alice@example.com');
    const pushed = await h.create(
      { payload: PAYLOAD, deletable_by_viewer: true, retrieval_step: false },
      h.alice,
    );
    const since = await lastSeq(h);
    expect((await browser.get(`/p/${pushed.url_token}`)).status).toBe(200);
    const visitor = webClient(h.app);
    await visitor.get(`/p/${pushed.url_token}/delete`);
    expect((await visitor.post(`/p/${pushed.url_token}/delete`)).status).toBe(303);
    const push = targetOf('push', pushed.url_token);
    expect(await seenSince(h, since)).toEqual([
      {
        event: 'push.viewed_by_owner',
        actor: alice,
        target: push,
        outcome: 'success',
        details: { door: 'web' },
      },
      { event: 'push.expired', actor: ANON, target: push, outcome: 'success', details: { by: 'viewer' } },
    ]);
  });
});
