import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../server/i18n/translator.ts';
import { harness } from './harness.ts';
import { requestApp } from './requests/request-app.ts';
import { webClient } from './web-client.ts';

describe('the time a secret link has left, on its page', () => {
  it.each([
    ['en', 15 * 60_000, '15 minutes'],
    ['en', 61 * 60_000, '2 hours'],
    ['en', 25 * 3_600_000, '2 days'],
    ['en', 7 * 86_400_000 - 60_000, '7 days'],
    ['en', 2 * 86_400_000 - 60_000, '2 days'],
    ['en', 30_000, '1 minute'],
    ['pl', 22 * 3_600_000, '22 godziny'],
    ['pl', 5 * 86_400_000, '5 dni'],
    ['ga', 22 * 3_600_000, '22 uair an chloig'],
  ])('words a span in %s: %i ms as %s', (code, ms, words) => {
    expect(translatorFor(code).duration(ms)).toBe(words);
  });

  it('tells the recipient of a 15-minute, one-view push what is true, in the singular', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', expire_after_views: 2, expire_after_duration: 0 });
    const res = await h.app.request(`http://push.test/p/${push.url_token}`);
    const text = await res.text();
    expect(text).toContain('expires after 1 more view or within 15 minutes');
  });
});

describe('one rule of time left on every page, as the API counts days', () => {
  const MINUTE = 60_000;

  it('tells the recipient, the sender and the dashboard 7 days a minute after a 7-day push was made', async () => {
    const h = await harness();
    await h.admin.setPassword('alice@example.com', 'correct horse battery');
    const alice = webClient(h.app);
    await alice.get('/users/sign_in');
    await alice.post('/users/sign_in', { email: 'alice@example.com', password: 'correct horse battery' });
    const week = await h.create({ payload: 'x', expire_after_days: 7, expire_after_views: 3 }, h.alice);
    const stepped = await h.create({ payload: 'y', expire_after_days: 2, retrieval_step: true }, h.alice);
    h.clock.now += MINUTE;

    const api = await h.call('GET', `/api/v2/pushes/${week.url_token}`, { token: h.alice });
    expect((api.body as { days_remaining: number }).days_remaining).toBe(7);
    const recipient = await h.app.request(`http://push.test/p/${week.url_token}`);
    expect(await recipient.text()).toContain('expires after 2 more views or within 7 days');
    const step = await h.app.request(`http://push.test/p/${stepped.url_token}/r`);
    expect(await step.text()).toContain('for 2 more days');
    expect((await alice.get(`/p/${week.url_token}/preview`)).html).toContain(
      'This link works for 7 days or 2 views',
    );
    expect((await alice.get('/d/active')).html).toContain('7 days left');
  });

  it('tells a requester a new 7-day request has 7 days left, a minute after', async () => {
    const h = await requestApp();
    await h.admin.setPassword('alice@example.com', 'correct horse battery');
    const alice = webClient(h.app);
    await alice.get('/users/sign_in');
    await alice.post('/users/sign_in', { email: 'alice@example.com', password: 'correct horse battery' });
    await alice.get('/requests/new');
    await alice.post('/requests/new', { request: 'The key', close_after_duration: '12' });
    h.clock.now += MINUTE;
    const list = (await alice.get('/requests')).html;
    expect(list).toContain('Open, 7 days left');
    const token = /href="\/requests\/(req[\w]+)"/.exec(list)?.[1] ?? '';
    expect((await alice.get(`/requests/${token}`)).html).toContain('Open, 7 days left');
    const api = await h.call('GET', `/api/v2/requests/${token}`, { token: h.alice });
    expect((api.body as { days_remaining: number }).days_remaining).toBe(7);
    const visitor = webClient(h.app);
    expect((await visitor.get(`/req/${token}`)).html).toContain('You can answer once, within 7 days.');
  });
});
