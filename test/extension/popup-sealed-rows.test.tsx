// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PushRow } from '../../extension/components/PushRow.tsx';
import { keptKey } from '../../extension/lib/kept-keys.ts';
import type { RowActions } from '../../extension/lib/row-actions.ts';
import { rowFromSummary } from '../../extension/lib/row-model.ts';
import { toPushSummary } from '../../shared/push-summary.ts';
import { ourPush } from '../shared/api-fixtures.ts';
import { mount } from './dom-helpers.ts';
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

  it('say a sealed push’s key is not here when the instance marks it sealed and this browser lacks it', () => {
    const summary = { ...toPushSummary(ourPush()), sealed: true };
    const missing = rowFromSummary(summary, Date.parse('2026-01-01T00:01:00.000Z'));
    expect(missing.sealed).toBe('key-missing');
    expect(rowFromSummary(summary, 0, undefined, true).sealed).toBe('key-here');
    expect(rowFromSummary(toPushSummary(ourPush()), 0).sealed).toBeNull();
    const actions = { link: vi.fn(), copy: vi.fn() } as unknown as RowActions;
    const page = mount(
      <PushRow
        row={{ ...missing, live: true }}
        actions={actions}
        passphrase={null}
        now={0}
        onChanged={() => {}}
      />,
    );
    expect(page.root.querySelector('[data-testid="row-key-missing"]')?.textContent).toBe(
      'Its key is not in this browser: only the link copied where it was pushed opens it.',
    );
    expect(() => page.button('Copy link')).toThrow();
    page.unmount();
  });
});
