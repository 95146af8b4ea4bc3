import { describe, expect, it, vi } from 'vitest';
import { sealedLines } from '../../shared/sealed/sealed-payload.ts';
import { filesHarness } from '../server/files-harness.ts';
import { harness } from '../server/harness.ts';
import { webClient } from '../server/web-client.ts';
import { sealPush } from '../support/sealed-push.ts';
import { catchDownloads, type OpenedPage, openedPages, uploadSealed } from './sealed-opener-page.ts';

const ORIGIN = 'http://push.test';
const TEXT = 'ssh root@db -p 2222\npassword: <b>not bold</b>';

describe('the opener on our server’s recipient page', () => {
  const open = openedPages();

  it('opens the envelope the page shows when its script did not run, and offers its own copy button', async () => {
    const h = await harness();
    const push = await sealPush(TEXT);
    const created = await h.create({ payload: push.payload, retrieval_step: true }, h.alice);
    const visitor = webClient(h.app);
    const path = `/p/${created.url_token}`;
    const step = open((await visitor.get(`${path}/r`)).html, `${ORIGIN}${path}/r#${push.fragment}`);
    await step.settled();
    expect(step.address()).toBe(`${ORIGIN}${path}/r`);
    expect(step.notes()).toEqual([]);

    // The reveal form posts as any form does, and the answer comes without the fragment.
    const shown = open((await visitor.post(path)).html, `${ORIGIN}${path}`, { kept: push.fragment });
    await shown.settled();
    const secret = shown.document.querySelector<HTMLElement>('pre#secret');
    expect(secret?.textContent).toBe(TEXT);
    expect(secret?.dataset.sealedOpened).toBe('extension');
    const copy = shown.document.querySelector<HTMLButtonElement>('[data-sealed-opener-note] button');
    expect(copy?.textContent).toBe('Copy secret');
    copy?.click();
    await vi.waitFor(() => expect(shown.copied).toEqual([TEXT]));
    await vi.waitFor(() => expect(copy?.textContent).toBe('Copied'));
  });

  it('marks the page only once it holds a usable key, so the page never offers a click that opens nothing', async () => {
    const h = await harness();
    const push = await sealPush(TEXT);
    const created = await h.create({ payload: push.payload }, h.alice);
    const path = `/p/${created.url_token}`;
    const html = (await webClient(h.app).get(path)).html;
    const mark = (page: OpenedPage) => page.document.documentElement.dataset.sealedOpener;

    const bare = open(html, `${ORIGIN}${path}`);
    await bare.settled();
    expect(mark(bare)).toBeUndefined();
    const damaged = open(html, `${ORIGIN}${path}#k1=not-a-key`);
    await damaged.settled();
    expect(mark(damaged)).toBeUndefined();
    // From the address: marked at once, before any script of the page could run.
    const linked = open(html, `${ORIGIN}${path}#${push.fragment}`);
    expect(mark(linked)).toBe('extension');
    // Kept from an earlier page of the link: marked when the background answers.
    const kept = open(html, `${ORIGIN}${path}`, { kept: push.fragment });
    await kept.settled();
    expect(mark(kept)).toBe('extension');
  });

  it('opens what the page’s script hands over, undecrypted, in elements marked data-sealed-envelope', async () => {
    const h = await filesHarness();
    const bytes = new TextEncoder().encode('the attachment');
    const push = await sealPush('with a file', [{ name: 'plan.txt', type: 'text/plain', bytes }]);
    const token = await uploadSealed(h, push);
    const visitor = webClient(h.app);
    const page = open((await visitor.get(`/p/${token}`)).html, `${ORIGIN}/p/${token}#${push.fragment}`, {
      files: (url) => h.app.request(url),
    });
    await page.settled();
    expect(page.document.documentElement.dataset.sealedOpener).toBe('extension');
    expect(page.notes()).toEqual([]);

    // What the page's script does after the click when the extension opens: every line as it came.
    const opening = JSON.parse((await visitor.post(`/p/${token}/sealed`)).html) as {
      payload: string;
      files: { name: string; url: string }[];
    };
    const lines = sealedLines(opening.payload);
    const box = page.document.querySelector<HTMLElement>('#secret');
    if (!box) throw new Error('the page has no #secret');
    box.textContent = lines?.text ?? '';
    box.setAttribute('data-sealed-envelope', '');
    const link = page.document.createElement('a');
    link.href = opening.files[0]?.url ?? '';
    link.textContent = opening.files[0]?.name ?? '';
    link.setAttribute('data-sealed-envelope', '');
    link.setAttribute('data-sealed-name', lines?.fileNames[0] ?? '');
    page.document.querySelector('#sealed-file-list')?.append(link);
    await page.settled();

    expect(box.textContent).toBe('with a file');
    expect([link.textContent, link.dataset.sealedOpened]).toEqual(['plan.txt', 'extension']);
    const saved = catchDownloads(page);
    link.click();
    await vi.waitFor(() => expect(saved.map((s) => s.name)).toEqual(['plan.txt']));
    expect(await saved[0]?.bytes).toEqual(bytes);
  });
});
