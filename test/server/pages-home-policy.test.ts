import { describe, expect, it } from 'vitest';
import { EXPIRE_DURATIONS } from '../../shared/durations.ts';
import type { PushJson } from '../../shared/wire.ts';
import { setPolicyRules } from './harness-policy.ts';
import { adapterHarnesses } from './web-adapters.ts';
import { webClient } from './web-client.ts';
import { signedInClient, tokenOf } from './web-push-client.ts';

const adapters = adapterHarnesses('pages_home_policy');
const index = (label: string) => String(EXPIRE_DURATIONS.findIndex((d) => d.label === label));
const options = (html: string) => [...html.matchAll(/<option value="([^"]+)"( selected)?>([^<]+)</g)];
const durationLabels = (html: string) =>
  options(html.slice(html.indexOf('id="duration"'), html.indexOf('id="views"'))).map((m) => m[3]);

describe.each(adapters)('the push form under the policy, on the %s store', (_name, open) => {
  it('offers no tab of a kind the policy forbids, and shows the text form for it', async () => {
    const h = await open();
    await setPolicyRules(h, { 'kinds.url.allowed': false });
    const page = await webClient(h.app).get('/?kind=url');
    expect(page.html).not.toContain('href="/?kind=url"');
    expect(page.html).toContain('<input type="hidden" name="kind" value="text">');
  });

  it('offers only the durations within the hours allowed, with the default life in hours chosen', async () => {
    const h = await open();
    await setPolicyRules(h, {
      'kinds.text.hours.min': 1,
      'kinds.text.hours.max': 24,
      'kinds.text.hours.default': 6,
    });
    const page = await webClient(h.app).get('/');
    expect(durationLabels(page.html)).toEqual(['1 hour', '6 hours', '12 hours', '1 day']);
    expect(page.html).toContain(`<option value="${index('6 hours')}" selected>6 hours</option>`);
  });

  it('chooses the allowed duration nearest a default life in hours that is none of them', async () => {
    const h = await open();
    await setPolicyRules(h, { 'kinds.text.hours.max': 48, 'kinds.text.hours.default': 30 });
    const page = await webClient(h.app).get('/');
    expect(durationLabels(page.html)).not.toContain('30 hours');
    expect(page.html).toContain(`<option value="${index('1 day')}" selected>1 day</option>`);
  });

  it('refuses a time past the maximum (a form loaded before it was lowered), naming the longest allowed, with the default chosen again', async () => {
    const h = await open();
    await setPolicyRules(h, { 'kinds.text.days.max': 3, 'kinds.text.days.default': 2 });
    const browser = webClient(h.app);
    await browser.get('/');
    const refused = await browser.post('/', {
      kind: 'text',
      payload: 's',
      expire_after_duration: index('1 week'),
      expire_after_views: '5',
    });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(
      '<p class="error" id="duration-error">Choose one of the times offered: at most 3 days.</p>',
    );
    expect(durationLabels(refused.html).at(-1)).toBe('3 days');
    expect(refused.html).toContain(`<option value="${index('2 days')}" selected>2 days</option>`);
  });

  it('shows a required retrieval step and deletable-by-viewer ticked and locked with the reason, and posts them without script', async () => {
    const h = await open();
    await setPolicyRules(h, {
      'kinds.text.retrievalStep.required': true,
      'kinds.text.deletableByViewer.required': true,
    });
    const browser = webClient(h.app);
    const page = await browser.get('/');
    for (const field of ['retrieval_step', 'deletable_by_viewer']) {
      expect(page.html).toContain(
        `<input type="checkbox" checked disabled aria-describedby="${field}-rule">`,
      );
      expect(page.html).toContain(`<input type="hidden" name="${field}" value="on">`);
      expect(page.html).toContain(
        `<p class="muted" id="${field}-rule">This server requires this option.</p>`,
      );
    }
    const made = await browser.post('/', {
      kind: 'text',
      payload: 's',
      expire_after_views: '5',
      retrieval_step: 'on',
      deletable_by_viewer: 'on',
    });
    expect(made.status).toBe(303);
    const token = tokenOf(made.headers.get('location'));
    expect(await h.store.findPush(token)).toMatchObject({ retrievalStep: true, deletableByViewer: true });
  });

  it('marks a required passphrase required with its minimum length and the reason', async () => {
    const h = await open();
    await setPolicyRules(h, { 'kinds.text.passphrase.required': true, 'kinds.text.passphrase.minLength': 8 });
    const page = await webClient(h.app, 'http://push.test', 'de').get('/');
    expect(page.html).toMatch(
      /<input id="passphrase" name="passphrase" type="password"[^>]* required minlength="8" aria-describedby="passphrase-hint passphrase-rule">/,
    );
    expect(page.html).toContain(
      '<p class="muted" id="passphrase-rule">Dieser Server verlangt hier eine Passphrase. Mindestlänge: 8.</p>',
    );
    // A required field is not called optional: the label is the plain word, as on the recipient's page.
    expect(page.html).toContain('<label for="passphrase">Passphrase</label>');
    const url = await webClient(h.app).get('/?kind=url');
    expect(url.html).not.toContain('minlength');
    expect(url.html).toContain('<label for="passphrase">Passphrase (optional)</label>');
  });

  it('says the passphrase rule once on a refused form: as the error, no longer as the hint above it', async () => {
    const h = await open();
    await setPolicyRules(h, { 'kinds.text.passphrase.required': true, 'kinds.text.passphrase.minLength': 8 });
    const browser = webClient(h.app);
    await browser.get('/');
    const refused = await browser.post('/', {
      kind: 'text',
      payload: 's',
      passphrase: 'short',
      expire_after_duration: index('1 day'),
      expire_after_views: '5',
    });
    expect(refused.status).toBe(422);
    const words = 'This server requires a passphrase here. Minimum length: 8.';
    expect(refused.html.split(words)).toHaveLength(2);
    expect(refused.html).toContain(`<p class="error" id="passphrase-error">${words}</p>`);
    expect(refused.html).not.toContain('id="passphrase-rule"');
    expect(refused.html).not.toContain('passphrase-rule"');
  });

  it('shows the sealed switch on and locked where sealing is required, and says a URL cannot be sealed', async () => {
    const h = await open();
    await setPolicyRules(h, { 'kinds.text.sealedRequired': true, 'kinds.url.sealedRequired': true });
    const browser = webClient(h.app);
    const page = await browser.get('/');
    expect(page.html).toContain(
      '<input type="checkbox" id="sealed" checked disabled aria-describedby="sealed-hint sealed-rule">',
    );
    expect(page.html).toContain('<input type="hidden" name="sealed" value="on">');
    expect(page.html).toContain(
      '<p class="muted" id="sealed-rule">This server takes only sealed (end-to-end encrypted) pushes of this kind.</p>',
    );
    // Without script nothing is sealed, so nothing is pushed: the page says why.
    const unsealed = await browser.post('/', {
      kind: 'text',
      payload: 's',
      expire_after_views: '5',
      sealed: 'on',
    });
    expect(unsealed.status).toBe(422);
    expect(await h.store.countPushes(h.clock.now)).toEqual({ active: 0, expired: 0 });
    const url = await browser.get('/?kind=url');
    expect(url.html).toContain('<p class="muted">URL pushes cannot be sealed');
  });

  it('hides the link mail field when link mails are off, and names the domains beside it when limited', async () => {
    const h = await open(undefined, { mail: true });
    const browser = await signedInClient(h, 'alice@example.com');
    await setPolicyRules(h, { mailDomains: ['example.com', 'team.example.org'] });
    const limited = await browser.get('/');
    expect(limited.html).toContain('id="link-mail"');
    expect(limited.html).toContain(
      '<p class="muted" id="link-mail-domains">Links can only be mailed to addresses at: example.com, team.example.org.</p>',
    );
    await setPolicyRules(h, { linkMails: 'nobody' });
    const off = await browser.get('/');
    expect(off.html).not.toContain('id="link-mail"');
  });

  it('offers on the edit page no life past the hours allowed', async () => {
    const h = await open();
    const made = (
      await h.call('POST', '/api/v2/pushes', { body: { push: { payload: 's' } }, token: h.alice })
    ).body as PushJson;
    await setPolicyRules(h, { 'kinds.text.hours.max': 24 });
    const browser = await signedInClient(h, 'alice@example.com');
    const page = await browser.get(`/p/${made.url_token}/edit`);
    const labels = durationLabels(page.html);
    expect(labels).toContain('1 day');
    expect(labels).not.toContain('2 days');
  });

  it('shows on the edit page the options the policy requires locked, and its passphrase rule without a way to remove it', async () => {
    const h = await open();
    const body = { push: { payload: 's', passphrase: 'long enough' } };
    const made = (await h.call('POST', '/api/v2/pushes', { body, token: h.alice })).body as PushJson;
    await setPolicyRules(h, {
      'kinds.text.retrievalStep.required': true,
      'kinds.text.passphrase.required': true,
      'kinds.text.passphrase.minLength': 8,
    });
    const browser = await signedInClient(h, 'alice@example.com');
    const page = await browser.get(`/p/${made.url_token}/edit`);
    expect(page.html).toContain('<input type="hidden" name="retrieval_step" value="on">');
    expect(page.html).toContain(
      '<p class="muted" id="retrieval_step-rule">This server requires this option.</p>',
    );
    expect(page.html).toContain(' minlength="8"');
    expect(page.html).toContain(
      '<p class="muted" id="passphrase-rule">This server requires a passphrase here. Minimum length: 8.</p>',
    );
    expect(page.html).not.toContain('name="remove_passphrase"');
  });
});
