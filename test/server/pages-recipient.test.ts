import { describe, expect, it } from 'vitest';
import { DAY, harness } from './harness.ts';
import { webClient } from './web-client.ts';

describe('the secret link pages', () => {
  it('shows a text push with its whitespace kept and a copy button, and counts the view like the API', async () => {
    const h = await harness();
    const push = await h.create(
      { payload: '  line one\n\tline <two> & "3"', retrieval_step: false },
      h.alice,
    );
    const page = await webClient(h.app).get(`/p/${push.url_token}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      '<pre class="secret" id="secret" tabindex="0" aria-label="The secret">  line one\n\tline &lt;two&gt; &amp; &quot;3&quot;</pre>',
    );
    expect(page.html).toContain('<button type="button" data-copy="secret" hidden>Copy to clipboard</button>');
    expect(page.html).toContain('expires after 4 more views or within 7 days');
    const api = await h.call('GET', `/api/v2/pushes/${push.url_token}`);
    expect(api.body).toMatchObject({ views_remaining: 3 });
    expect(await h.auditKinds(push.url_token)).toEqual(['creation', 'view', 'view']);
  });

  it('shows a one-view secret once, then the expired page, with the API seeing it expired', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'only-once', expire_after_views: 1, retrieval_step: false });
    const visitor = webClient(h.app);
    const first = await visitor.get(`/p/${push.url_token}`);
    expect(first.html).toContain('only-once');
    expect(first.html).toContain('That was the last view');
    expect(first.html).not.toContain('Delete this secret now');
    const second = await visitor.get(`/p/${push.url_token}`);
    expect(second.status).toBe(404);
    expect(second.html).toContain('This secret link has expired or does not exist');
    expect(second.html).not.toContain('only-once');
    expect((await h.call('GET', `/api/v2/pushes/${push.url_token}`)).body).toMatchObject({
      expired: true,
      payload: null,
    });
  });

  it('answers unknown and expired links with the same page, revealing nothing', async () => {
    const h = await harness();
    const push = await h.create({
      payload: 'p',
      name: 'NAME-X',
      expire_after_days: 1,
      retrieval_step: false,
    });
    h.clock.now += DAY;
    const expired = await webClient(h.app).get(`/p/${push.url_token}`);
    const unknown = await webClient(h.app).get('/p/nosuchtokenatall1234');
    expect([expired.status, unknown.status]).toEqual([404, 404]);
    const body = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];
    expect(body(expired.html)).toBe(body(unknown.html));
    expect(expired.html).not.toContain('NAME-X');
    expect((await webClient(h.app).get('/p/nosuch/r')).status).toBe(404);
  });

  it('redirects a URL push to its URL with 303', async () => {
    const h = await harness();
    const push = await h.create({ kind: 'url', payload: 'https://example.com/a?b=c', retrieval_step: false });
    const res = await webClient(h.app).get(`/p/${push.url_token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('https://example.com/a?b=c');
  });

  it('draws a QR push as an inline SVG beside its text', async () => {
    const h = await harness();
    const push = await h.create({ kind: 'qr', payload: 'WIFI:S:net;P:pw;;', retrieval_step: false });
    const page = await webClient(h.app).get(`/p/${push.url_token}`);
    expect(page.html).toMatch(
      /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1" role="img"/,
    );
    expect(page.html).toMatch(/<path fill="#000000" d="(M\d+ \d+h1v1h-1z)+"\/>/);
    expect(page.html).toContain(
      '<pre class="secret" id="secret" tabindex="0" aria-label="The text of the QR code">WIFI:S:net;P:pw;;</pre>',
    );
  });
});

describe('the retrieval step', () => {
  it('shows a page that reveals and counts nothing until the form is submitted', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'behind-a-click', retrieval_step: true }, h.alice);
    expect(push.html_url).toBe(`http://push.test/p/${push.url_token}/r`);
    const visitor = webClient(h.app);
    for (let i = 0; i < 3; i++) {
      const step = await visitor.get(`/p/${push.url_token}/r`);
      expect(step.status).toBe(200);
      expect(step.html).not.toContain('behind-a-click');
      expect(step.html).toContain(`<form method="post" action="/p/${push.url_token}">`);
    }
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
    const shown = await visitor.post(`/p/${push.url_token}`);
    expect(shown.html).toContain('behind-a-click');
    expect(await h.auditKinds(push.url_token)).toEqual(['creation', 'view']);
  });

  it("refuses a reveal posted without the visitor's CSRF token and counts nothing", async () => {
    const h = await harness();
    const push = await h.create({ payload: 'guarded', retrieval_step: true }, h.alice);
    const visitor = webClient(h.app);
    await visitor.get(`/p/${push.url_token}/r`);
    const forged = await visitor.postRaw(`/p/${push.url_token}`, { _csrf: 'forged-token-value-123456' });
    expect(forged.status).toBe(403);
    expect(forged.html).not.toContain('guarded');
    const noCookie = await webClient(h.app).postRaw(`/p/${push.url_token}`, { _csrf: visitor.csrf() });
    expect(noCookie.status).toBe(403);
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
  });

  it('counts nothing for a HEAD request, as link checkers send', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'unseen', expire_after_views: 1, retrieval_step: false }, h.alice);
    const res = await h.app.request(`http://push.test/p/${push.url_token}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
    expect((await webClient(h.app).get(`/p/${push.url_token}`)).html).toContain('unseen');
  });
});

describe('what the retrieval step says is left', () => {
  it('says how many views and how much time remain before the click, and counts nothing for saying it', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'counted', expire_after_views: 3, retrieval_step: true }, h.alice);
    const visitor = webClient(h.app);
    h.clock.now += DAY / 2;
    expect((await visitor.get(`/p/${push.url_token}/r`)).html).toContain(
      '<p>This secret can be viewed 3 more times, for 7 more days.</p>',
    );
    await visitor.post(`/p/${push.url_token}`);
    await visitor.get(`/p/${push.url_token}/r`);
    await visitor.post(`/p/${push.url_token}`);
    h.clock.now += 6 * DAY + 11.5 * 3_600_000;
    const last = (await visitor.get(`/p/${push.url_token}/r`)).html;
    expect(last).toContain('<p>This secret can be viewed once more, for 30 more minutes.</p>');
    expect(await h.auditKinds(push.url_token)).toEqual(['creation', 'view', 'view']);
  });

  it('says it on the passphrase step too, before anything is counted', async () => {
    const h = await harness();
    const push = await h.create(
      { payload: 'p', passphrase: 'pw', expire_after_views: 2, retrieval_step: false },
      h.alice,
    );
    const ask = await webClient(h.app).get(`/p/${push.url_token}`);
    expect(ask.html).toContain('<p>This secret can be viewed 2 more times, for 7 more days.</p>');
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);
  });
});

describe('key material on the secret page', () => {
  const PEM = [
    '-----BEGIN OPENSSH PRIVATE KEY-----',
    'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
    '-----END OPENSSH PRIVATE KEY-----',
  ].join('\n');

  it.each([
    ['a PEM block', PEM],
    ['a long token', 'token: ghp_0123456789abcdefghijklmnopqrstuvwxyzAB'],
  ])('keeps every line of %s whole, in a box that scrolls sideways', async (_name, payload) => {
    const h = await harness();
    const push = await h.create({ payload, retrieval_step: false });
    const page = await webClient(h.app).get(`/p/${push.url_token}`);
    expect(page.html).toContain(
      `<pre class="secret keep-lines" id="secret" tabindex="0" aria-label="The secret">`,
    );
    expect(page.html).toContain(
      'pre.secret.keep-lines { white-space: pre; overflow-wrap: normal; overflow-x: auto; }',
    );
  });

  it('lets prose wrap at its spaces', async () => {
    const h = await harness();
    const push = await h.create({
      payload: 'the door code is 4711, the alarm code is 0815',
      retrieval_step: false,
    });
    const page = await webClient(h.app).get(`/p/${push.url_token}`);
    expect(page.html).toContain('<pre class="secret" id="secret" tabindex="0" aria-label="The secret">');
  });
});
