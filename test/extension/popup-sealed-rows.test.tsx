// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { dropKey, keptKey } from '../../extension/lib/kept-keys.ts';
import { clientFor } from '../../extension/lib/push-actions.ts';
import { rowActions } from '../../extension/lib/row-actions.ts';
import { newPushKey } from '../../shared/sealed/push-key.ts';
import { sealText } from '../../shared/sealed/sealed-text.ts';
import { sealedPopup, tokenOf } from './sealed-fixture.tsx';

/** Pushes a sealed text from the popup's form and comes back to the form; the shown link. */
async function pushSealed(p: Awaited<ReturnType<typeof sealedPopup>>, secret: string) {
  await p.seal();
  await p.page.type('Secret', secret);
  p.page.button('Push').click();
  await p.page.waitForText(/Pushed\./);
  const link = p.link();
  p.page.button('Push another').click();
  await p.page.waitForText(/New push/);
  return link;
}

/** The first row, once the list shows it with its Sealed mark. */
const sealedRow = (root: Element) =>
  vi.waitFor(() => {
    const row = root.querySelector('[data-testid="push-row"]');
    expect(row?.querySelector('[data-testid="row-sealed"]')?.textContent).toBe('Sealed');
    return row as Element;
  });

describe('the rows of sealed pushes', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each([
    ['with a token, in the instance’s list', true, 'Active'],
    ['without one, in this browser’s list', false, 'This browser'],
  ])('copy the whole link with the kept key, %s, and show the Sealed mark', async (_, token, tab) => {
    const p = await sealedPopup({ token });
    const link = await pushSealed(p, 'kept-key row secret');
    p.copied.length = 0;
    p.page.button(tab).click();
    const row = await sealedRow(p.page.root);
    (row.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(p.copied).toHaveLength(1));
    expect(p.copied[0]?.split('#')).toEqual([expect.stringContaining(tokenOf(link)), link.split('#')[1]]);
    p.page.unmount();
  });

  it('forgets the key when the push is expired from its row', async () => {
    const p = await sealedPopup();
    const link = await pushSealed(p, 'expired soon');
    p.page.button('Active').click();
    await sealedRow(p.page.root);
    p.page.button('Expire').click();
    await p.page.waitForText(/Expire it now\?/);
    p.page.button(/^Yes/).click();
    await vi.waitFor(async () =>
      expect(await keptKey(p.env.storage, 'i1', tokenOf(link), p.h.clock.now)).toBeNull(),
    );
    p.page.unmount();
  });

  it('mark a sealed push made elsewhere as sealed from the instance’s list, and offer no keyless link to copy', async () => {
    const p = await sealedPopup();
    // Sealed in another browser (or on the web form): this browser never saw its key.
    const key = newPushKey((n) => crypto.getRandomValues(new Uint8Array(n)));
    const crypt = {
      subtle: crypto.subtle,
      randomBytes: (n: number) => crypto.getRandomValues(new Uint8Array(n)),
    };
    const plain = await p.h.create({ payload: 'plain elsewhere', name: 'Plain one' }, p.h.alice);
    const elsewhere = await p.h.create({ payload: await sealText(crypt, key, 'made elsewhere') }, p.h.alice);
    p.page.button('Active').click();
    const row = await sealedRow(p.page.root);
    expect(row.getAttribute('data-url-token')).toBe(elsewhere.url_token);
    expect(row.querySelector('[data-testid="row-key-missing"]')?.textContent).toBe(
      'Its key is not in this browser: only the link copied where it was pushed opens it.',
    );
    expect([...row.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Copy link');
    const plainRow = p.page.root.querySelector(`[data-url-token="${plain.url_token}"]`);
    expect(plainRow?.querySelector('[data-testid="row-sealed"]')).toBeNull();
    expect([...(plainRow?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toContain(
      'Copy link',
    );
    p.page.unmount();
  });

  it('never hand out a sealed push’s link once its key is gone from this browser', async () => {
    const p = await sealedPopup();
    const link = await pushSealed(p, 'key dropped later');
    const actions = rowActions(
      clientFor({ baseUrl: 'http://push.test', token: p.h.alice }, p.env.fetch),
      { instance: 'push.test', instanceId: 'i1', hasToken: true },
      p.env.storage,
      p.env.copy,
      () => p.h.clock.now,
    );
    expect(await actions.link(tokenOf(link), true)).toBe(link);
    await dropKey(p.env.storage, 'i1', tokenOf(link));
    expect(await actions.link(tokenOf(link), true)).toBeNull();
    expect(await actions.link(tokenOf(link), false)).toBe(link.split('#')[0]);
    p.page.unmount();
  });
});
