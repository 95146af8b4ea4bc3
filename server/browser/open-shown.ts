import { holdsKeyMaterial } from '../../shared/key-material.ts';
import type { Opened } from '../../shared/sealed/outcome.ts';
import { type FileLabel, openFileName } from '../../shared/sealed/sealed-file-name.ts';

/**
 * Shows opened text in the secret page's box, with its copy button (the layout's script wired it
 * to the box at load and copies whatever the box holds); hides both when there is no text.
 */
export function showText(text: string | undefined): void {
  const box = document.getElementById('secret');
  const copy = document.querySelector<HTMLButtonElement>('button[data-copy="secret"]');
  if (box === null) return;
  box.textContent = text ?? '';
  box.className = text !== undefined && holdsKeyMaterial(text) ? 'secret keep-lines' : 'secret';
  box.hidden = text === undefined;
  if (copy !== null) copy.hidden = text === undefined || navigator.clipboard === undefined;
}

/** The name line of the file at `place`, opened; undefined when the envelope has none for it. */
export function openedName(
  pushKey: Uint8Array,
  nameLines: readonly string[],
  place: number,
): Promise<Opened<FileLabel> | undefined> {
  const line = nameLines[place];
  return line === undefined ? Promise.resolve(undefined) : openFileName(crypto.subtle, pushKey, line);
}

/** Shows or hides an element by id, when it is on the page. */
export function reveal(id: string, shown: boolean): void {
  const found = document.getElementById(id);
  if (found !== null) found.hidden = !shown;
}

/** Says `text` in the element `id` (an alert or a status line), or clears it. */
export function tell(id: string, text: string): void {
  const found = document.getElementById(id);
  if (found === null) return;
  found.textContent = text;
  if (found.getAttribute('role') === 'alert') found.hidden = text === '';
}
