import { describe, expect, it } from 'vitest';
import type { PushJson } from '../../shared/wire.ts';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

const linkIn = (html: string) => /<pre class="secret" id="link">([^<]+)<\/pre>/.exec(html)?.[1] ?? '';

describe('creating a secret from the home page', () => {
  it('offers the form with the instance defaults and creates a text push with the chosen limits', async () => {
    const h = await harness();
    const visitor = webClient(h.app);
    const form = await visitor.get('/');
    expect(form.html).toContain('<textarea id="payload" name="payload" required>');
    expect(form.html).toMatch(/name="expire_after_days"[^>]*value="7"/);
    expect(form.html).toMatch(/name="retrieval_step" value="on" checked/);
    const created = await visitor.post('/', {
      payload: 'from the web\n  indented',
      expire_after_days: '2',
      expire_after_views: '3',
      passphrase: 'pp',
      deletable_by_viewer: 'on',
    });
    expect(created.status).toBe(200);
    const link = linkIn(created.html);
    expect(link).toMatch(/^http:\/\/push\.test\/p\/tok0001x+$/);
    const token = link.split('/').at(-1) ?? '';
    const read = (await h.call('GET', `/api/v2/pushes/${token}?passphrase=pp`)).body as PushJson;
    expect(read).toMatchObject({
      payload: 'from the web\n  indented',
      expire_after_days: 2,
      expire_after_views: 3,
      retrieval_step: false,
      deletable_by_viewer: true,
      kind: 'text',
    });
  });

  it('gives the link with /r when the retrieval step is ticked', async () => {
    const h = await harness();
    const visitor = webClient(h.app);
    await visitor.get('/');
    const created = await visitor.post('/', {
      payload: 's',
      expire_after_days: '1',
      expire_after_views: '1',
      retrieval_step: 'on',
    });
    expect(linkIn(created.html)).toMatch(/\/p\/tok0001x+\/r$/);
  });

  it('shows field errors and keeps what was typed when a limit is out of range', async () => {
    const h = await harness();
    const visitor = webClient(h.app);
    await visitor.get('/');
    const res = await visitor.post('/', {
      payload: 'kept <text>',
      expire_after_days: '500',
      expire_after_views: '1',
    });
    expect(res.status).toBe(422);
    expect(res.html).toContain('<p class="error" id="days-error">must be between 1 and 90</p>');
    expect(res.html).toContain('kept &lt;text&gt;</textarea>');
    expect(await h.store.findPush('tok0001xxxxxxxxxxxxxxxxxxxx')).toBeUndefined();
  });

  it('refuses a post without the CSRF token', async () => {
    const h = await harness();
    const res = await webClient(h.app).postRaw('/', { payload: 'x' });
    expect(res.status).toBe(403);
  });

  it('asks anonymous visitors to sign in when anonymous pushes are off, and refuses their posts', async () => {
    const h = await harness((s) => {
      s.allowAnonymous = false;
    });
    const visitor = webClient(h.app);
    const home = await visitor.get('/');
    expect(home.html).toContain('<a href="/users/sign_in">Sign in</a> to create one.');
    expect(home.html).not.toContain('<textarea');
    expect(
      (await visitor.post('/', { payload: 'x', expire_after_days: '1', expire_after_views: '1' })).status,
    ).toBe(403);
  });

  it('lets recipients open links when anonymous pushes are off', async () => {
    const h = await harness((s) => {
      s.allowAnonymous = false;
    });
    const push = await h.create({ payload: 'for-a-recipient', retrieval_step: false }, h.alice);
    expect((await webClient(h.app).get(`/p/${push.url_token}`)).html).toContain('for-a-recipient');
  });
});
