// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clientFor, createAndRemember } from '../../extension/lib/push-actions.ts';
import { rowTitle } from '../../extension/lib/row-model.ts';
import { loadSettings } from '../../extension/lib/settings-store.ts';
import { popup } from './popup-fixture.tsx';

const HOUR = 3_600_000;

type Page = Awaited<ReturnType<typeof popup>>['page'];
const rows = (page: Page) => [...page.root.querySelectorAll('[data-testid="push-row"]')];
const titles = (page: Page) => rows(page).map((r) => r.querySelector('.title')?.textContent);

async function typeInto(field: HTMLInputElement | HTMLSelectElement, value: string, event = 'input') {
  field.value = value;
  field.dispatchEvent(new Event(event, { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Pushes as this browser does, so what it remembers of them (a URL's host) is kept. */
async function pushFromHere(
  p: Awaited<ReturnType<typeof popup>>,
  kind: 'text' | 'url',
  payload: string,
  extra = {},
) {
  const instance = (await loadSettings(p.env.storage)).instances[0];
  if (!instance) throw new Error('no instance');
  const result = await createAndRemember(
    clientFor(instance, p.env.fetch),
    instance,
    { kind, payload, ...extra },
    p.env.storage,
  );
  if (!result.ok) throw new Error(result.error.kind);
  return result.value;
}

describe('the push list', () => {
  beforeEach(() => fakeBrowser.reset());

  it('shows the owner’s note on its row', async () => {
    const { page, h } = await popup();
    await h.create({ payload: 'x', name: 'Staging DB', note: 'for Bob, until Friday' }, h.alice);
    await page.waitForText(/New push/);
    page.button('Active').click();
    await page.waitForText(/Staging DB/);
    expect(page.root.querySelector('[data-testid="row-note"]')?.textContent).toBe(
      'Note: for Bob, until Friday',
    );
    page.unmount();
  });

  it('titles an unnamed push as the web dashboard does: host, file, note, else kind and time, never its token', async () => {
    const p = await popup();
    const url = await pushFromHere(p, 'url', 'https://wiki.example.org/secret/page?x=1');
    p.h.clock.now += 60_000;
    const noted = await p.h.create({ payload: 'x', note: 'wifi for the office' }, p.h.alice);
    p.h.clock.now += 60_000;
    // Made elsewhere (the web, another browser): the instance's list tells the host.
    await p.h.create({ kind: 'url', payload: 'http://127.0.0.1:5650/reset' }, p.h.alice);
    p.h.clock.now += 60_000;
    const bare = await p.h.create({ payload: 'x' }, p.h.alice);
    await p.page.waitForText(/New push/);
    p.page.button('Active').click();
    await p.page.waitForText(/wifi for the office/);
    const [bareTitle, ...others] = titles(p.page);
    expect(bareTitle).toMatch(/^Text, Jan 1, 2026, \d{1,2}:03\s?[AP]M$/);
    expect(bareTitle).not.toContain(bare.url_token.slice(0, 6));
    expect(others).toEqual(['127.0.0.1:5650', 'wifi for the office', 'wiki.example.org']);
    // The note is the title: it is not said twice.
    expect(rows(p.page)[2]?.querySelector('[data-testid="row-note"]')).toBeNull();
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('/secret/page');
    expect(url.kind).toBe('url');
    expect(noted.note).toBe('wifi for the office');
    p.page.unmount();
  });

  it('titles an unnamed file push by its file name, and one with nothing to go by by its kind and time', () => {
    const facts = {
      name: '',
      note: 'q3',
      kind: 'file' as const,
      createdAt: Date.parse('2026-01-01T10:00:00Z'),
    };
    expect(rowTitle(facts, { fileName: 'report.pdf', fileCount: 1 }).title).toBe('report.pdf');
    expect(rowTitle(facts, { fileName: 'a.png', fileCount: 3 }).title).toBe('a.png and 2 more files');
    // A sealed file's stored name says nothing: the note names it, else its kind and time.
    const sealed = { instanceId: 'i1', urlToken: 'meS9NHxyz', fileName: '1.sealed', fileCount: 1 };
    expect(rowTitle(facts, sealed).title).toBe('q3');
    const bare = rowTitle({ ...facts, note: '' }, sealed).title;
    expect(bare).toMatch(/^File, Jan 1, 2026, \d{1,2}:00\s?[AP]M$/);
    expect(bare).not.toContain('meS9NH');
    expect(rowTitle({ ...facts, kind: null, note: '' }, undefined).title).toMatch(/^Push, Jan 1, 2026/);
  });

  it('can be searched by name, note and title, and filtered by kind', async () => {
    const p = await popup();
    await p.h.create({ payload: 'x', name: 'Staging DB', note: 'rotate monthly' }, p.h.alice);
    p.h.clock.now += 60_000;
    await p.h.create({ payload: 'y', name: 'Prod DB', note: 'for the on-call' }, p.h.alice);
    p.h.clock.now += 60_000;
    await pushFromHere(p, 'url', 'https://vault.example/login');
    p.h.clock.now += 60_000;
    await p.h.create({ payload: 'z', kind: 'qr', name: 'Guest wifi' }, p.h.alice);
    await p.page.waitForText(/New push/);
    p.page.button('Active').click();
    await p.page.waitForText(/Guest wifi/);
    expect(rows(p.page)).toHaveLength(4);

    const search = p.page.root.querySelector('input[type="search"]') as HTMLInputElement;
    const kind = p.page.root.querySelector('select[aria-label="Kind"]') as HTMLSelectElement;
    await typeInto(search, 'db');
    expect(titles(p.page)).toEqual(['Prod DB', 'Staging DB']);
    await typeInto(search, 'ON-CALL');
    expect(titles(p.page)).toEqual(['Prod DB']);
    await typeInto(search, 'vault');
    expect(titles(p.page)).toEqual(['vault.example']);
    await typeInto(search, '');
    await typeInto(kind, 'qr', 'change');
    expect(titles(p.page)).toEqual(['Guest wifi']);
    await typeInto(kind, 'url', 'change');
    expect(titles(p.page)).toEqual(['vault.example']);
    await typeInto(search, 'nothing like this');
    expect(rows(p.page)).toHaveLength(0);
    expect(p.page.text()).toMatch(/No push on this page matches/);
    p.page.unmount();
  });

  it('says when an expired push ended, and who ended it where the log tells', async () => {
    const { page, h } = await popup();
    const push = await h.create({ payload: 'x', name: 'Old one' }, h.alice);
    h.clock.now += HOUR;
    await h.call('DELETE', `/api/v2/pushes/${push.url_token}`, { token: h.alice });
    h.clock.now += 2 * HOUR;
    await page.waitForText(/New push/);
    page.button('Expired').click();
    await page.waitForText(/Old one/);
    await vi.waitFor(() =>
      expect(page.root.querySelector('[data-testid="row-ended"]')?.textContent).toBe('ended 2 hours ago'),
    );
    await page.waitForText(/Deleted by you/);
    page.unmount();
  });

  it('without a token, lists this browser’s pushes with their notes and when they were expired from here', async () => {
    const p = await popup('');
    await pushFromHere(p, 'text', 'x', { note: 'door code', deletableByViewer: true });
    await p.page.waitForText(/New push/);
    p.page.button('This browser').click();
    await p.page.waitForText(/door code/);
    expect(titles(p.page)).toEqual(['door code']);
    p.page.button('Expire').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    p.page.button('Yes, expire').click();
    await vi.waitFor(() =>
      expect(p.page.root.querySelector('[data-testid="row-ended"]')?.textContent).toBe('ended just now'),
    );
    p.page.unmount();
  });
});

describe('a push’s audit log', () => {
  beforeEach(() => fakeBrowser.reset());

  it('says in words why it could not be read', async () => {
    const p = await popup();
    await p.h.create({ payload: 'x', name: 'Logged' }, p.h.alice);
    const fetch = p.env.fetch;
    p.env.fetch = async (url, init) =>
      url.includes('/audit') ? new Response('', { status: 429 }) : fetch(url, init);
    await p.page.waitForText(/New push/);
    p.page.button('Active').click();
    await p.page.waitForText(/Logged/);
    p.page.button('Audit log').click();
    await p.page.waitForText(/Could not load the audit log/);
    expect(p.page.text()).toMatch(/Could not load the audit log \(Too many requests\)\./);
    p.page.unmount();
  });
});
