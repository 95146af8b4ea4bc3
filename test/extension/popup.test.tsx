// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupApp } from '../../extension/components/PopupApp.tsx';
import type { PopupEnv } from '../../extension/lib/popup-env.ts';
import { T0 } from '../server/harness.ts';
import { mount } from './dom-helpers.ts';
import { instance } from './menu-fixtures.ts';
import { popup } from './popup-fixture.tsx';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('popup', () => {
  beforeEach(() => fakeBrowser.reset());

  it('sends a person without an instance to the options', async () => {
    const env = { storage: fakeBrowser.storage.local, openOptions: vi.fn() } as unknown as PopupEnv;
    const page = mount(<PopupApp env={env} />);
    await page.waitForText(/Choose the instance/);
    page.button('Open options').click();
    expect(env.openOptions).toHaveBeenCalledOnce();
    page.unmount();
  });

  it('pushes, shows the link with its QR code and expiry, lists it as active, expires it, lists it as expired', async () => {
    const { page, copied } = await popup();
    await page.waitForText(/New push/);
    await page.type('Secret', 'hunter2');
    page.button('Push').click();
    await page.waitForText(/Pushed\. Expires after 3 views or in 15 minutes/);
    const link = page.root.querySelector('[data-testid="secret-link"]')?.textContent ?? '';
    expect(link).toMatch(/^http:\/\/push\.test\/p\/tok0001x+\/r$/);
    expect(page.root.querySelector('svg.qr path')?.getAttribute('d')).toMatch(/^M\d/);
    page.button('Copy link').click();
    await page.waitForText(/Copied/);
    expect(copied).toEqual([link]);

    page.button('Active').click();
    await page.waitForText(/Text, Jan 1, 2026/);
    expect(page.text()).not.toContain('tok000');
    expect(page.text()).toMatch(/Text/);
    expect(page.text()).toMatch(/0 of 3 views used/);
    expect(page.text()).toMatch(/15 minutes left/);
    page.button('Audit log').click();
    await page.waitForText(/Created/);
    page.button('Expire').click();
    await tick();
    page.button('Yes, expire').click();
    await page.waitForText(/No active pushes\./);
    page.button('Expired').click();
    await page.waitForText(/Deleted by you|Expired/);
    page.unmount();
  });

  it('shows a push whose views ran out with that status, from the numbers', async () => {
    const { h, page } = await popup();
    const push = await h.create({ payload: 'x', expire_after_views: 1 }, h.alice);
    await h.call('GET', `/api/v2/pushes/${push.url_token}`);
    h.clock.now = T0 + 60_000;
    await page.waitForText(/New push/);
    page.button('Expired').click();
    await page.waitForText(/No views left/);
    expect(page.text()).toMatch(/1 of 1 view used/);
    page.unmount();
  });

  it('without a token lists the pushes made from this browser and copies their link from the preview', async () => {
    const { page, copied } = await popup('');
    await page.waitForText(/This browser/);
    await page.type('Secret', 'hunter2');
    page.button('Push').click();
    await page.waitForText(/Pushed\./);
    page.button('This browser').click();
    await page.waitForText(/Up to 3 views/);
    page.button('Copy link').click();
    await page.waitForText(/Copied/);
    expect(copied[0]).toMatch(/^http:\/\/push\.test\/p\/tok0001x+\/r$/);
    const stored = JSON.stringify(await fakeBrowser.storage.local.get(null));
    expect(stored).not.toContain('hunter2');
    page.unmount();
  });

  it('offers only the kinds the instance allows', async () => {
    const base = instance().features;
    const { page } = await popup('alice', base && { ...base, urlPushes: false });
    await page.waitForText(/New push/);
    const kinds = [...page.root.querySelectorAll('fieldset[aria-label="Kind"] label')].map(
      (l) => l.textContent,
    );
    expect(kinds).toEqual(['Text', 'QR code']);
    page.unmount();
  });

  it('says what is missing before sending anything', async () => {
    const { page, h } = await popup();
    const spy = vi.spyOn(h.app, 'fetch');
    await page.waitForText(/New push/);
    page.button('Push').click();
    await page.waitForText(/Enter the secret to push/);
    expect(spy).not.toHaveBeenCalled();
    page.unmount();
  });

  it('says what went wrong and what to do when the instance answers with an error', async () => {
    const { page, env } = await popup();
    env.fetch = async () => new Response(JSON.stringify({ error: 'slow down' }), { status: 429 });
    await page.waitForText(/New push/);
    await page.type('Secret', 'hunter2');
    page.button('Push').click();
    await page.waitForText(/Too many requests\. The instance asks you to slow down/);
    page.unmount();
  });
});
