import type { FileLabel } from '../../shared/sealed/sealed-file-name.ts';
import { t } from './i18n.ts';
import { type Fetched, saveFile } from './sealed-opener-download.ts';
import { showNote } from './sealed-opener-note.ts';
import { markOpened, openLinkName } from './sealed-opener-open.ts';
import { problemSentence } from './sealed-opener-words.ts';

export interface FileEnv {
  subtle: SubtleCrypto;
  /** Fetches the sealed file at a URL and opens it with the key (`fetchOpenedFile`, or Firefox's relay). */
  openFile: (url: string, pushKey: Uint8Array) => Promise<Fetched<Blob>>;
}

const UPLOADED = /[1-9]\d{0,3}\.sealed/;

/** The first text under `node` that shows an uploaded name, depth first. */
function uploadedText(node: Node): Text | null {
  if (node.nodeType === node.TEXT_NODE) return UPLOADED.test((node as Text).data) ? (node as Text) : null;
  for (const child of node.childNodes) {
    const found = uploadedText(child);
    if (found) return found;
  }
  return null;
}

/** Puts the real name where the link shows the uploaded one (`2.sealed`), keeping the rest of its text. */
function relabel(link: HTMLAnchorElement, name: string): void {
  const text = uploadedText(link);
  if (text) text.data = text.data.replace(UPLOADED, name);
  else link.prepend(name);
}

/** Fetches, opens and saves one file; says what happens at the link. */
async function download(link: HTMLAnchorElement, pushKey: Uint8Array, label: FileLabel, env: FileEnv) {
  const busy = showNote(link, 'opened', t('opener_file_opening', label.name));
  const file = await env
    .openFile(link.href, pushKey)
    .catch(() => ({ ok: false, reason: 'fetch-failed' }) as const);
  if (!file.ok) {
    showNote(link, 'refused', problemSentence(file.reason));
    return;
  }
  busy.remove();
  saveFile(link.ownerDocument, file.value, label);
}

/**
 * Shows a sealed file's link under its real name; a click downloads the file opened, instead of
 * its sealed bytes. A click while it is still being opened is ignored. True when the name opened.
 */
export async function openFileLink(
  link: HTMLAnchorElement,
  nameLine: string | undefined,
  pushKey: Uint8Array,
  env: FileEnv,
): Promise<boolean> {
  const label = await openLinkName(link, nameLine, pushKey, env.subtle);
  if (label === null) return false;
  relabel(link, label.name);
  markOpened(link);
  let busy = false;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (busy) return;
    busy = true;
    void download(link, pushKey, label, env).finally(() => {
      busy = false;
    });
  });
  return true;
}
