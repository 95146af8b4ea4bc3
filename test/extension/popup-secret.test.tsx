// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PushJson } from '../../shared/wire.ts';
import { instance } from './menu-fixtures.ts';
import { popup } from './popup-fixture.tsx';

const PEM = [
  '-----BEGIN PRIVATE KEY-----',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7',
  '  indented line\twith a tab ',
  '-----END PRIVATE KEY-----',
  '',
].join('\n');

const key = (target: Element, init: KeyboardEventInit) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init }),
  );

describe('the secret field', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is a masked textarea that keeps every line, shown or hidden', async () => {
    const { page } = await popup();
    await page.waitForText(/New push/);
    const field = page.byLabel('Secret') as unknown as HTMLTextAreaElement;
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.classList.contains('masked')).toBe(true);
    expect(page.root.querySelector('input[type="password"]#payload')).toBeNull();
    await page.type('Secret', PEM);
    page.button('Show').click();
    await page.waitForText(/Hide/);
    const shown = page.byLabel('Secret') as unknown as HTMLTextAreaElement;
    expect(shown.tagName).toBe('TEXTAREA');
    expect(shown.classList.contains('masked')).toBe(false);
    expect(shown.value).toBe(PEM);
    page.unmount();
  });

  it('pushes a PEM block byte for byte on Ctrl+Enter, and not on a plain Enter', async () => {
    const { page, h } = await popup();
    await page.waitForText(/New push/);
    await page.type('Secret', PEM);
    key(page.byLabel('Secret'), {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.text()).not.toMatch(/Pushed\./);
    key(page.byLabel('Secret'), { ctrlKey: true });
    await page.waitForText(/Pushed\./);
    const link = page.root.querySelector('[data-testid="secret-link"]')?.textContent ?? '';
    const urlToken = link.split('/p/')[1]?.replace(/\/r$/, '') ?? '';
    const stored = await h.call('GET', `/api/v2/pushes/${urlToken}`, { token: h.alice });
    expect((stored.body as PushJson).payload).toBe(PEM);
    page.unmount();
  });

  it('shows a generated passphrase in the result and on the row, where it can be copied', async () => {
    const { page, copied } = await popup('alice', instance().features, {
      ...instance().defaults,
      passphrase: true,
    });
    await page.waitForText(/New push/);
    await page.type('Secret', 'A=1\nB=2\n');
    page.button('Push').click();
    await page.waitForText(/Pushed\./);
    const passphrase = page.root.querySelector('[data-testid="result-passphrase"]')?.textContent ?? '';
    expect(passphrase).toMatch(/^\S{8,}$/);
    page.button('Copy passphrase').click();
    await page.waitForText(/Copied/);
    expect(copied).toEqual([passphrase]);
    page.button('Active').click();
    await vi.waitFor(() =>
      expect(page.root.querySelector('[data-testid="push-row"] code')?.textContent).toBe(passphrase),
    );
    expect(page.root.querySelector('ul.facts')?.textContent).toMatch(/Passphrase/);
    page.unmount();
  });
});
