import { afterEach, describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { sampleValue } from '../server/metrics-text.ts';
import { type RunningServer, startServer, tempDataDir } from '../support/server-process.ts';

const TOKEN = 'scrape-token-5d1e9c0b7a';
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop('SIGKILL');
});

describe('metrics in the server process', () => {
  it('answers this machine, refuses a forwarded request without the token, and counts real traffic', async () => {
    server = await startServer(tempDataDir(), { PWP__METRICS: 'true', PWP__METRICS_TOKEN: TOKEN });
    const { url } = server;
    const scrape = (headers: Record<string, string> = {}) => fetch(`${url}/metrics`, { headers });

    const local = await scrape();
    expect(local.status).toBe(200);
    expect(sampleValue(await local.text(), 'secret_push_store_up')).toBe(1);
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    expect((await scrape(forwarded)).status).toBe(403);
    expect((await scrape({ forwarded: 'for=203.0.113.7' })).status).toBe(403);
    expect((await scrape({ ...forwarded, authorization: 'Bearer wrong-token-0000000000' })).status).toBe(403);

    const created = await fetch(`${url}/api/v2/pushes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ push: { payload: 'PROCESS-CANARY-PAYLOAD', expire_after_views: 1 } }),
    });
    const push = (await created.json()) as PushJson;
    expect((await fetch(`${url}/api/v2/pushes/${push.url_token}`)).status).toBe(200);

    const scraped = await scrape({ ...forwarded, authorization: `Bearer ${TOKEN}` });
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(sampleValue(text, 'secret_push_pushes_created_total', { kind: 'text' })).toBe(1);
    expect(sampleValue(text, 'secret_push_pushes_viewed_total', { kind: 'text' })).toBe(1);
    expect(sampleValue(text, 'secret_push_pushes_expired_total', { kind: 'text' })).toBe(1);
    const route = { method: 'GET', route: '/api/v2/pushes/:urlToken', status: '200' };
    expect(sampleValue(text, 'secret_push_http_request_duration_seconds_count', route)).toBe(1);
    expect(sampleValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).not.toContain('PROCESS-CANARY');
    expect(text).not.toContain(push.url_token);
  });
});
