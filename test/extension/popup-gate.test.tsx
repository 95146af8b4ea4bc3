// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emptyGateForm } from '../../extension/lib/gate-form.ts';
import { instance } from './menu-fixtures.ts';
import { popup } from './popup-fixture.tsx';

const base = instance();
const withGates = (gates: boolean) => (base.features === null ? null : { ...base.features, gates });
const tokenOf = (root: Element) =>
  (root.querySelector('[data-testid="secret-link"]')?.textContent ?? '')
    .split('/p/')[1]
    ?.replace(/\/r$/, '') ?? '';

describe('the popup’s Recipient section', () => {
  beforeEach(() => fakeBrowser.reset());

  it('refuses a wrong address beside its field, then pushes with the gate the server stores and says for whom', async () => {
    const { page, h } = await popup('alice', withGates(true), instance().defaults, { mail: true });
    await page.waitForText(/New push/);
    const spy = vi.spyOn(h.app, 'fetch');
    await page.type('Secret', 'hunter2');
    await page.type("Recipient's address or @domain", 'bob at client');
    page.button('Push').click();
    await page.waitForText(/Enter addresses \(name@example\.com\) or domains/);
    const field = page.byLabel("Recipient's address or @domain");
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('gate-recipient-error');
    expect(spy).not.toHaveBeenCalled();
    await page.type("Recipient's address or @domain", 'Bob@Client.example');
    page.byLabel(/Members of this instance only/).click();
    await page.type(/failed attempts/, '3');
    page.button('Push').click();
    await page.waitForText(/Pushed\./);
    expect(page.root.querySelector('[data-testid="result-gated"]')?.textContent).toBe(
      'For its recipient only: bob@client.example and members of this instance; failed attempts allowed: 3.',
    );
    // The gate stands at the server: a reader it does not admit is sent to a browser, no view used.
    const read = await h.call('GET', `/api/v2/pushes/${tokenOf(page.root)}`, { token: h.bob });
    expect([read.status, typeof (read.body as { gate?: unknown }).gate]).toEqual([403, 'string']);
    expect((await h.store.findPush(tokenOf(page.root)))?.countedViews).toBe(0);
    page.unmount();
  });

  it('starts from the default gate, and keeps address ranges folded until used', async () => {
    const defaults = { ...base.defaults, gate: { ...emptyGateForm(), members: true } };
    const { page } = await popup('alice', withGates(true), defaults);
    await page.waitForText(/New push/);
    const section = page.root.querySelector('[data-testid="gate-section"]') as HTMLDetailsElement;
    expect(section.open).toBe(true);
    expect(page.byLabel(/Members of this instance only/).checked).toBe(true);
    expect(
      (page.byLabel('Only from these IP ranges (CIDR)').closest('details') as HTMLDetailsElement).open,
    ).toBe(false);
    page.unmount();
  });

  it('appears once the popup reads the version again and finds gates, as after the instance’s upgrade', async () => {
    const before = base.features === null ? null : { ...base.features, secretPushVersion: '0.9.0' };
    const { page } = await popup('alice', before);
    await page.waitForText(/New push/);
    await vi.waitFor(() => expect(page.root.querySelector('[data-testid="gate-section"]')).not.toBeNull());
    page.unmount();
  });

  it('is not offered where the instance has no gates, and a default gate is not sent there', async () => {
    const defaults = { ...base.defaults, gate: { ...emptyGateForm(), members: true } };
    const { page, h } = await popup('alice', withGates(false), defaults);
    await page.waitForText(/New push/);
    expect(page.root.querySelector('[data-testid="gate-section"]')).toBeNull();
    await page.type('Secret', 'hunter2');
    page.button('Push').click();
    await page.waitForText(/Pushed\./);
    expect(page.root.querySelector('[data-testid="result-gated"]')).toBeNull();
    const read = await h.call('GET', `/api/v2/pushes/${tokenOf(page.root)}`);
    expect([read.status, (read.body as { payload?: string }).payload]).toEqual([200, 'hunter2']);
    page.unmount();
  });
});
