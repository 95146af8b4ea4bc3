import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { expect, it } from 'vitest';
import { serveProcess } from '../support/cluster-process.ts';
import { describePg, useTestDatabase } from '../support/pg-test.ts';

/** A GET on a connection of its own, so the primary hands each to the next worker. */
const statusOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });

const SETUP_LINE = /(http:\/\/\S+\/users\/setup\/[\w-]+)/;

describePg('the setup link with WEB_CONCURRENCY=2 over PostgreSQL', () => {
  const database = useTestDatabase('admin cluster');

  it('is printed once per start, works on every worker, and a restart replaces it', async () => {
    const env = {
      WEB_CONCURRENCY: '2',
      DATABASE_URL: database.url(),
      PWPUSH_MASTER_KEY: randomBytes(32).toString('hex'),
    };
    const first = serveProcess(env);
    await first.until(/All 2 workers are serving\./);
    const [[, link = ''] = []] = await first.until(SETUP_LINE);
    // Both workers have opened the store and decided by now: only one of them printed a link.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(first.matches(SETUP_LINE)).toHaveLength(1);
    const served = await first.until(/worker (\d+) \(pid \d+\) is serving port (\d+)\./, 2);
    const origin = `http://127.0.0.1:${served[0]?.[2]}`;
    const path = new URL(link).pathname;
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => statusOnNewConnection(`${origin}${path}`)),
    );
    expect(statuses).toEqual(Array(8).fill(200));
    const lines = await first.until(/\[worker (\d+)\] GET \/users\/setup\/:token 200/, 8);
    expect(new Set(lines.map((m) => m[1])).size).toBe(2);
    first.child.kill('SIGTERM');
    await first.exited;

    const second = serveProcess(env);
    await second.until(/All 2 workers are serving\./);
    const [[, again = ''] = []] = await second.until(SETUP_LINE);
    expect(again).not.toBe(link);
    const servedAgain = await second.until(/worker (\d+) \(pid \d+\) is serving port (\d+)\./, 2);
    const originAgain = `http://127.0.0.1:${servedAgain[0]?.[2]}`;
    expect(await statusOnNewConnection(`${originAgain}${path}`)).toBe(404);
    expect(await statusOnNewConnection(`${originAgain}${new URL(again).pathname}`)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(second.matches(SETUP_LINE)).toHaveLength(1);
    second.child.kill('SIGTERM');
    await second.exited;
  }, 90_000);
});
