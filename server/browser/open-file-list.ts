import { openedFileSize } from '../../shared/sealed/opened-size.ts';
import type { Opened } from '../../shared/sealed/outcome.ts';
import type { FileLabel } from '../../shared/sealed/sealed-file-name.ts';
import { streamTarget } from './download-stream.ts';
import { blobTarget, type Download, openDownload, type SealedSource } from './open-download.ts';
import type { Words } from './open-words.ts';

/** One file of a sealed push, as both opening pages list it. */
export interface SealedFileEntry {
  /** Its place among the push's files, from 0. */
  place: number;
  /** Its opened name line; undefined when the envelope has none for it. */
  label: Opened<FileLabel> | undefined;
  /** Its size sealed, when known before it is fetched: the list says what it holds opened. */
  sealedSize?: number;
  /** Gets its sealed bytes when clicked; none when there is nothing to download (no file chosen). */
  source?: () => Promise<SealedSource | undefined>;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = '') {
  const made = document.createElement(tag);
  if (className !== '') made.className = className;
  if (text !== '') made.textContent = text;
  return made;
}

/**
 * Fetches the sealed file first (a refusal starts no download), then opens it into the browser's
 * download through the worker, as it comes, or the Blob way where there is no worker.
 */
async function download(
  name: string,
  source: () => Promise<SealedSource | undefined>,
  key: Uint8Array,
  progress: (fraction: number) => void,
): Promise<Download> {
  const sealed = await source().catch(() => undefined);
  if (sealed === undefined) return { ok: false, reason: 'failed' };
  const target = (await streamTarget(name).catch(() => undefined)) ?? blobTarget(name);
  return openDownload(sealed, key, progress, target);
}

/** A click downloads the file opened, with a progress bar; it is saved only if it opened whole. */
function downloadButton(
  name: string,
  source: () => Promise<SealedSource | undefined>,
  key: Uint8Array,
  words: Words,
) {
  const button = element('button', 'link', name);
  button.type = 'button';
  const bar = element('progress');
  bar.max = 1;
  bar.setAttribute('aria-label', name);
  const barBox = element('div', 'upload');
  barBox.hidden = true;
  barBox.append(bar);
  const status = element('span', 'muted');
  status.setAttribute('role', 'status');
  let shown = -1;
  const progress = (fraction: number) => {
    bar.value = fraction;
    const percent = Math.floor(fraction * 100);
    if (percent === shown) return;
    shown = percent;
    status.textContent = words.say('file-progress', { percent: words.percent(percent / 100) });
  };
  button.addEventListener('click', async () => {
    button.disabled = true;
    barBox.hidden = false;
    status.className = 'muted';
    progress(0);
    const result = await download(name, source, key, progress);
    button.disabled = false;
    barBox.hidden = true;
    shown = -1;
    status.className = result.ok ? 'success' : 'error';
    if (result.ok) status.textContent = words.say('file-saved');
    else
      status.textContent =
        result.reason === 'failed' ? words.say('file-failed') : words.reason(result.reason, 'file');
  });
  return [button, barBox, status] as const;
}

function fileItem(entry: SealedFileEntry, key: Uint8Array, words: Words): HTMLLIElement {
  const item = element('li');
  const fallback = words.say('file-number', { number: String(entry.place + 1) });
  const label = entry.label;
  if (label !== undefined && !label.ok) {
    item.append(
      element('span', '', fallback),
      ' ',
      element('span', 'error', words.reason(label.reason, 'file')),
    );
    return item;
  }
  const name = label?.value.name || fallback;
  const opened = entry.sealedSize === undefined ? undefined : openedFileSize(entry.sealedSize);
  const size = opened === undefined ? [] : [' ', element('span', 'muted', `(${words.size(opened)})`)];
  if (entry.source === undefined) item.append(element('span', '', name), ...size);
  else {
    const [button, bar, status] = downloadButton(name, entry.source, key, words);
    item.append(button, ...size, bar, ' ', status);
  }
  return item;
}

/** Fills the page's file list and shows it (or hides it when there are none). */
export function listFiles(entries: SealedFileEntry[], key: Uint8Array, words: Words): void {
  const list = document.getElementById('sealed-file-list');
  const section = document.getElementById('sealed-files');
  if (list === null || section === null) return;
  list.replaceChildren(...entries.map((entry) => fileItem(entry, key, words)));
  section.hidden = entries.length === 0;
}
