import type { SealedOpening } from '../../shared/sealed/sealed-opening.ts';
import { sealedLines, sealedUploadIndex } from '../../shared/sealed/sealed-payload.ts';
import { showText } from './open-shown.ts';

/** Set by the Secret Push extension before the page's script runs: it decrypts in place, key and all. */
export const extensionOpens = (): boolean => document.documentElement.dataset.sealedOpener === 'extension';

/** Calls `then` once, when the extension marks the page later (it found the key it kept from an earlier page). */
export function whenExtensionOpens(then: () => void): void {
  const watch = new MutationObserver(() => {
    if (!extensionOpens()) return;
    watch.disconnect();
    then();
  });
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-sealed-opener'] });
}

/**
 * The page's side of the contract with the extension (docs/sealed-pushes.md): every envelope line,
 * undecrypted, in an element marked `data-sealed-envelope`; the text's in the secret's box, each
 * file as a link to its URL whose `data-sealed-name` is its name line.
 */
export function handOver(opening: SealedOpening): void {
  const lines = sealedLines(opening.payload) ?? { text: undefined, fileNames: [] };
  showText(lines.text);
  // The envelope is one long line, but what the extension puts in its place should wrap as text does.
  document.getElementById('secret')?.classList.remove('keep-lines');
  if (lines.text !== undefined) document.getElementById('secret')?.setAttribute('data-sealed-envelope', '');
  const list = document.getElementById('sealed-file-list');
  const section = document.getElementById('sealed-files');
  if (list === null || section === null) return;
  list.replaceChildren(
    ...opening.files.map((file, i) => {
      const link = document.createElement('a');
      link.href = file.url;
      link.textContent = file.name;
      link.setAttribute('data-sealed-envelope', '');
      const nameLine = lines.fileNames[sealedUploadIndex(file.name) ?? i];
      if (nameLine !== undefined) link.setAttribute('data-sealed-name', nameLine);
      const item = document.createElement('li');
      item.append(link);
      return item;
    }),
  );
  section.hidden = opening.files.length === 0;
}

/** Calls `then` once the extension has marked the secret's box as opened (its own note says so then). */
export function whenExtensionOpened(then: () => void): void {
  const box = document.getElementById('secret');
  if (box === null) return;
  const watch = new MutationObserver(() => {
    if (box.dataset.sealedOpened !== 'extension') return;
    watch.disconnect();
    then();
  });
  watch.observe(box, { attributes: true, attributeFilter: ['data-sealed-opened'] });
}
