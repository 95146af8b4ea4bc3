import type { Scenario } from './load.ts';
import { BENCH_API_TOKEN } from './seed.ts';

const PASSPHRASE = 'open sesame';
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
  return eachToken('retrieve 1-view', tokens, 200, (token) => `${token}?passphrase=open%20sesame`);
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

/** The create request, sent to the least durable create (reference-server.ts durable). */
export function leastDurableScenario(amount: number): Scenario {
  const { request } = createScenario(amount, []);
  return { name: 'least durable create', amount, expectStatus: 201, request: { ...request, path: '/' } };
}

export function ceilingScenario(amount: number): Scenario {
  return { name: 'bare node:http', amount, expectStatus: 200, request: { method: 'GET', path: '/' } };
}

function eachToken(
  name: string,
  tokens: string[],
  expectStatus: number,
  path: (t: string) => string,
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
        path: `/api/v2/pushes/${path(tokens[next++ % tokens.length] ?? '')}`,
      }),
    },
  };
}
