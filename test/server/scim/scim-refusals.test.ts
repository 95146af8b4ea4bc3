import { describe, expect, it } from 'vitest';
import { ERROR, scimHarnesses } from './scim-harness.ts';

const refusals = async (h: Awaited<ReturnType<ReturnType<typeof scimHarnesses>>>) =>
  (await h.store.searchActivity({ events: ['scim.refused'] }, { limit: 100 })).map((e) => e.details.reason);

describe('SCIM calls refused at the secret check', () => {
  const open = scimHarnesses({});

  it('answers a loop on a dead secret 401 every time but records it once a minute', async () => {
    const h = await open();
    for (let i = 0; i < 5; i++)
      expect((await h.scim('GET', '/Users', undefined, 'scim_dead')).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await h.scim('GET', '/Users', undefined, null)).status).toBe(401);
    expect(await refusals(h)).toEqual(['no_secret', 'bad_secret']);
    h.clock.now += 61_000;
    expect((await h.scim('GET', '/Users', undefined, 'scim_dead')).status).toBe(401);
    expect(await refusals(h)).toEqual(['bad_secret', 'no_secret', 'bad_secret']);
  });

  it('slows an address sending bad secrets: 429 with Retry-After and a SCIM error, even for the right one', async () => {
    const h = await open();
    for (let i = 0; i < 20; i++) {
      expect((await h.scim('GET', '/Users', undefined, `scim_guess_${i}`)).status).toBe(401);
    }
    const slowed = await h.scim('GET', '/Users', undefined, 'scim_guess_20');
    expect([slowed.status, slowed.headers.get('retry-after'), slowed.type]).toEqual([
      429,
      '60',
      'application/scim+json; charset=utf-8',
    ]);
    expect(slowed.json).toEqual({
      schemas: [ERROR],
      status: '429',
      detail: 'Too many calls with a missing or wrong secret from this address: wait, then try again.',
    });
    // The right secret gets the same answer, so the answer tells a guesser nothing.
    expect((await h.scim('GET', '/Users')).status).toBe(429);
    expect((await h.scim('GET', '/Users')).status).toBe(429);
    expect((await refusals(h)).filter((reason) => reason === 'throttled')).toEqual(['throttled']);
    h.clock.now += 60_000;
    expect((await h.scim('GET', '/Users')).status).toBe(200);
  });

  it('does not count calls with the working secret', async () => {
    const h = await open();
    for (let i = 0; i < 25; i++) expect((await h.scim('GET', '/Users')).status).toBe(200);
    expect((await h.scim('GET', '/Users', undefined, 'scim_wrong')).status).toBe(401);
    expect(await refusals(h)).toEqual(['bad_secret']);
  });
});
