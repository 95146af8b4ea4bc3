import { describe, expect, it, vi } from 'vitest';
import { preliminaryPage, showPage } from '../support/pwpush-pages.ts';
import { sealPush } from '../support/sealed-push.ts';
import { catchDownloads, openedPages } from './sealed-opener-page.ts';

const ORIGIN = 'https://pwpush.example';
const TEXT = 'db-password: correct horse <battery> & "staple"\nsecond line';
const show = (payload: string, files = [] as { name: string; bytes: Uint8Array; signedId: string }[]) =>
  showPage({ payload, files, daysRemaining: 7, viewsRemaining: 4, origin: ORIGIN }, 'n0nce');

describe('the opener on Password Pusher 2.11.4’s pages', () => {
  const open = openedPages();

  it('opens a sealed text in place of its envelope, where the page’s own copy button reads it', async () => {
    const push = await sealPush(TEXT);
    const page = open(show(push.payload), `${ORIGIN}/en/p/abc123#${push.fragment}`);
    await page.settled();
    expect(page.address()).toBe(`${ORIGIN}/en/p/abc123`);
    expect(page.document.documentElement.dataset.sealedOpener).toBe('extension');
    const payloadDiv = page.document.querySelector<HTMLElement>('[data-copy-target="payloadDiv"]');
    // copy_controller.js copies the payload div's textContent.
    expect(payloadDiv?.textContent).toBe(TEXT);
    expect(payloadDiv?.querySelector('pre')?.dataset.sealedOpened).toBe('extension');
    expect(page.notes()).toEqual([
      ['opened', 'Decrypted in this browser by Secret Push: the instance never saw this secret.'],
    ]);
    // The page has its own copy button, so the note adds none.
    expect(page.document.querySelector('[data-sealed-opener-note] button')).toBeNull();
    expect(page.sent).toEqual([
      { sealedKey: 'keep', token: 'abc123', fragment: push.fragment },
      { sealedKey: 'drop', token: 'abc123' },
    ]);
  });

  it('keeps the key through the retrieval step, whose link drops the fragment, and opens on the next page', async () => {
    const push = await sealPush('after the step');
    const step = open(
      preliminaryPage(`${ORIGIN}/p/abc123?locale=de`, 'n0nce'),
      `${ORIGIN}/p/abc123/r?locale=de#${push.fragment}`,
    );
    await step.settled();
    expect(step.address()).toBe(`${ORIGIN}/p/abc123/r?locale=de`);
    expect(step.sent).toEqual([{ sealedKey: 'keep', token: 'abc123', fragment: push.fragment }]);
    expect(step.notes()).toEqual([]);

    const shown = open(show(push.payload), `${ORIGIN}/p/abc123?locale=de`, { kept: push.fragment });
    await shown.settled();
    expect(shown.document.querySelector('#push_payload')?.textContent).toBe('after the step');
    expect(shown.sent).toEqual([
      { sealedKey: 'take', token: 'abc123' },
      { sealedKey: 'drop', token: 'abc123' },
    ]);
  });

  it('shows the files under their real names and downloads each opened, byte for byte', async () => {
    const report = new Uint8Array(70_000).map((_, i) => (i * 13) % 256);
    const push = await sealPush('files inside', [
      { name: 'Q3 report.pdf', type: 'application/pdf', bytes: report },
      { name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('hello') },
    ]);
    const files = push.files.map((f, i) => ({ ...f, signedId: `signed${i}--digest` }));
    const page = open(show(push.payload, files), `${ORIGIN}/p/abc123#${push.fragment}`, {
      files: (url) => {
        const file = files.find((f) => url.endsWith(`/${f.signedId}/${f.name}`));
        return file ? new Response(new Uint8Array(file.bytes)) : new Response(null, { status: 404 });
      },
    });
    await page.settled();
    const links = [...page.document.querySelectorAll<HTMLAnchorElement>('a.list-group-item')];
    // The size is the sealed file's, as the instance knows it.
    expect(links.map((a) => a.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Q3 report.pdf (68.4 KB)',
      'notes.txt (54 Bytes)',
    ]);
    expect(links.map((a) => a.dataset.sealedOpened)).toEqual(['extension', 'extension']);
    const saved = catchDownloads(page);
    links[0]?.click();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Q3 report.pdf');
    expect(saved[0]?.type).toBe('application/pdf');
    expect(await saved[0]?.bytes).toEqual(report);
    expect(page.fetched).toEqual([`${ORIGIN}/rails/active_storage/blobs/redirect/signed0--digest/1.sealed`]);
  });

  it('hides a payload of file names only, once its files show their names', async () => {
    const push = await sealPush(undefined, [{ name: 'key.bin', type: '', bytes: new Uint8Array([1, 2]) }]);
    const file = { name: '1.sealed', bytes: push.files[0]?.bytes ?? new Uint8Array(), signedId: 's0' };
    const page = open(show(push.payload, [file]), `${ORIGIN}/p/abc123#${push.fragment}`);
    await page.settled();
    expect(page.document.querySelector<HTMLElement>('#push_payload')?.hidden).toBe(true);
    expect(page.document.querySelector('a.list-group-item')?.textContent).toContain('key.bin');
    expect(page.notes().map(([kind]) => kind)).toEqual(['opened']);
  });

  it('leaves a page without an envelope as it is, and a page that is no secret link’s alone', async () => {
    const push = await sealPush('x');
    const plain = open(show('a plain secret'), `${ORIGIN}/p/abc123#${push.fragment}`);
    await plain.settled();
    expect(plain.document.querySelector('#push_payload')?.textContent).toBe('a plain secret');
    expect(plain.notes()).toEqual([]);
    const audit = open(show(push.payload), `${ORIGIN}/p/abc123/audit#${push.fragment}`);
    expect(audit.opener).toBeNull();
    expect(audit.document.documentElement.dataset.sealedOpener).toBeUndefined();
    expect(audit.address()).toBe(`${ORIGIN}/p/abc123/audit#${push.fragment}`);
  });
});
