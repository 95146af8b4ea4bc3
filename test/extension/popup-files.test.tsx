// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupApp } from '../../extension/components/PopupApp.tsx';
import type { PopupEnv } from '../../extension/lib/popup-env.ts';
import type { PushJson } from '../../shared/wire.ts';
import { filesHarness } from '../server/files-harness.ts';
import { mount } from './dom-helpers.ts';
import { configure, instance } from './menu-fixtures.ts';
import { routedUploads } from './routed-upload.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The popup over a real app that stores files, for an instance that offers them or not. */
async function filesPopup(opts: { token?: boolean; filePushes?: boolean } = {}) {
  const h = await filesHarness();
  const base = instance();
  const features = base.features ? { ...base.features, filePushes: opts.filePushes ?? true } : null;
  await configure(
    instance({ baseUrl: 'http://push.test', token: opts.token === false ? '' : h.alice, features }),
  );
  const uploads = routedUploads(h.app);
  const fetched: string[] = [];
  const env: PopupEnv = {
    storage: fakeBrowser.storage.local,
    fetch: async (url, init) => {
      fetched.push(`${init.method} ${url}`);
      return h.app.fetch(new Request(url, init));
    },
    copy: async () => true,
    openOptions: vi.fn(),
    randomBytes: (into) => into.map((_, i) => (i * 37) % 256),
    now: () => h.clock.now,
    upload: uploads.next,
  };
  const page = mount(<PopupApp env={env} />);
  await page.waitForText(/New push/);
  const kinds = () => [...page.root.querySelectorAll('fieldset.kinds label')].map((l) => l.textContent);
  const choose = async (...files: File[]) => {
    const input = page.root.querySelector('input[type="file"]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await tick();
  };
  return { h, page, uploads, fetched, kinds, choose };
}

const fileKind = async (page: ReturnType<typeof mount>) => {
  const radio = [...page.root.querySelectorAll('fieldset.kinds label')].find((l) => l.textContent === 'File');
  radio?.querySelector('input')?.click();
  await tick();
};

describe('file pushes from the popup', () => {
  beforeEach(() => fakeBrowser.reset());

  it('offers the File kind only when the instance takes files and a token is set', async () => {
    const offered = await filesPopup();
    expect(offered.kinds()).toEqual(['Text', 'URL', 'QR code', 'File']);
    offered.page.unmount();
    const noToken = await filesPopup({ token: false });
    expect(noToken.kinds()).toEqual(['Text', 'URL', 'QR code']);
    noToken.page.unmount();
    const noFiles = await filesPopup({ filePushes: false });
    expect(noFiles.kinds()).toEqual(['Text', 'URL', 'QR code']);
    noFiles.page.unmount();
  });

  it('refuses too many files or a file over 64 MB before any request is made', async () => {
    const { page, choose, uploads, fetched } = await filesPopup();
    await fileKind(page);
    const before = fetched.length;
    page.button('Push').click();
    await page.waitForText(/Choose at least one file\./);
    await choose(...Array.from({ length: 11 }, (_, i) => new File([`${i}`], `f${i}.txt`)));
    page.button('Push').click();
    await page.waitForText(/At most 10 files per push; 11 are chosen\./);
    for (let left = 11; left > 0; left--) {
      page.button(/^Remove /).click();
      await tick();
    }
    const big = new File(['x'], 'huge.iso');
    Object.defineProperty(big, 'size', { value: 64 * 1024 * 1024 + 1 });
    await choose(new File(['ok'], 'ok.txt'), big);
    page.button('Push').click();
    await page.waitForText(/huge\.iso is 64\.1 MB; each file may be at most 64 MB\./);
    expect(uploads.sent).toEqual([]);
    expect(fetched.length).toBe(before);
    page.unmount();
  });

  it('uploads the chosen files with the token, shows the progress, and the file downloads byte for byte', async () => {
    const { h, page, choose, uploads } = await filesPopup();
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await fileKind(page);
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 10, 13, 0]);
    await choose(new File([bytes], 'key.bin', { type: 'application/octet-stream' }));
    expect(page.text()).toMatch(/key\.bin \(8 bytes\)/);
    page.button('Push').click();
    await vi.waitFor(() =>
      expect(page.root.querySelector('progress')?.getAttribute('aria-label')).toBe('Uploading: 50%'),
    );
    const progress = page.root.querySelector('[data-testid="upload-progress"]');
    expect(progress?.textContent).toBe('4 bytes of 8 bytes · 50%');
    expect(scrolled.mock.contexts).toContain(progress);
    expect(uploads.sent).toEqual([
      {
        url: 'http://push.test/api/v2/pushes',
        headers: expect.objectContaining({ authorization: `Bearer ${h.alice}` }),
        bytes: expect.any(Number),
      },
    ]);
    uploads.release();
    await page.waitForText(/Pushed\./);
    expect(page.root.querySelector('progress')).toBeNull();
    const link = page.root.querySelector('[data-testid="secret-link"]')?.textContent ?? '';
    const urlToken = /\/f\/([^/]+)\/r$/.exec(link)?.[1] ?? /\/p\/([^/]+)\/r$/.exec(link)?.[1] ?? '';
    const shown = (await (
      await h.app.request(`http://push.test/api/v2/pushes/${urlToken}`)
    ).json()) as PushJson;
    expect(shown.files?.map((f) => f.filename)).toEqual(['key.bin']);
    const download = await h.app.request(shown.files?.[0]?.url ?? '');
    expect([...new Uint8Array(await download.arrayBuffer())]).toEqual([...bytes]);
    page.unmount();
  });

  it('adds dropped files to the chosen ones', async () => {
    const { page } = await filesPopup();
    await fileKind(page);
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: { files: [new File(['a'], 'dropped.txt')] } });
    page.root.querySelector('.files')?.dispatchEvent(drop);
    await page.waitForText(/dropped\.txt \(1 byte\)/);
    page.unmount();
  });

  it('checks the limits as files are picked or dropped, beside the field, before Push is pressed', async () => {
    const { page, choose, fetched } = await filesPopup();
    await fileKind(page);
    const before = fetched.length;
    await choose(...Array.from({ length: 11 }, (_, i) => new File([`${i}`], `f${i}.txt`)));
    const problem = () => page.root.querySelector('fieldset.files [role="alert"]')?.textContent;
    expect(problem()).toBe('At most 10 files per push; 11 are chosen.');
    page.button(/^Remove f10/).click();
    await tick();
    expect(problem()).toBeUndefined();
    const big = new File(['x'], 'disk.img');
    Object.defineProperty(big, 'size', { value: 70 * 1024 * 1024 });
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: { files: [big] } });
    page.root.querySelector('.files')?.dispatchEvent(drop);
    await tick();
    expect(problem()).toBe('At most 10 files per push; 11 are chosen.');
    for (let left = 10; left > 0; left--) {
      page.button(/^Remove f/).click();
      await tick();
    }
    expect(problem()).toBe('disk.img is 70 MB; each file may be at most 64 MB.');
    page.button('Push').click();
    await tick();
    // Said once, beside the field; nothing is sent.
    expect(page.text().split('each file may be at most').length).toBe(2);
    expect(fetched.length).toBe(before);
    page.unmount();
  });

  it('lists the picked files with sizes people read, and no native "No file chosen" beside them', async () => {
    const { page, choose } = await filesPopup();
    await fileKind(page);
    expect(page.root.querySelector('[data-testid="files-summary"]')?.textContent).toBe(
      'No files chosen yet.',
    );
    const input = page.root.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.classList.contains('visually-hidden')).toBe(true);
    const opened = vi.spyOn(input, 'click');
    page.button('Choose files…').click();
    expect(opened).toHaveBeenCalled();
    const video = new File(['v'], 'talk.mp4');
    Object.defineProperty(video, 'size', { value: 68_360 * 1024 });
    await choose(video, new File(['hello'], 'notes.txt'));
    expect([...page.root.querySelectorAll('.files li')].map((li) => li.firstChild?.textContent)).toEqual([
      'talk.mp4 (66.8 MB)',
      'notes.txt (5 bytes)',
    ]);
    expect(page.root.querySelector('[data-testid="files-summary"]')?.textContent).toBe(
      '2 files, 66.8 MB in all',
    );
    page.unmount();
  });
});
