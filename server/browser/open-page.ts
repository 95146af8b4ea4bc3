import { parsePushKey } from '../../shared/sealed/push-key.ts';
import { type SealedLines, sealedLines, sealedUploadIndex } from '../../shared/sealed/sealed-payload.ts';
import { openText } from '../../shared/sealed/sealed-text.ts';
import { listFiles, type SealedFileEntry } from './open-file-list.ts';
import { openedName, reveal, showText, tell } from './open-shown.ts';
import type { Words } from './open-words.ts';
import { wordsOf } from './open-words.ts';

const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

/** The files as the push had them: each chosen file at the place its name says, or in the order chosen. */
async function fileEntries(key: Uint8Array, lines: SealedLines, chosen: File[]): Promise<SealedFileEntry[]> {
  const byPlace = new Map<number, File>();
  chosen.forEach((file, i) => {
    byPlace.set(sealedUploadIndex(file.name) ?? i, file);
  });
  const places = [...new Set([...lines.fileNames.keys(), ...byPlace.keys()])].sort((a, b) => a - b);
  return Promise.all(
    places.map(async (place) => {
      const file = byPlace.get(place);
      const label = await openedName(key, lines.fileNames, place);
      if (file === undefined) return { place, label };
      const source = async () => ({ stream: file.stream(), size: file.size });
      return { place, label, sealedSize: file.size, source };
    }),
  );
}

/** Opens what was pasted and chosen, all in this page: nothing is sent anywhere. */
async function openPasted(words: Words): Promise<void> {
  tell('open-error', '');
  reveal('sealed-opened', false);
  const envelope = field<HTMLTextAreaElement>('open-envelope')?.value.trim() ?? '';
  const keyText = field<HTMLInputElement>('open-key')?.value.trim() ?? '';
  const chosen = [...(field<HTMLInputElement>('open-files')?.files ?? [])];
  if (envelope === '' && chosen.length === 0) return tell('open-error', words.say('envelope-missing'));
  if (keyText === '') return tell('open-error', words.say('key-needed'));
  const key = parsePushKey(keyText);
  if (!key.ok) return tell('open-error', words.reason(key.reason, 'text'));
  const lines = envelope === '' ? { text: undefined, fileNames: [] } : sealedLines(envelope);
  if (lines === undefined) return tell('open-error', words.reason('not-sealed', 'text'));
  const text = lines.text === undefined ? undefined : await openText(crypto.subtle, key.value, lines.text);
  if (text !== undefined && !text.ok) return tell('open-error', words.reason(text.reason, 'text'));
  showText(text?.value);
  listFiles(await fileEntries(key.value, lines, chosen), key.value, words);
  reveal('sealed-opened', true);
}

/** /open: shows its form (useless without script, so hidden until now) and opens on submit. */
export function startOpenPage(): void {
  const form = document.getElementById('open-form');
  if (!(form instanceof HTMLFormElement)) return;
  const words = wordsOf(form);
  form.hidden = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void openPasted(words);
  });
}
