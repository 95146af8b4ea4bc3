import { expect } from 'vitest';
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { createTestDatabase, postgresAdminUrl } from '../../support/pg-test.ts';
import { type Harness, type HarnessOptions, harnessesClosedAfterEach } from '../harness.ts';
import { webClient } from '../web-client.ts';

export const PASSWORD = 'correct horse battery';
export const ALICE = 'alice@example.com';

type Open = (options?: HarnessOptions) => Promise<Harness>;

/** Apps over the memory store, lowdb on disk and, where the test run has one, PostgreSQL; call at a file's top level. */
export function keyStores(): [string, Open][] {
  const open = harnessesClosedAfterEach();
  const stores: [string, Open][] = [
    ['memory', (options = {}) => open(undefined, options)],
    ['lowdb', (options = {}) => open(undefined, { ...options, durable: true })],
  ];
  if (postgresAdminUrl() !== null) {
    const store = async ({ instanceKey }: { instanceKey: Buffer }) =>
      openPostgresStore({ url: await createTestDatabase('api keys'), instanceKey });
    stores.push(['postgres', (options = {}) => open(undefined, { ...options, store })]);
  }
  return stores;
}

/** A browser signed in as `email` (given the password first), at its token page. */
export async function signedInAt(h: Harness, email = ALICE) {
  await h.admin.setPassword(email, PASSWORD);
  const browser = webClient(h.app);
  await browser.get('/users/sign_in');
  expect((await browser.post('/users/sign_in', { email, password: PASSWORD })).status).toBe(303);
  await browser.get('/users/token');
  return browser;
}

export type Browser = Awaited<ReturnType<typeof signedInAt>>;

const KEY = /<pre class="secret token" id="token">(spk_[^<]+)<\/pre>/;

/** Makes a key through the token page's form as a browser would, and reads it off the page that shows it once. */
export async function makeKey(browser: Browser, fields: { name: string; scope: string; days?: string }) {
  await browser.get('/users/token');
  const made = await browser.post('/users/token/keys', { days: '', ...fields });
  expect([made.status, made.headers.get('location')]).toEqual([303, '/users/token']);
  const shown = await browser.get('/users/token');
  const key = KEY.exec(shown.html)?.[1];
  if (key === undefined) throw new Error('the page shows no new key');
  return key;
}

/** The ids of the keys the last page offers to revoke, in its order. */
export const revocableIds = (html: string, base = '/users/token/keys/') =>
  [...html.matchAll(new RegExp(`action="${base.replace(/\//g, '\\/')}([0-9a-f]{16})\\/revoke"`, 'g'))].map(
    (m) => m[1],
  );
