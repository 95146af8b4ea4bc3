import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealedScript } from '../../server/web/pushes/sealed-script.ts';
import { newPushKey } from '../../shared/sealed/push-key.ts';
import { sealFileName } from '../../shared/sealed/sealed-file-name.ts';
import { sealedLines, sealedPayload } from '../../shared/sealed/sealed-payload.ts';
import { HUMAN_LINE, sealText } from '../../shared/sealed/sealed-text.ts';
import { filesHarness } from './files-harness.ts';
import { DAY, harness } from './harness.ts';
import { webClient } from './web-client.ts';

const crypto = {
  subtle: webcrypto.subtle as SubtleCrypto,
  randomBytes: (n: number) => webcrypto.getRandomValues(new Uint8Array(n)),
};
const KEY = newPushKey(crypto.randomBytes);
const envelope = await sealText(crypto, KEY, 'hunter2-sealed');
const jsonOf = (html: string) => JSON.parse(html) as Record<string, unknown>;

describe('a sealed push on the secret link page', () => {
  it('waits for the click on its own page: no view, no audit entry, the script allowed by hash and connect-src self', async () => {
    const h = await harness();
    const push = await h.create({ payload: envelope, expire_after_views: 2, retrieval_step: false }, h.alice);
    const visitor = webClient(h.app);
    const page = await visitor.get(`/p/${push.url_token}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1 id="sealed-heading">Someone sent you a sealed secret</h1>');
    expect(page.html).toContain('This secret can be viewed 2 more times, for 7 more days.');
    expect(page.html).toContain('<button type="submit" id="sealed-open">Open the secret</button>');
    expect(page.html).toContain(`<form method="post" action="/p/${push.url_token}" id="sealed-form"`);
    expect(page.html).toContain('data-words-key-missing="This link has no key');
    expect(page.html).toMatch(/<noscript><p>JavaScript is off/);
    expect(page.html).not.toContain('SP-SEALED-1.t.');
    const script = await sealedScript();
    expect(page.html).toContain(
      `<script src="${script.path}" integrity="${script.integrity}" defer></script>`,
    );
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'nonce-`);
    expect(csp).toContain(` '${script.integrity}'`);
    expect(csp).toContain("connect-src 'self'");
    expect((await visitor.get(`/p/${push.url_token}/r`)).html).toContain('id="sealed-form"');
    const head = await h.app.request(`/p/${push.url_token}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
    expect((await h.store.findPush(push.url_token))?.countedViews).toBe(0);
  });

  it('shows the same page whatever its retrieval step and passphrase, with the field when there is one', async () => {
    const h = await harness();
    const stepped = await h.create({ payload: envelope, retrieval_step: true });
    const locked = await h.create({
      payload: envelope,
      passphrase: 'open sesame',
      retrieval_step: false,
      deletable_by_viewer: false,
    });
    for (const path of [`/p/${stepped.url_token}/r`, `/p/${stepped.url_token}`]) {
      const page = await webClient(h.app).get(path);
      expect([path, page.status, page.html.includes('id="sealed-form"')]).toEqual([path, 200, true]);
      expect(page.html).not.toContain('name="passphrase"');
    }
    const page = await webClient(h.app).get(`/p/${locked.url_token}`);
    expect(page.html).toContain('id="sealed-form"');
    expect(page.html).toContain(
      '<input id="passphrase" name="passphrase" type="password" autocomplete="off" required>',
    );
    expect(page.html).not.toContain('This secret is protected by a passphrase');
  });

  it('posts without script as any reveal does, and shows the envelope whose first line says how to open it', async () => {
    const h = await harness();
    const push = await h.create({ payload: envelope, retrieval_step: true }, h.alice);
    const visitor = webClient(h.app);
    await visitor.get(`/p/${push.url_token}/r`);
    const shown = await visitor.post(`/p/${push.url_token}`);
    expect(shown.status).toBe(200);
    const secret = /<pre class="secret[^"]*" id="secret"[^>]*>([^<]*)<\/pre>/.exec(shown.html)?.[1] ?? '';
    expect(secret.split('\n')[0]).toBe(HUMAN_LINE.replace(/'/g, '&#39;'));
    expect(secret).toContain('SP-SEALED-1.t.');
    expect(await h.auditKinds(push.url_token)).toEqual(['creation', 'view']);
  });

  it('answers an expired sealed push with the gone page', async () => {
    const h = await harness();
    const push = await h.create({ payload: envelope, expire_after_days: 1 });
    h.clock.now += DAY;
    for (const path of [`/p/${push.url_token}`, `/p/${push.url_token}/r`]) {
      const page = await webClient(h.app).get(path);
      expect([path, page.status]).toEqual([path, 404]);
      expect(page.html).toContain('This secret link has expired or does not exist');
    }
  });

  it('leaves a plain push exactly as it was', async () => {
    const h = await harness();
    const plain = await h.create({ payload: 'plain-secret', retrieval_step: true }, h.alice);
    const step = await webClient(h.app).get(`/p/${plain.url_token}/r`);
    expect(step.html).toContain('<button type="submit">Show the secret</button>');
    expect(step.html).not.toContain('sealed');
    expect(step.headers.get('content-security-policy')).not.toContain('connect-src');
    const shown = await webClient(h.app).get(`/p/${plain.url_token}`);
    expect(shown.html).toContain('plain-secret');
    expect(await h.auditKinds(plain.url_token)).toEqual(['creation', 'view']);
  });
});

describe('the sealed page’s JSON answer to its click', () => {
  it('counts the view like the page, and answers the envelope and what the link has left', async () => {
    const h = await harness();
    const push = await h.create(
      { payload: envelope, expire_after_views: 3, deletable_by_viewer: true, retrieval_step: false },
      h.alice,
    );
    const visitor = webClient(h.app);
    await visitor.get(`/p/${push.url_token}`);
    const res = await visitor.post(`/p/${push.url_token}/sealed`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(jsonOf(res.html)).toEqual({
      payload: envelope,
      files: [],
      left: 'This secret link expires after 2 more views or within 7 days, whichever comes first.',
      deletable: true,
    });
    expect(await h.auditKinds(push.url_token)).toEqual(['creation', 'view']);
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}`, { token: h.alice })).body).toMatchObject({
      views_remaining: 2,
    });
  });

  it('refuses a wrong passphrase with 401 and audits it as the page does, then opens with the right one', async () => {
    const h = await harness();
    const push = await h.create(
      { payload: envelope, passphrase: 'open sesame', retrieval_step: false, deletable_by_viewer: false },
      h.alice,
    );
    const visitor = webClient(h.app);
    await visitor.get(`/p/${push.url_token}`);
    const wrong = await visitor.post(`/p/${push.url_token}/sealed`, { passphrase: 'nope' });
    expect([wrong.status, jsonOf(wrong.html)]).toEqual([401, { error: 'passphrase' }]);
    const right = await visitor.post(`/p/${push.url_token}/sealed`, { passphrase: 'open sesame' });
    expect(right.status).toBe(200);
    expect(jsonOf(right.html)).toMatchObject({ payload: envelope, deletable: false });
    expect(await h.auditKinds(push.url_token)).toEqual(['creation', 'failed_passphrase', 'view']);
  });

  it('stops guessing after 5 attempts a minute with 429, as the page does', async () => {
    const h = await harness();
    const push = await h.create({ payload: envelope, passphrase: 'open sesame' });
    const visitor = webClient(h.app);
    await visitor.get(`/p/${push.url_token}`);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await visitor.post(`/p/${push.url_token}/sealed`, { passphrase: 'x' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('refuses a post without the page’s CSRF token, counting nothing, and a gone push with 404', async () => {
    const h = await harness();
    const push = await h.create({ payload: envelope, expire_after_views: 1 }, h.alice);
    const visitor = webClient(h.app);
    await visitor.get(`/p/${push.url_token}`);
    const forged = await visitor.postRaw(`/p/${push.url_token}/sealed`);
    expect([forged.status, jsonOf(forged.html)]).toEqual([403, { error: 'form_expired' }]);
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
    expect((await visitor.post(`/p/${push.url_token}/sealed`)).status).toBe(200);
    const again = await visitor.post(`/p/${push.url_token}/sealed`);
    expect([again.status, jsonOf(again.html)]).toEqual([404, { error: 'gone' }]);
    expect((await visitor.post('/p/nosuchtokenatall1234/sealed')).status).toBe(404);
  });

  it('hands out a sealed file push’s links under their uploaded names, and the files as sealed', async () => {
    const h = await filesHarness();
    const nameLine = await sealFileName(crypto, KEY, { name: 'report.pdf', type: 'application/pdf' });
    const sealedBytes = new Uint8Array([83, 80, 45, 83, 69, 65, 76, 69, 68, 45, 49, 10, 1, 2, 3]);
    const created = await h.upload(
      [{ name: '1.sealed', content: sealedBytes, type: 'application/octet-stream' }],
      {
        payload: sealedPayload(undefined, [nameLine]),
        kind: 'file',
        retrieval_step: 'false',
      },
    );
    expect(created.status).toBe(201);
    const token = created.body.url_token;
    const visitor = webClient(h.app);
    expect((await visitor.get(`/p/${token}`)).html).toContain('id="sealed-form"');
    expect(await h.auditKinds(token)).toEqual(['creation']);
    const res = await visitor.post(`/p/${token}/sealed`);
    const answer = jsonOf(res.html) as {
      payload: string;
      files: { name: string; url: string; size: number }[];
    };
    // A multipart field's line breaks arrive as CRLF; the lines are what counts.
    expect(sealedLines(answer.payload)).toEqual({ text: undefined, fileNames: [nameLine] });
    // The size as stored, sealed: the page works out what the file holds opened.
    expect(answer.files.map((f) => [f.name, f.size])).toEqual([['1.sealed', sealedBytes.length]]);
    const download = await h.app.request(answer.files[0]?.url ?? '');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(sealedBytes);
  });
});
