// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { popup } from './popup-fixture.tsx';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Adds `expired_by` to expire entries, as an instance that knows who deleted a push does. */
function withExpiredBy(fetch: (url: string, init: RequestInit) => Promise<Response>, by: string) {
  return async (url: string, init: RequestInit) => {
    const res = await fetch(url, init);
    if (!url.includes('/audit')) return res;
    const body = (await res.json()) as { logs: { kind: string }[] };
    const logs = body.logs.map((l) => (l.kind === 'expire' ? { ...l, expired_by: by } : l));
    return new Response(JSON.stringify({ ...body, logs }), { status: res.status });
  };
}

describe('push rows', () => {
  beforeEach(() => fakeBrowser.reset());

  it('show kind, views used, time left and when and with what the push was last viewed', async () => {
    const { page, h } = await popup();
    const push = await h.create({ payload: 'x', expire_after_views: 4, kind: 'text' }, h.alice);
    h.clock.now += 30 * 60_000;
    await h.app.request(`http://push.test/api/v2/pushes/${push.url_token}`, {
      headers: { 'user-agent': FIREFOX_LINUX },
    });
    h.clock.now += 61 * 60_000;
    await page.waitForText(/New push/);
    page.button('Active').click();
    await page.waitForText(/Last viewed/);
    const row = page.root.querySelector('[data-testid="push-row"]')?.textContent ?? '';
    expect(row).toMatch(/Text/);
    expect(row).toMatch(/1 of 4 views used/);
    expect(row).toMatch(/created 1 hour ago/);
    expect(page.root.querySelector('[data-testid="last-viewed"]')?.textContent).toBe(
      'Last viewed 1 hour ago with Firefox on Linux',
    );
    page.unmount();
  });

  it.each([
    ['viewer', 'Deleted by the recipient'],
    ['owner', 'Deleted by you'],
  ])('say who ended a push when the instance logs it (%s)', async (by, words) => {
    const { page, h, env } = await popup();
    env.fetch = withExpiredBy(env.fetch, by);
    const push = await h.create({ payload: 'x', deletable_by_viewer: true }, h.alice);
    await h.call('DELETE', `/api/v2/pushes/${push.url_token}`);
    await page.waitForText(/New push/);
    page.button('Expired').click();
    await page.waitForText(new RegExp(words));
    page.unmount();
  });

  it('offer neither Copy link nor Expire on an ended push, and list its log newest first', async () => {
    const { page, h } = await popup();
    const push = await h.create({ payload: 'x' }, h.alice);
    h.clock.now += 60_000;
    await h.call('DELETE', `/api/v2/pushes/${push.url_token}`, { token: h.alice });
    await page.waitForText(/New push/);
    page.button('Expired').click();
    await vi.waitFor(() => expect(page.root.querySelector('[data-testid="push-row"]')).not.toBeNull());
    const buttons = [...page.root.querySelectorAll('[data-testid="push-row"] button')].map(
      (b) => b.textContent,
    );
    expect(buttons).toEqual(['Audit log']);
    page.button('Audit log').click();
    await page.waitForText(/Created/);
    const kinds = [...page.root.querySelectorAll('ul.audit li strong')].map((s) => s.textContent);
    expect(kinds).toEqual([expect.stringMatching(/Expired by hand|Deleted by you/), 'Created']);
    page.unmount();
  });
});
