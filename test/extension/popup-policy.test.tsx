// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MENU_REFUSAL_KEY } from '../../extension/lib/menu-policy.ts';
import { EXPIRE_DURATIONS } from '../../shared/durations.ts';
import { defaultPolicy, type Policy } from '../../shared/policy.ts';
import { withRule } from '../../shared/policy-rules.ts';
import { T0 } from '../server/harness.ts';
import { instance } from './menu-fixtures.ts';
import { popup } from './popup-fixture.tsx';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const ruled = (rules: Record<string, unknown>): Policy =>
  Object.entries(rules).reduce((p, [rule, value]) => withRule(p, rule, value as never), defaultPolicy());

/** A copy of the policy the popup read just now: it shows it without asking the instance again. */
const withPolicy = (policy: Policy) =>
  ({ ...instance().features, policy, policyReadAt: T0 }) as NonNullable<
    ReturnType<typeof instance>['features']
  >;

const kindNames = (root: Element) =>
  [...root.querySelectorAll('fieldset.kinds label')].map((l) => l.textContent);
const durations = (root: Element) =>
  [...root.querySelectorAll('#duration option')].map((o) => (o as HTMLOptionElement).value);

describe('the popup under an instance policy', () => {
  beforeEach(() => fakeBrowser.reset());

  it('offers only the kinds and durations the policy allows, with its default views where the chosen ones pass its maximum', async () => {
    const policy = ruled({
      'kinds.url.allowed': false,
      'kinds.text.hours.max': 24,
      'kinds.text.views.default': 2,
      'kinds.text.views.max': 10,
    });
    const { page } = await popup('alice', withPolicy(policy), { ...instance().defaults, views: 50 });
    await page.waitForText(/New push/);
    expect(kindNames(page.root)).toEqual(['Text', 'QR code']);
    const dayIndex = EXPIRE_DURATIONS.findIndex((d) => d.label === '1 day');
    expect(durations(page.root)).toEqual(Array.from({ length: dayIndex + 1 }, (_, i) => String(i)));
    expect((page.root.querySelector('#views') as HTMLInputElement).value).toBe('2');
    page.unmount();
  });

  it('shows required options and sealing ticked and locked with the reason', async () => {
    const policy = ruled({
      'kinds.text.retrievalStep.required': true,
      'kinds.text.deletableByViewer.required': true,
      'kinds.text.sealedRequired': true,
    });
    const off = { ...instance().defaults, retrievalStep: false, deletableByViewer: false };
    const { page } = await popup('alice', withPolicy(policy), off);
    await page.waitForText(/New push/);
    for (const label of [/retrieval step/i, /delete/i, 'Sealed']) {
      const box = page.byLabel(label);
      expect([String(label), box.checked, box.disabled]).toEqual([String(label), true, true]);
    }
    expect(page.root.querySelector('[data-testid="retrieval-step-rule"]')?.textContent).toBe(
      'This instance requires this option.',
    );
    expect(page.root.querySelector('[data-testid="sealed-rule"]')?.textContent).toBe(
      'This instance takes only sealed (end-to-end encrypted) pushes of this kind.',
    );
    page.unmount();
  });

  it('stops a push without the passphrase the policy requires before anything is sent', async () => {
    const policy = ruled({ 'kinds.text.passphrase.required': true, 'kinds.text.passphrase.minLength': 12 });
    const { page, h } = await popup('alice', withPolicy(policy));
    await page.waitForText(/New push/);
    const spy = vi.spyOn(h.app, 'fetch');
    expect(page.root.querySelector('details')?.open).toBe(true);
    // Not called optional where the instance requires it.
    expect(page.root.querySelector('label[for="passphrase"]')?.textContent).toBe('Passphrase');
    expect(page.root.querySelector('[data-testid="passphrase-rule"]')?.textContent).toBe(
      'This instance requires a passphrase: at least 12 characters.',
    );
    // A screen reader hears the field is required, and why, on the field itself.
    const field = page.root.querySelector('#passphrase');
    expect([field?.getAttribute('aria-required'), field?.getAttribute('aria-describedby')]).toEqual([
      'true',
      'passphrase-rule',
    ]);
    expect(page.root.querySelector('#passphrase-rule')?.textContent).toBe(
      'This instance requires a passphrase: at least 12 characters.',
    );
    await page.type('Secret', 'the secret');
    page.button('Push').click();
    await page.waitForText(/This instance requires a passphrase: at least 12 characters\./);
    expect(spy).not.toHaveBeenCalled();
    await page.type(/Passphrase/, 'twelve chars!');
    page.button('Push').click();
    await tick();
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    page.unmount();
  });

  it('says once why a right-click push was not sent when it opened the popup', async () => {
    await fakeBrowser.storage.local.set({
      [MENU_REFUSAL_KEY]: 'This instance requires a passphrase: at least 8 characters.',
    });
    const first = await popup('alice', withPolicy(defaultPolicy()));
    await first.page.waitForText(/New push/);
    await vi.waitFor(() =>
      expect(first.page.root.querySelector('[data-testid="menu-refusal"]')?.textContent).toBe(
        'This instance requires a passphrase: at least 8 characters.',
      ),
    );
    first.page.unmount();
    const again = await popup('alice', withPolicy(defaultPolicy()));
    await again.page.waitForText(/New push/);
    await tick();
    expect(again.page.root.querySelector('[data-testid="menu-refusal"]')).toBeNull();
    again.page.unmount();
  });

  it('offers everything as before on an instance that publishes no policy', async () => {
    const { page } = await popup('alice');
    await page.waitForText(/New push/);
    expect(kindNames(page.root)).toEqual(['Text', 'URL', 'QR code']);
    expect(durations(page.root)).toHaveLength(EXPIRE_DURATIONS.length);
    expect(page.byLabel('Sealed').disabled).toBe(false);
    page.unmount();
  });
});
