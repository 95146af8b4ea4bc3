import { READ_FLOOR_PASSPHRASE, READ_FLOOR_PUSHES } from './least-durable.ts';
import type { Scenario } from './load.ts';
import { BENCH_API_TOKEN } from './seed.ts';

const PASSPHRASE = READ_FLOOR_PASSPHRASE;
const withPassphrase = (token: string) => `${token}?passphrase=${encodeURIComponent(PASSPHRASE)}`;
const json = { 'content-type': 'application/json' };

/** Creates one-view pushes with a passphrase; their url tokens are collected for the read scenarios. */
export function createScenario(amount: number, created: string[]): Scenario {
  const body = JSON.stringify({
    push: { payload: 'correct horse battery staple', passphrase: PASSPHRASE, expire_after_views: 1 },
  });
  return {
    name: 'create',
    amount,
    expectStatus: 201,
    request: {
      method: 'POST',
      path: '/api/v2/pushes',
      headers: json,
      body,
      onResponse: (status, text) => {
        if (status === 201) created.push((JSON.parse(text) as { url_token: string }).url_token);
      },
    },
  };
}

/** Each request reads a different push with its passphrase: every one is a last view, so a write. */
export function retrieveScenario(tokens: string[]): Scenario {
  return eachToken('retrieve 1-view', tokens, 200, withPassphrase);
}

/** Wrong passphrases, one per push: each is a 401 that writes a failed_passphrase audit entry. */
export function stormScenario(tokens: string[]): Scenario {
  return eachToken('wrong passphrase', tokens, 401, (token) => `${token}?passphrase=wrong`);
}

export function listScenario(amount: number): Scenario {
  return {
    name: 'list active (p.1)',
    amount,
    expectStatus: 200,
    request: {
      method: 'GET',
      path: '/api/v2/pushes/active',
      headers: { authorization: `Bearer ${BENCH_API_TOKEN}` },
    },
  };
}

/** The server's cheapest API route: the application's own per-request cost, with no store work. */
export function versionScenario(amount: number): Scenario {
  return {
    name: 'version (no store)',
    amount,
    expectStatus: 200,
    request: { method: 'GET', path: '/api/v2/version' },
  };
}

/** The create request, sent to the least durable create (least-durable.ts). */
export function leastDurableCreateScenario(amount: number): Scenario {
  const { request } = createScenario(amount, []);
  return { name: 'least durable create', amount, expectStatus: 201, request: { ...request, path: '/' } };
}

/** One-view reads with the right passphrase, sent to the least durable read: each push once, from `ref{first}`. */
export function leastDurableReadScenario(amount: number, first = 0): Scenario {
  const count = Math.min(amount, READ_FLOOR_PUSHES - first);
  const tokens = Array.from({ length: count }, (_, i) => `ref${first + i}`);
  return eachToken('least durable one-view read', tokens, 200, withPassphrase, '/');
}

export function ceilingScenario(amount: number): Scenario {
  return { name: 'bare node:http', amount, expectStatus: 200, request: { method: 'GET', path: '/' } };
}

function eachToken(
  name: string,
  tokens: string[],
  expectStatus: number,
  path: (t: string) => string,
  prefix = '/api/v2/pushes/',
): Scenario {
  let next = 0;
  return {
    name,
    amount: tokens.length,
    expectStatus,
    request: {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `${prefix}${path(tokens[next++ % tokens.length] ?? '')}`,
      }),
    },
  };
}
