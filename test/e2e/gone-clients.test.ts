import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { describePg, useTestDatabase } from '../support/pg-test.ts';
import { type Leaving, leave, rawFormPost, rawGet, sendRaw } from '../support/raw-http.ts';
import { type RunningServer, startServer, tempDataDir, userCliAsync } from '../support/server-process.ts';

const PAYLOAD = 'GONE-CLIENT-PAYLOAD';
const LEAVING_PER_PATH = 6;

const servers: RunningServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.child.kill('SIGCONT');
    await server.stop('SIGKILL');
  }
});

async function ownedServer(env: Record<string, string>) {
  const dataDir = tempDataDir();
  const server = await startServer(dataDir, env);
  servers.push(server);
  const added = await userCliAsync({ ...env, DATA_DIR: dataDir }, ['add', 'owner@example.com']);
  expect(added.status).toBe(0);
  const api = async (path: string, init: RequestInit = {}) => {
    const headers = { authorization: `Bearer ${added.lastLine}`, 'content-type': 'application/json' };
    const res = await fetch(`${server.url}${path}`, { ...init, headers });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as PushJson & { logs: { kind: string }[] };
  };
  return { server, api };
}

/** Every way a recipient's read claims a view: API v2, legacy v1, the secret page, the retrieval step's form. */
function readsOf(urlToken: string): { name: string; request: string }[] {
  const csrf = randomBytes(24).toString('hex');
  return [
    { name: 'API v2', request: rawGet(`/api/v2/pushes/${urlToken}`) },
    { name: 'API v1', request: rawGet(`/p/${urlToken}.json`) },
    { name: 'page', request: rawGet(`/p/${urlToken}`) },
    {
      name: 'retrieval step form',
      request: rawFormPost(`/p/${urlToken}`, { _csrf: csrf }, { Cookie: `sp_csrf=${csrf}` }),
    },
  ];
}

/**
 * While the server is stopped (the extreme of busy: it reads nothing), each path gets reads whose
 * clients leave before any answer, half by reset and half by close, and one read that stays. The
 * server then finds each gone read's request and its client's leaving queued together.
 */
async function readsWhileBusy(server: RunningServer, urlToken: string) {
  const reads = readsOf(urlToken);
  server.child.kill('SIGSTOP');
  try {
    const staying = [];
    for (const { name, request } of reads) {
      for (let i = 0; i < LEAVING_PER_PATH; i++) {
        const how: Leaving = i % 2 === 0 ? 'reset' : 'close';
        leave((await sendRaw(server.url, request)).socket, how);
      }
      staying.push({ name, exchange: await sendRaw(server.url, request) });
    }
    return { staying, paths: reads.length };
  } finally {
    server.child.kill('SIGCONT');
  }
}

async function expectOnlyStayingReadsCounted(env: Record<string, string>) {
  const { server, api } = await ownedServer(env);
  const created = await api('/api/v2/pushes', {
    method: 'POST',
    body: JSON.stringify({ push: { payload: PAYLOAD, expire_after_views: 100, retrieval_step: true } }),
  });
  const { staying, paths } = await readsWhileBusy(server, created.url_token);
  for (const { name, exchange } of staying) {
    const answer = await exchange.answer;
    expect([name, answer.split('\r\n')[0]]).toEqual([name, 'HTTP/1.1 200 OK']);
    expect([name, answer.includes(PAYLOAD)]).toEqual([name, true]);
  }
  // A gone read that was going to be counted has been by now: its claim is made within milliseconds.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const audit = await api(`/api/v2/pushes/${created.url_token}/audit`);
  const kinds = audit.logs.map((entry) => entry.kind);
  expect(kinds.filter((kind) => kind === 'view')).toHaveLength(paths);
  expect(kinds.filter((kind) => kind !== 'view')).toEqual(['creation']);
  // The owner's read counts no view: it shows what the recipients used.
  expect((await api(`/api/v2/pushes/${created.url_token}`)).views_remaining).toBe(100 - paths);
}

describe('reads whose clients are gone, on the embedded store', () => {
  it('use no view and write no audit entry, on the API, v1, the page and the retrieval step form', async () => {
    await expectOnlyStayingReadsCounted({});
  }, 60_000);
});

describePg('reads whose clients are gone, on PostgreSQL', () => {
  const database = useTestDatabase('gone clients');
  it('use no view and write no audit entry, on the API, v1, the page and the retrieval step form', async () => {
    await expectOnlyStayingReadsCounted({
      DATABASE_URL: database.url(),
      PWPUSH_MASTER_KEY: randomBytes(32).toString('hex'),
      FILES_DIR: tempDataDir(),
    });
  }, 60_000);
});
