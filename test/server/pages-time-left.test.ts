import { describe, expect, it } from 'vitest';
import { timeLeftWords } from '../../server/pages/time-left-words.ts';
import { harness } from './harness.ts';

describe('the time a secret link has left, on its page', () => {
  it.each([
    [15 * 60_000, '15 minutes'],
    [61 * 60_000, '1 hour'],
    [25 * 3_600_000, '1 day'],
    [30_000, '1 minute'],
  ])('words %i ms as %s', (ms, words) => {
    expect(timeLeftWords(ms)).toBe(words);
  });

  it('tells the recipient of a 15-minute, one-view push what is true, in the singular', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'x', expire_after_views: 2, expire_after_duration: 0 });
    const res = await h.app.request(`http://push.test/p/${push.url_token}`);
    const text = await res.text();
    expect(text).toContain('expires after 1 more view or within 15 minutes');
  });
});
