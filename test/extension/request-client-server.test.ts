import { afterEach, describe, expect, it } from 'vitest';
import { errorWords } from '../../extension/lib/error-words.ts';
import { featuresFromVersion, featureWords, offersRequests } from '../../extension/lib/instance-features.ts';
import { createApiClient, requestBody } from '../../shared/api-client.ts';
import type { VersionJson } from '../../shared/wire.ts';
import { T0 } from '../server/harness.ts';
import { type RequestServer, requestServer } from './request-popup-fixture.tsx';

const servers: RequestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.h.close();
});

/** The API client over the real app with requests on (or off), as alice or with another token. */
async function setup(options: { requests?: boolean } = {}) {
  const s = await requestServer(options);
  servers.push(s);
  const fetch = async (url: string, init: RequestInit) => s.h.app.fetch(new Request(url, init));
  const as = (token?: string) => createApiClient({ baseUrl: 'http://push.test', token, fetch });
  return { s, alice: as(s.h.alice), as };
}

const value = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
};

describe('the api client’s requests against the real server', () => {
  it('makes a request with the chosen time and files, lists it by state, previews, reads and closes it', async () => {
    const { s, alice } = await setup();
    const made = value(
      await alice.requests.create({
        message: 'The VPN key',
        name: 'VPN',
        closeAfterDuration: 6,
        allowFiles: true,
      }),
    );
    expect(made).toMatchObject({
      name: 'VPN',
      state: 'open',
      close_after_duration: 6,
      close_after_at: new Date(T0 + 86_400_000).toISOString(),
      response_file_attachments: true,
      html_url: `http://push.test/req/${made.url_token}`,
    });
    const listed = async (which: 'all' | 'open' | 'answered' | 'closed') =>
      value(await alice.requests.list(which)).map((r) => r.url_token);
    expect(await listed('all')).toEqual([made.url_token]);
    expect(await listed('open')).toEqual([made.url_token]);
    expect(await listed('answered')).toEqual([]);
    expect(await alice.requests.preview(made.url_token)).toEqual({ ok: true, value: made.html_url });
    expect(value(await alice.requests.get(made.url_token))).toMatchObject({
      request: 'The VPN key',
      response: null,
      files: [],
    });

    await s.answer(made.url_token, 'vpn-key-123');
    expect(await listed('answered')).toEqual([made.url_token]);
    expect(value(await alice.requests.get(made.url_token))).toMatchObject({
      state: 'answered',
      response: 'vpn-key-123',
    });
    expect(await s.answerLog(made.url_token)).toContain('view');
    // Read once, the answer is deleted, as whoever answered was told.
    expect(value(await alice.requests.get(made.url_token))).toMatchObject({ response: null });

    const other = value(await alice.requests.create({ message: 'Another' }));
    expect(value(await alice.requests.close(other.url_token)).state).toBe('closed');
    expect(await listed('closed')).toEqual([other.url_token]);
  });

  it('sends only what was chosen, leaving the instance its defaults', () => {
    expect(JSON.parse(requestBody({ message: 'Key', name: '' }))).toEqual({ request: { request: 'Key' } });
  });

  it('tells a refusal, someone else’s request, a gone one and an instance with requests off apart', async () => {
    const { s, alice, as } = await setup();
    const refused = await alice.requests.create({ message: ' ' });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'invalid', fields: { request: expect.any(Array) } },
    });
    const mine = value(await alice.requests.create({ message: 'Key' }));
    expect(await as(s.h.bob).requests.get(mine.url_token)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await alice.requests.get('no-such-request')).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(await as().requests.list()).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });

    const off = await setup({ requests: false });
    expect(await off.alice.requests.list()).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    const context = { instance: 'push.test', hasToken: true };
    const notFound = { kind: 'not-found' as const, status: 404, message: '', fields: {} };
    expect(errorWords(notFound, { ...context, subject: 'requests' }).title).toBe(
      'push.test takes no requests for secrets now',
    );
    expect(errorWords(notFound, { ...context, subject: 'request' }).title).toBe('This request is gone');
  });
});

describe('which instances offer requests', () => {
  it('an instance of ours with them on, once a token says whose they are', async () => {
    const { s } = await setup();
    const features = featuresFromVersion(await s.version());
    expect(features.requests).toBe(true);
    expect(featureWords(features)).toContain('requests for secrets');
    expect(offersRequests({ features, token: 'a-token' })).toBe(true);
    expect(offersRequests({ features, token: '' })).toBe(false);
    const off = await setup({ requests: false });
    expect(featuresFromVersion(await off.s.version()).requests).toBe(false);
  });

  it('never Password Pusher, whose paid edition has requests this popup cannot read', async () => {
    const { s } = await setup();
    const ours = await s.version();
    const { secret_push_features: _, secret_push_version: __, ...pwpush } = ours;
    const pro: VersionJson = { ...pwpush, edition: 'pro' };
    expect(pro.features.requests.enabled).toBe(true);
    const features = featuresFromVersion(pro);
    expect(features.requests).toBe(false);
    expect(offersRequests({ features, token: 'a-token' })).toBe(false);
  });
});
