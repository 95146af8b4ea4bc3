import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresCounters } from '../../../server/store/postgres/postgres-counters.ts';
import { describePg, useTestDatabase } from '../../support/pg-test.ts';
import { DAY } from '../harness.ts';
import { countersTables } from '../limits/postgres-counters-db.ts';
import { type LinkMailApp, linkMailApp } from './link-mail-app.ts';

const CAP_REACHED = {
  status: 422,
  body: { base: ['The maximum number of emails has been reached for today'] },
};

const addresses = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `reader${from + i}@example.net`).join(',');

const create = (h: LinkMailApp, token: string, to: string) =>
  h.send('POST', '/api/v2/pushes', { token, body: { push: { payload: 'secret', notify_emails_to: to } } });

const active = async (h: LinkMailApp, token: string) =>
  ((await h.send('GET', '/api/v2/pushes/active', { token })).body as unknown[]).length;

describe("a sender's daily cap of link mails", () => {
  it('counts each recipient, refuses a create that would pass the cap whole, and makes no push then', async () => {
    const h = await linkMailApp({ notify: { linkMailsPerDay: 3 } });
    expect((await create(h, h.alice, addresses(2))).status).toBe(201);
    expect(await create(h, h.alice, addresses(2, 2))).toEqual(CAP_REACHED);
    expect(await active(h, h.alice)).toBe(1);
    // The refused create counted nothing: one more address still fits.
    expect((await create(h, h.alice, addresses(1, 4))).status).toBe(201);
    expect(await create(h, h.alice, addresses(1, 5))).toEqual(CAP_REACHED);
    await h.mail(3);
    expect(h.mails()).toHaveLength(3);
  });

  it('counts per sender, and lets a sender mail again a day after', async () => {
    const h = await linkMailApp({ notify: { linkMailsPerDay: 1 } });
    expect((await create(h, h.alice, addresses(1))).status).toBe(201);
    expect(await create(h, h.alice, addresses(1, 1))).toEqual(CAP_REACHED);
    expect((await create(h, h.bob, addresses(1, 2))).status).toBe(201);
    h.clock.now += DAY;
    expect((await create(h, h.alice, addresses(1, 3))).status).toBe(201);
  });

  it('still takes pushes without addresses at the cap', async () => {
    const h = await linkMailApp({ notify: { linkMailsPerDay: 1 } });
    await create(h, h.alice, addresses(1));
    const plain = await h.send('POST', '/api/v2/pushes', {
      token: h.alice,
      body: { push: { payload: 'x' } },
    });
    expect(plain.status).toBe(201);
  });

  it('is counted across the processes of one server, which share their counters', async () => {
    const one = await linkMailApp({ notify: { linkMailsPerDay: 3 } });
    const two = await linkMailApp({
      notify: { linkMailsPerDay: 3 },
      counters: one.counters,
      share: one.shared,
    });
    expect((await create(one, one.alice, addresses(2))).status).toBe(201);
    expect(await create(two, one.alice, addresses(2, 2))).toEqual(CAP_REACHED);
    expect((await create(two, one.alice, addresses(1, 4))).status).toBe(201);
    expect(await create(one, one.alice, addresses(1, 5))).toEqual(CAP_REACHED);
  });

  it('lets no more than the cap through when creates come at once', async () => {
    const h = await linkMailApp({ notify: { linkMailsPerDay: 5 } });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create(h, h.alice, addresses(1, i))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(7);
    expect(await active(h, h.alice)).toBe(5);
  });
});

describePg('the daily cap over PostgreSQL counters, two servers sharing them', () => {
  const db = useTestDatabase('link_mails');
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    for (const pool of pools) await pool.end();
  });

  const countersOf = async (key: Buffer) => {
    const pool = new pg.Pool({ connectionString: db.url(), max: 10 });
    pools.push(pool);
    await countersTables(pool);
    return postgresCounters(pool, key);
  };

  it('lets no more than the cap through when creates come at once to both', async () => {
    const key = randomBytes(32);
    const notify = { linkMailsPerDay: 4 };
    const one = await linkMailApp({ notify, counters: await countersOf(key) });
    const two = await linkMailApp({ notify, counters: await countersOf(key), share: one.shared });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create(i % 2 === 0 ? one : two, one.alice, addresses(1, i))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.status !== 201)).toEqual(Array.from({ length: 6 }, () => CAP_REACHED));
    await one.mail(4);
    expect(await active(one, one.alice)).toBe(4);
  });
});
