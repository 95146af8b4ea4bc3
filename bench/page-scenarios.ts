import type { Scenario } from './load.ts';

/**
 * One-view text pushes with no passphrase and no retrieval step: what the page and .json reads open.
 * Anonymous, or owned by the user of the API token `owner`.
 */
export function plainCreateScenario(amount: number, created: string[], owner?: string): Scenario {
  const body = JSON.stringify({
    push: { payload: 'correct horse battery staple', expire_after_views: 1, retrieval_step: false },
  });
  return {
    name: 'create (for the reads)',
    amount,
    expectStatus: 201,
    request: {
      method: 'POST',
      path: '/api/v2/pushes',
      headers: {
        'content-type': 'application/json',
        ...(owner === undefined ? {} : { authorization: `Bearer ${owner}` }),
      },
      body,
      onResponse: (status, text) => {
        if (status === 201) created.push((JSON.parse(text) as { url_token: string }).url_token);
      },
    },
  };
}

export function eachPush(
  name: string,
  tokens: string[],
  path: (token: string) => string,
  accept: string,
): Scenario {
  let next = 0;
  return {
    name,
    amount: tokens.length,
    expectStatus: 200,
    request: {
      method: 'GET',
      headers: { accept },
      setupRequest: (request) => ({ ...request, path: path(tokens[next++ % tokens.length] ?? '') }),
    },
  };
}

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The secret link's page in a browser: `GET /p/:token`, which shows the secret and uses its one view. */
export const pageViewScenario = (tokens: string[]): Scenario =>
  eachPush('page view (1-view)', tokens, (t) => `/p/${t}`, BROWSER_ACCEPT);

/** Its API counterpart, the same one-view read as pwpush clients make it: `GET /p/:token.json`. */
export const jsonReadScenario = (tokens: string[]): Scenario =>
  eachPush('read .json (1-view)', tokens, (t) => `/p/${t}.json`, 'application/json');

/** The first dashboard page of the bench user, signed in with a web session (`cookie`). */
export function dashboardScenario(amount: number, cookie: string): Scenario {
  return {
    name: 'dashboard (p.1)',
    amount,
    expectStatus: 200,
    request: { method: 'GET', path: '/d/active?page=1', headers: { cookie, accept: BROWSER_ACCEPT } },
  };
}

/** Each page and the API request it is judged against, measured in the same run. */
export const PAGE_COUNTERPARTS: [page: string, api: string][] = [
  ['page view (1-view)', 'read .json (1-view)'],
  ['dashboard (p.1)', 'list active (p.1)'],
];
