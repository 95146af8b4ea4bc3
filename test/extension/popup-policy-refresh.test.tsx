// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupApp } from '../../extension/components/PopupApp.tsx';
import { POLICY_STALE_MS } from '../../extension/lib/policy-refresh.ts';
import type { PopupEnv } from '../../extension/lib/popup-env.ts';
import { type InstanceFeatures, loadSettings } from '../../extension/lib/settings-store.ts';
import { defaultPolicy, type Policy } from '../../shared/policy.ts';
import { type Harness, harness, T0 } from '../server/harness.ts';
import { setPolicyRules } from '../server/harness-policy.ts';
import { mount } from './dom-helpers.ts';
import { configure, instance } from './menu-fixtures.ts';

const opened: Harness[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

const kindNames = (root: Element) =>
  [...root.querySelectorAll('fieldset.kinds label')].map((l) => l.textContent);

/** Features as the popup holds them for one of ours: a copy of the policy read at `readAt`. */
const ours = (policy: Policy | undefined, readAt: number | undefined): InstanceFeatures => ({
  ...(instance().features as InstanceFeatures),
  secretPushVersion: '1.0.0',
  ...(policy === undefined ? {} : { policy }),
  ...(readAt === undefined ? {} : { policyReadAt: readAt }),
});

/**
 * The popup over a real app whose policy the test sets first, holding `features`; its fetch can be
 * held back, to see what shows before an answer comes.
 */
async function popupOver(rules: Record<string, unknown>, features: InstanceFeatures, pwpush = false) {
  const h = await harness();
  opened.push(h);
  await setPolicyRules(h, rules);
  await configure(instance({ baseUrl: 'http://push.test', token: h.alice, features }));
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = false;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (holding) await held;
    const res = await h.app.fetch(new Request(url, init));
    return pwpush ? new Response('{}', { status: 500 }) : res;
  });
  const env: PopupEnv = {
    storage: fakeBrowser.storage.local,
    fetch,
    copy: async () => true,
    openOptions: vi.fn(),
    randomBytes: (into) => into.map((_, i) => (i * 37) % 256),
    now: () => h.clock.now,
    upload: () => {
      throw new Error('no uploads here');
    },
  };
  const hold = () => {
    holding = true;
  };
  return { h, env, fetch, hold, release, mount: () => mount(<PopupApp env={env} />) };
}

const stored = async () => (await loadSettings(fakeBrowser.storage.local)).instances[0]?.features;

describe("the popup's copy of the instance's policy", () => {
  beforeEach(() => fakeBrowser.reset());

  it('shows the held copy at once, then reads the policy again when the copy is older than the limit', async () => {
    const p = await popupOver({ 'kinds.url.allowed': false }, ours(defaultPolicy(), 0));
    p.h.clock.now = POLICY_STALE_MS;
    p.hold();
    const page = p.mount();
    await page.waitForText(/New push/);
    // The first paint does not wait for the instance: the held copy still offers URLs.
    expect(kindNames(page.root)).toEqual(['Text', 'URL', 'QR code']);
    await vi.waitFor(() => expect(p.fetch).toHaveBeenCalledTimes(1));
    expect(kindNames(page.root)).toEqual(['Text', 'URL', 'QR code']);
    p.release();
    await vi.waitFor(() => expect(kindNames(page.root)).toEqual(['Text', 'QR code']));
    expect((await stored())?.policy?.kinds.url.allowed).toBe(false);
    expect((await stored())?.policyReadAt).toBe(POLICY_STALE_MS);
    page.unmount();
  });

  it('asks nothing when the copy is younger than the limit, nor of Password Pusher', async () => {
    const fresh = await popupOver({ 'kinds.url.allowed': false }, ours(defaultPolicy(), 0));
    fresh.h.clock.now = POLICY_STALE_MS - 1;
    const page = fresh.mount();
    await page.waitForText(/New push/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fresh.fetch).not.toHaveBeenCalled();
    expect(kindNames(page.root)).toEqual(['Text', 'URL', 'QR code']);
    page.unmount();
    const pwpush = await popupOver({}, instance().features as InstanceFeatures);
    const other = pwpush.mount();
    await other.waitForText(/New push/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pwpush.fetch).not.toHaveBeenCalled();
    other.unmount();
  });

  it('reads the policy of an instance of ours whose copy the popup never read, and keeps the copy when the instance cannot answer', async () => {
    const p = await popupOver({ 'kinds.qr.allowed': false }, ours(undefined, undefined));
    const page = p.mount();
    await vi.waitFor(() => expect(kindNames(page.root)).toEqual(['Text', 'URL']));
    page.unmount();
    await fakeBrowser.reset();
    const down = await popupOver({}, ours(defaultPolicy(), undefined), true);
    const again = down.mount();
    await again.waitForText(/New push/);
    await vi.waitFor(() => expect(down.fetch).toHaveBeenCalled());
    expect((await stored())?.policyReadAt).toBeUndefined();
    expect(kindNames(again.root)).toEqual(['Text', 'URL', 'QR code']);
    again.unmount();
  });

  it('reads the policy again when a push is refused by a rule changed since, shows it, and says the rules changed', async () => {
    const p = await popupOver({}, ours(defaultPolicy(), T0));
    const page = p.mount();
    await page.waitForText(/New push/);
    await setPolicyRules(p.h, {
      'kinds.text.passphrase.required': true,
      'kinds.text.passphrase.minLength': 8,
    });
    await page.type('Secret', 'the secret');
    page.button('Push').click();
    await page.waitForText(/rules have changed since they were last read/);
    expect(page.root.querySelector('[data-testid="rules-changed"]')?.textContent).toBe(
      "This instance's rules have changed since they were last read: the form now follows the new ones.",
    );
    expect(page.root.querySelector('[data-testid="passphrase-rule"]')?.textContent).toBe(
      'This instance requires a passphrase: at least 8 characters.',
    );
    expect((await stored())?.policy?.kinds.text.passphrase).toEqual({ required: true, minLength: 8 });
    // What was typed stays, for the push to be sent again under the new rule.
    expect(page.byLabel('Secret').value).toBe('the secret');
    page.unmount();
  });
});
