import { describe, expect, it } from 'vitest';
import { harness } from './harness.ts';

const TOKEN = 'metrics-token-0123456789';

describe('the metrics text', () => {
  it('holds no payload, passphrase, note, name, API token, url token or path, whatever the requests were', async () => {
    const h = await harness(() => {}, { metrics: { token: TOKEN } });
    const canary = (what: string) => `CANARY${what}7f3a`;
    const made = [
      await h.create({
        payload: canary('PAYLOAD'),
        passphrase: canary('PASSPHRASE'),
        name: canary('NAME'),
        note: canary('NOTE'),
      }),
      await h.create({ kind: 'url', payload: `https://example.com/${canary('URL')}` }, h.alice),
      await h.create({ kind: 'qr', payload: canary('QR') }, h.alice),
      await h.create({ payload: canary('ONEVIEW'), expire_after_views: 1, retrieval_step: false }),
    ];
    const [guarded, url, qr, oneView] = made.map((p) => p.url_token);
    const headers = { 'user-agent': canary('AGENT'), referer: `https://example.com/${canary('REFERRER')}` };
    const paths = [
      `/api/v2/pushes/${guarded}?passphrase=${canary('PASSPHRASE')}`,
      `/api/v2/pushes/${guarded}.json?passphrase=${canary('WRONG')}`,
      `/api/v2/pushes/${url}/audit`,
      `/api/v2/pushes/${qr}/preview`,
      `/api/v2/pushes/${canary('UNKNOWNTOKEN')}`,
      `/api/v2/pushes/${canary('DEEP')}/x/y`,
      `/p/${oneView}`,
      `/p/${guarded}/r`,
      `/f/${canary('FILELINK')}/${canary('FILENAME')}`,
      `/${canary('ANYPATH')}`,
    ];
    for (const path of paths) {
      await h.app.request(`http://push.test${path}`, {
        headers: { ...headers, authorization: `Bearer ${h.alice}` },
      });
      await h.app.request(`http://push.test${path}`, {
        headers: { 'x-user-email': 'a@b.c', 'x-user-token': canary('BADTOKEN') },
      });
    }
    await h.call('DELETE', `/api/v2/pushes/${url}`, { token: h.alice });

    const res = await h.app.request('http://push.test/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('secret_push_pushes_created_total{kind="qr"} 1');
    expect(text).not.toContain('CANARY');
    expect(text).not.toContain('7f3a');
    for (const secret of [h.alice, h.bob, TOKEN, ...made.map((p) => p.url_token)]) {
      expect(text).not.toContain(secret);
    }
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]));
    for (const route of routes)
      expect(route).toMatch(/^(unmatched|\/[a-zA-Z0-9/_]*(\/:[a-zA-Z]+)?(\/[a-z]+)?)$/);
  });
});
