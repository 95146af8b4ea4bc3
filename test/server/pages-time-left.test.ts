import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../server/i18n/translator.ts';
import { harness } from './harness.ts';

describe('the time a secret link has left, on its page', () => {
  it.each([
    ['en', 15 * 60_000, '15 minutes'],
    ['en', 61 * 60_000, '1 hour'],
    ['en', 25 * 3_600_000, '1 day'],
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
