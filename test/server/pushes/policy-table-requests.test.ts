import { describe, expect, it } from 'vitest';
import { EXPIRE_DURATIONS } from '../../../shared/durations.ts';
import type { RequestJson } from '../../../shared/wire.ts';
import { type Harness, T0 } from '../harness.ts';
import { setPolicyRules } from '../harness-policy.ts';
import { answerWithFiles } from '../requests/answer-at-link.ts';
import { adapterHarnesses } from '../web-adapters.ts';

/**
 * Requests under the policy, on each store: a request is checked when it is asked, and its answer
 * (a push of the requester's) by the kinds and file limits in force when it comes.
 */
const adapters = adapterHarnesses('policy_table_requests');
const index = (label: string) => String(EXPIRE_DURATIONS.findIndex((d) => d.label === label));

describe.each(adapters)("a request's answer under the policy, on the %s store", (_name, open) => {
  const start = () => open(undefined, { notify: { requests: true }, files: true });
  const ask = async (h: Harness, request: Record<string, unknown>) =>
    h.call('POST', '/api/v2/requests', { token: h.alice, body: { request } });

  /** The answer page's form, sent as a browser without script sends it. */
  const answer = (h: Harness, token: string, text: string, files: File[] = []) =>
    answerWithFiles(h.app, token, text, files);

  it("refuses a request's attachments past the count or size the policy allows now, and keeps none", async () => {
    const h = await start();
    await setPolicyRules(h, { 'files.maxCount': 1, 'files.maxSizeMb': 1 });
    const attach = async (files: File[]) => {
      const form = new FormData();
      form.append('request[request]', 'Fill these in');
      for (const f of files) form.append('request[files][]', f);
      const res = await h.app.request('http://push.test/api/v2/requests', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${h.alice}` },
      });
      return [res.status, await res.json()];
    };
    expect(await attach([new File(['a'], 'a.txt'), new File(['b'], 'b.txt')])).toEqual([
      422,
      { files: ['You can only attach up to 1 files per push (policy rule files.maxCount).'] },
    ]);
    expect(await attach([new File([new Uint8Array(1024 * 1024 + 1)], 'big.bin')])).toEqual([
      422,
      { files: ['big.bin is too large: each file may be at most 1 MB (policy rule files.maxSizeMb).'] },
    ]);
    expect(await h.store.countPushes(h.clock.now)).toEqual({ active: 0, expired: 0 });
    expect((await attach([new File(['a'], 'a.txt')]))[0]).toBe(201);
  });

  it("refuses an answer's files past the count or size the policy allows now, beside the field", async () => {
    const h = await start();
    const made = (await ask(h, { request: 'Files, please', response_file_attachments: true }))
      .body as RequestJson;
    await setPolicyRules(h, { 'files.maxCount': 1, 'files.maxSizeMb': 1 });
    const two = await answer(h, made.url_token, '', [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')]);
    expect([two.status, two.html]).toEqual([
      422,
      expect.stringContaining('You can only attach up to 1 file per push.'),
    ]);
    const big = await answer(h, made.url_token, '', [new File([new Uint8Array(1024 * 1024 + 1)], 'big.bin')]);
    expect([big.status, big.html]).toEqual([
      422,
      expect.stringContaining('big.bin is too large: each file may be at most 1 MB.'),
    ]);
    expect(await h.store.countPushes(h.clock.now)).toEqual({ active: 0, expired: 0 });
    expect((await answer(h, made.url_token, '', [new File(['a'], 'a.txt')])).status).toBe(303);
  });

  it("refuses a written answer once text pushes are off, in the page's words, and takes files", async () => {
    const h = await start();
    const made = (await ask(h, { request: 'The key', response_file_attachments: true })).body as RequestJson;
    await setPolicyRules(h, { 'kinds.text.allowed': false });
    const written = await answer(h, made.url_token, 'the key');
    expect(written.status).toBe(422);
    expect(written.html).toContain('Text pushes are turned off on this server, so only files can answer.');
    expect(written.html).toContain('the key</textarea>');
    expect(await h.store.countPushes(h.clock.now)).toEqual({ active: 0, expired: 0 });
    expect((await answer(h, made.url_token, 'a note', [new File(['k'], 'key.txt')])).status).toBe(303);
  });

  it("holds a request's answer terms to the hours and the options the policy requires when it is asked", async () => {
    const h = await start();
    await setPolicyRules(h, {
      'kinds.text.hours.max': 24,
      'kinds.text.hours.default': 6,
      'kinds.text.retrievalStep.required': true,
    });
    expect(
      await ask(h, { request: 'The key', expire_after_duration: Number(index('2 days')) }),
    ).toMatchObject({
      status: 422,
      body: { expire_after_duration: ['must be between 0 and 24 hours (policy rule kinds.text.hours)'] },
    });
    expect(await ask(h, { request: 'The key', retrieval_step: false })).toMatchObject({
      status: 422,
      body: { retrieval_step: ['must be true (policy rule kinds.text.retrievalStep.required)'] },
    });
    const made = (await ask(h, { request: 'The key' })).body as RequestJson;
    expect((await answer(h, made.url_token, 'the key')).status).toBe(303);
    const answers = await h.call('GET', '/api/v2/pushes/active', { token: h.alice });
    expect(answers.body).toEqual([
      expect.objectContaining({
        retrieval_step: true,
        expires_at: new Date(T0 + 6 * 3_600_000).toISOString(),
      }),
    ]);
  });

  it('answers a request asked before a rule changed on the terms it was asked with, from anyone holding its link', async () => {
    const h = await start();
    const made = (await ask(h, { request: 'The key', expire_after_views: 5 })).body as RequestJson;
    await setPolicyRules(h, {
      requests: 'nobody',
      pushers: 'signed_in',
      'kinds.text.views.max': 3,
      'kinds.text.views.default': 3,
    });
    expect((await ask(h, { request: 'Another' })).status).toBe(403);
    const sent = await answer(h, made.url_token, 'the key');
    expect(sent.status).toBe(303);
    const answers = await h.call('GET', '/api/v2/pushes/active', { token: h.alice });
    expect(answers.body).toEqual([expect.objectContaining({ expire_after_views: 5 })]);
    const shown = await h.call('GET', `/api/v2/requests/${made.url_token}`, { token: h.alice });
    expect(shown.body).toMatchObject({ state: 'answered', response: 'the key' });
  });
});
