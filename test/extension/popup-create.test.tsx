// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PushJson } from '../../shared/wire.ts';
import { popup } from './popup-fixture.tsx';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A paste as the browser sends it: the text rides on the event, and the field inserts it unless stopped. */
function paste(field: Element, text: string): Event {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
  field.dispatchEvent(event);
  return event;
}

/** Types into the payload field, whichever kind of control it is, and waits for the re-render. */
async function typePayload(root: Element, value: string) {
  const field = root.querySelector('#payload') as HTMLInputElement;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
}

const payloadField = (root: Element) => root.querySelector('#payload') as HTMLTextAreaElement | null;
const LINES = 'export SECRET_LINE=0123456789abcdef0123456789abcdef\n';

describe('the create form under real use', () => {
  beforeEach(() => fakeBrowser.reset());

  it('refuses a 6 MB paste at once, beside the field, with its size and the limit, and sends nothing', async () => {
    const { page, h } = await popup();
    const spy = vi.spyOn(h.app, 'fetch');
    await page.waitForText(/New push/);
    const event = paste(page.byLabel('Secret'), 'x'.repeat(6 * 1024 * 1024));
    await tick();
    expect(event.defaultPrevented).toBe(true);
    expect(payloadField(page.root)?.value).toBe('');
    expect(page.root.querySelector('[role="alert"]')?.textContent).toBe(
      'This secret is 6 MB; this instance takes at most 1 MB (1,048,576 characters).',
    );
    expect(spy).not.toHaveBeenCalled();
    page.unmount();
  });

  it('puts the field back when an input (a drop) goes over the limit, and says so', async () => {
    const { page } = await popup();
    await page.waitForText(/New push/);
    await page.type('Secret', 'kept');
    await page.type('Secret', `kept${'y'.repeat(1_048_573)}`);
    expect(payloadField(page.root)?.value).toBe('kept');
    expect(page.text()).toMatch(/This secret is 1\.1 MB; this instance takes at most 1 MB/);
    await page.type('Secret', 'kept and fixed');
    expect(page.text()).not.toMatch(/This secret is/);
    page.unmount();
  });

  it('keeps 1 MB of pasted lines out of the field, says its size, and pushes it exactly', async () => {
    const { page, h } = await popup();
    await page.waitForText(/New push/);
    const text = LINES.repeat(Math.floor(1_048_576 / LINES.length));
    paste(page.byLabel('Secret'), text);
    await tick();
    expect(page.root.querySelector('textarea#payload')).toBeNull();
    const held = page.root.querySelector('[data-testid="held-secret"]');
    expect(held?.textContent).toBe('1 MB of text: too long to show here. It is pushed exactly as pasted.');
    await vi.waitFor(() => expect(document.activeElement).toBe(held));
    page.button('Push').click();
    await page.waitForText(/Pushed\./);
    const link = page.root.querySelector('[data-testid="secret-link"]')?.textContent ?? '';
    const urlToken = link.split('/p/')[1]?.replace(/\/r$/, '') ?? '';
    const stored = await h.call('GET', `/api/v2/pushes/${urlToken}`, { token: h.alice });
    expect((stored.body as PushJson).payload).toBe(text);
    page.unmount();
  });

  it('lets a held secret be cleared, and the field comes back empty', async () => {
    const { page } = await popup();
    await page.waitForText(/New push/);
    paste(page.byLabel('Secret'), 'z'.repeat(70_000));
    await tick();
    page.button('Clear').click();
    await tick();
    expect(payloadField(page.root)?.tagName).toBe('TEXTAREA');
    expect(payloadField(page.root)?.value).toBe('');
    page.unmount();
  });

  it('has the secret field focused when the popup opens, so a paste lands in it', async () => {
    const { page } = await popup();
    await page.waitForText(/New push/);
    await vi.waitFor(() => expect(document.activeElement).toBe(page.byLabel('Secret')));
    page.unmount();
  });

  it('asks for a URL in a one-line masked input, shown as a URL field', async () => {
    const { page } = await popup();
    await page.waitForText(/New push/);
    const radio = [...page.root.querySelectorAll('fieldset.kinds label')].find(
      (l) => l.textContent === 'URL',
    );
    radio?.querySelector('input')?.click();
    await tick();
    const field = payloadField(page.root);
    expect(field?.tagName).toBe('INPUT');
    expect(field?.getAttribute('type')).toBe('password');
    expect(page.root.querySelector('label[for="payload"]')?.textContent).toBe('URL');
    await typePayload(page.root, 'https://example.com/reset?code=1');
    page.button('Show').click();
    await tick();
    expect(payloadField(page.root)?.getAttribute('type')).toBe('url');
    expect(payloadField(page.root)?.value).toBe('https://example.com/reset?code=1');
    page.unmount();
  });

  it('clears a validation error as soon as the input is valid, and updates it while it is not', async () => {
    const { page } = await popup();
    await page.waitForText(/New push/);
    page.button('Push').click();
    await page.waitForText(/Enter the secret to push\./);
    await page.type('Secret', 'hunter2');
    expect(page.text()).not.toMatch(/Enter the secret to push\./);
    const radio = [...page.root.querySelectorAll('fieldset.kinds label')].find(
      (l) => l.textContent === 'URL',
    );
    radio?.querySelector('input')?.click();
    await tick();
    await typePayload(page.root, 'ftp://example.com/');
    expect(page.text()).toMatch(/A URL push needs an http:\/\/ or https:\/\/ address\./);
    await typePayload(page.root, 'https://example.com/');
    expect(page.text()).not.toMatch(/A URL push needs/);
    page.unmount();
  });
});
