import { describe, expect, it } from 'vitest';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';
const PARALLEL = 200;

/** A harness whose password checks are counted: each check starts with one look-up of the e-mail. */
async function countedSignIns() {
  const h = await harness();
  await h.admin.setPassword('alice@example.com', PASSWORD);
  const counted = { checks: 0 };
  const lookUp = h.store.findUserByEmail.bind(h.store);
  h.store.findUserByEmail = (email) => {
    counted.checks += 1;
    return lookUp(email);
  };
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  return { h, browser, counted };
}

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe('limits under concurrency', () => {
  it('checks at most 5 of 200 wrong passwords for one e-mail sent at once', async () => {
    const { browser, counted } = await countedSignIns();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        browser.post('/users/sign_in', { email: 'alice@example.com', password: `wrong ${i}` }),
      ),
    );
    expect(counted.checks).toBe(5);
    expect(statusCounts(answers.map((a) => a.status))).toEqual({ 401: 5, 429: PARALLEL - 5 });
  });

  it('checks at most 20 of 200 sign-ins from one address for different e-mails sent at once', async () => {
    const { browser, counted } = await countedSignIns();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        browser.post('/users/sign_in', { email: `user${i}@example.com`, password: 'wrong password' }),
      ),
    );
    expect(counted.checks).toBe(20);
    expect(statusCounts(answers.map((a) => a.status))).toEqual({ 401: 20, 429: PARALLEL - 20 });
  });

  it('still signs in with the right password after failures below the limit, and a success is not counted', async () => {
    const { h, browser } = await countedSignIns();
    for (let i = 0; i < 4; i++)
      await browser.post('/users/sign_in', { email: 'alice@example.com', password: `nope ${i}` });
    expect(
      (await browser.post('/users/sign_in', { email: 'alice@example.com', password: PASSWORD })).status,
    ).toBe(303);
    // The success cleared the e-mail's count: five more failures are allowed before the limit.
    const other = webClient(h.app);
    await other.get('/users/sign_in');
    const after = [];
    for (let i = 0; i < 6; i++)
      after.push(
        (await other.post('/users/sign_in', { email: 'alice@example.com', password: `x ${i}` })).status,
      );
    expect(after).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('checks at most 5 of 200 passphrase attempts on one push sent at once', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'guarded', passphrase: 'right one' }, h.alice);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        h.call('GET', `/api/v2/pushes/${push.url_token}?passphrase=wrong${i}`),
      ),
    );
    expect(statusCounts(answers.map((a) => a.status))).toEqual({ 401: 5, 429: PARALLEL - 5 });
    // Past 3 a minute, failures are logged as one counted entry once the minute is over.
    h.clock.now += 61_000;
    await h.service.sweep();
    const entries = await h.store.auditLog(push.url_token, { offset: 0, limit: 1000 });
    const failed = entries.filter((e) => e.kind === 'failed_passphrase');
    expect(failed.reduce((sum, e) => sum + (e.count ?? 1), 0)).toBe(5);
  });
});
