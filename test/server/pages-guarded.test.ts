import { describe, expect, it } from 'vitest';
import { harness } from './harness.ts';
import { webClient } from './web-client.ts';

describe('passphrase-protected links', () => {
  it('asks for the passphrase without counting, says so when it is wrong, and shows the secret when right', async () => {
    const h = await harness();
    const push = await h.create(
      { payload: 'vault-code', passphrase: 'open sesame', retrieval_step: false },
      h.alice,
    );
    const visitor = webClient(h.app);
    const ask = await visitor.get(`/p/${push.url_token}`);
    expect(ask.status).toBe(200);
    expect(ask.html).toContain('<input id="passphrase" name="passphrase" type="password"');
    expect(ask.html).toContain(`<form method="post" action="/p/${push.url_token}">`);
    expect(await h.auditKinds(push.url_token)).toEqual(['creation']);

    const wrong = await visitor.post(`/p/${push.url_token}`, { passphrase: 'guess' });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('That passphrase is incorrect.');
    expect(wrong.html).not.toContain('vault-code');

    const right = await visitor.post(`/p/${push.url_token}`, { passphrase: 'open sesame' });
    expect(right.status).toBe(200);
    expect(right.html).toContain('vault-code');
    expect(await h.auditKinds(push.url_token)).toEqual(['creation', 'failed_passphrase', 'view']);
  });

  it('asks for the passphrase on the retrieval step too, in the same form', async () => {
    const h = await harness();
    const push = await h.create({ payload: 'two-step', passphrase: 'pw', retrieval_step: true });
    const visitor = webClient(h.app);
    const step = await visitor.get(`/p/${push.url_token}/r`);
    expect(step.html).toContain('name="passphrase"');
    expect((await visitor.post(`/p/${push.url_token}`, { passphrase: 'pw' })).html).toContain('two-step');
  });

  it("shares the API's attempt limit: the sixth attempt in a minute is refused, even a right one", async () => {
    const h = await harness();
    const push = await h.create({ payload: 'limited', passphrase: 'right', retrieval_step: false });
    const visitor = webClient(h.app);
    await visitor.get(`/p/${push.url_token}`);
    for (let i = 0; i < 4; i++) await visitor.post(`/p/${push.url_token}`, { passphrase: `wrong${i}` });
    await h.call('GET', `/api/v2/pushes/${push.url_token}?passphrase=nope`);
    const limited = await visitor.post(`/p/${push.url_token}`, { passphrase: 'right' });
    expect(limited.status).toBe(429);
    expect(limited.html).toContain('Too many passphrase attempts. Please try again in a minute.');
    expect(limited.html).not.toContain('limited</pre>');
    h.clock.now += 60_000;
    await visitor.get(`/p/${push.url_token}`);
    expect((await visitor.post(`/p/${push.url_token}`, { passphrase: 'right' })).html).toContain(
      'limited</pre>',
    );
  });
});
