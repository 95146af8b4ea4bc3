import type { SealedOpening } from '../../shared/sealed/sealed-opening.ts';
import { sealedLines, sealedUploadIndex } from '../../shared/sealed/sealed-payload.ts';
import { openText } from '../../shared/sealed/sealed-text.ts';
import { listFiles, type SealedFileEntry } from './open-file-list.ts';
import { openedName, reveal, showText, tell } from './open-shown.ts';
import { type Words, wordsOf } from './open-words.ts';
import { extensionOpens, handOver, whenExtensionOpened, whenExtensionOpens } from './recipient-extension.ts';
import { askToOpen } from './recipient-fetch.ts';
import { type LinkKey, takeLinkKey } from './recipient-key.ts';

/** The file at `url`, sealed, as it downloads; undefined when the server refuses it. */
async function fetched(url: string) {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok || res.body === null) return undefined;
  return { stream: res.body, size: Number(res.headers.get('content-length') ?? 0) };
}

/** Opens what the server handed out with the link's key; false (and says why) when the text does not open. */
async function openHere(opening: SealedOpening, key: Uint8Array, words: Words): Promise<boolean> {
  const lines = sealedLines(opening.payload);
  if (lines === undefined) {
    tell('sealed-error', words.reason('not-sealed', 'text'));
    return false;
  }
  const text = lines.text === undefined ? undefined : await openText(crypto.subtle, key, lines.text);
  if (text !== undefined && !text.ok) {
    tell('sealed-error', words.reason(text.reason, 'text'));
    return false;
  }
  const entries: SealedFileEntry[] = await Promise.all(
    opening.files.map(async (file, i) => {
      const place = sealedUploadIndex(file.name) ?? i;
      const label = await openedName(key, lines.fileNames, place);
      return { place, label, sealedSize: file.size, source: () => fetched(file.url) };
    }),
  );
  showText(text?.value);
  listFiles(entries, key, words);
  return true;
}

/** Once the view is counted, what was said before the click no longer holds: what is left now. */
function viewUsed(opening: SealedOpening): void {
  reveal('sealed-form', false);
  reveal('sealed-before', false);
  tell('sealed-left-after', opening.left);
  reveal('sealed-left-after', true);
}

function showOpened(opening: SealedOpening, words: Words): void {
  tell('sealed-heading', words.say('opened-heading'));
  reveal('sealed-delete', opening.deletable);
  reveal('sealed-opened', true);
}

/** The click: the view is counted only now, then the secret opens in this page (or in the extension). */
async function open(form: HTMLFormElement, link: LinkKey, words: Words): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const passphrase = document.getElementById('passphrase');
  if (button !== null) button.disabled = true;
  tell('sealed-error', '');
  tell('passphrase-error', '');
  passphrase?.removeAttribute('aria-invalid');
  tell('sealed-status', words.say('opening'));
  const answer = await askToOpen(form);
  tell('sealed-status', '');
  if (button !== null) button.disabled = false;
  if (!answer.ok) {
    if (answer.refusal === 'wrong-passphrase' && passphrase !== null) {
      tell('passphrase-error', words.say('wrong-passphrase'));
      passphrase.setAttribute('aria-invalid', 'true');
      passphrase.setAttribute('aria-describedby', 'passphrase-error');
      passphrase.focus();
    } else tell('sealed-error', words.say(answer.refusal));
    if (answer.refusal === 'gone') reveal('sealed-form', false);
    return;
  }
  viewUsed(answer.value);
  if (link.state === 'key') {
    if (!(await openHere(answer.value, link.key, words))) return;
  } else {
    handOver(answer.value);
    tell('sealed-status', words.say('extension-opens'));
    whenExtensionOpened(() => tell('sealed-status', ''));
  }
  showOpened(answer.value, words);
}

/**
 * The sealed reveal page: takes the key out of the address bar at once. Without a usable key (and
 * no extension to open it) it says what is wrong and offers no button, so no view is used.
 */
export function startRecipientOpening(): void {
  const form = document.getElementById('sealed-form');
  if (!(form instanceof HTMLFormElement)) return;
  const words = wordsOf(form);
  const link = takeLinkKey();
  const offer = () =>
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void open(form, link, words);
    });
  if (link.state === 'key' || extensionOpens()) {
    offer();
    return;
  }
  tell('sealed-error', words.say(link.state === 'missing' ? 'key-missing' : 'key-malformed'));
  form.hidden = true;
  whenExtensionOpens(() => {
    tell('sealed-error', '');
    form.hidden = false;
    offer();
  });
}
