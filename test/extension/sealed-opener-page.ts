import { webcrypto } from 'node:crypto';
import { Window } from 'happy-dom';
import { afterEach, vi } from 'vitest';
import type { SealedKeyMessage } from '../../extension/lib/sealed-key-store.ts';
import { type RunningOpener, startSealedOpener } from '../../extension/lib/sealed-opener.ts';
import { fetchOpenedFile } from '../../extension/lib/sealed-opener-download.ts';
import type { filesHarness } from '../server/files-harness.ts';
import type { SealedPush } from '../support/sealed-push.ts';

export interface OpenedPage {
  document: Document;
  opener: RunningOpener | null;
  sent: SealedKeyMessage[];
  copied: string[];
  fetched: string[];
  /** The address as the opener left it. */
  address: () => string;
  settled: () => Promise<void>;
  /** The opener's notes on the page: their kind and text. */
  notes: () => (string | undefined)[][];
  close: () => Promise<void>;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * A page loaded from `html` at `href`, in a window of its own, and the opener started on it as a
 * browser would at document_start. The background keeps `kept` for this link; `files` answers
 * fetches by URL.
 */
export function openOnPage(
  html: string,
  href: string,
  options: { kept?: string | null; files?: (url: string) => Response | Promise<Response> } = {},
): OpenedPage {
  const window = new Window({ url: href });
  window.document.write(html);
  const document = window.document as unknown as Document;
  let current = href;
  const url = new URL(href);
  const sent: SealedKeyMessage[] = [];
  const copied: string[] = [];
  const fetched: string[] = [];
  const opener = startSealedOpener({
    document,
    location: { hash: url.hash, href: url.href, pathname: url.pathname },
    history: {
      state: null,
      replaceState: (_state: unknown, _unused: string, to?: string | URL | null) => {
        current = String(to);
      },
    },
    subtle: webcrypto.subtle as SubtleCrypto,
    openFile: (target, pushKey) =>
      fetchOpenedFile(target, pushKey, webcrypto.subtle as SubtleCrypto, async (url) => {
        fetched.push(url);
        return options.files ? options.files(url) : new Response(null, { status: 404 });
      }),
    copy: async (text) => {
      copied.push(text);
      return true;
    },
    send: async (message) => {
      sent.push(message);
      return message.sealedKey === 'take' ? (options.kept ?? null) : null;
    },
  });
  const settled = async () => {
    // Changes the opener makes wake its observer again: wait until a round finds nothing new.
    for (let i = 0; i < 4; i++) {
      await tick();
      await opener?.settled();
    }
  };
  const notes = () =>
    [...document.querySelectorAll<HTMLElement>('[data-sealed-opener-note]')].map((n) => [
      n.dataset.sealedOpenerNote,
      n.firstChild?.textContent ?? '',
    ]);
  const close = async () => {
    opener?.stop();
    await window.happyDOM.close();
  };
  return { document, opener, sent, copied, fetched, address: () => current, settled, notes, close };
}

/** Catches what the opener hands to the browser's downloads: each file's name, type and bytes. */
export function catchDownloads(page: OpenedPage) {
  const saved: { name: string; type: string; bytes: Promise<Uint8Array> }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:opened/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  page.document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[download]') as HTMLAnchorElement | null;
    const blob = link ? blobs.get(link.getAttribute('href') ?? '') : undefined;
    if (!link || !blob) return;
    event.preventDefault();
    saved.push({
      name: link.download,
      type: blob.type,
      bytes: blob.arrayBuffer().then((b) => new Uint8Array(b)),
    });
  });
  return saved;
}

/** `openOnPage` for a describe block: every page it opens is closed after its test. */
export function openedPages(): (...args: Parameters<typeof openOnPage>) => OpenedPage {
  const pages: OpenedPage[] = [];
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close();
    vi.restoreAllMocks();
  });
  return (...args) => {
    const page = openOnPage(...args);
    pages.push(page);
    return page;
  };
}

/** Uploads a sealed file push as the extension or the form would send it; its url token. */
export async function uploadSealed(
  h: Awaited<ReturnType<typeof filesHarness>>,
  push: SealedPush,
): Promise<string> {
  const created = await h.upload(
    push.files.map((f) => ({
      name: f.name,
      content: new Uint8Array(f.bytes),
      type: 'application/octet-stream',
    })),
    { payload: push.payload, kind: 'file', retrieval_step: 'false' },
  );
  return created.body.url_token;
}
