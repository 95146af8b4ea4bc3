import { keyFragment } from '../../shared/sealed/push-key.ts';
import { sealedTextFits, sealedTextLength } from '../../shared/sealed/sealed-text.ts';
import { MAX_TEXT_PAYLOAD } from '../../shared/settings.ts';
import { sealingProgress } from './push-form-progress.ts';
import { browserCrypto, type SealedPost, sealPost } from './push-form-sealing.ts';
import { encodedBody, sendForm } from './push-form-send.ts';
import { SEALED_FILE_FORMAT, sealedFileSize } from './push-form-sizes.ts';
import { type FormWords, formWords } from './push-form-words.ts';

const sealedSize = (file: File) => sealedFileSize(file.size, SEALED_FILE_FORMAT);

/**
 * The push form's Sealed choice: shown only where this script runs with WebCrypto. A push ticked
 * Sealed is sealed here before anything is sent, and the person goes to the result page with the
 * key in the address's fragment, which never reaches the server. Unticked, the form is left to
 * its inline script (push-form-script.ts) and to the browser.
 */
export function startPushFormSealing(): void {
  const form = document.querySelector<HTMLFormElement>('form#push-form[data-sealable]');
  const choice = document.getElementById('sealed-choice');
  const box = document.getElementById('sealed');
  if (form === null || choice === null || !(box instanceof HTMLInputElement) || !globalThis.crypto?.subtle)
    return;
  choice.hidden = false;
  form.addEventListener('submit', (event) => {
    if (!box.checked) return;
    event.preventDefault();
    void pushSealed(form);
  });
}

/** Why this text or these files cannot go sealed, in the form's words; '' when they can. */
function problem(words: FormWords, form: HTMLFormElement, text: string, files: File[]): string {
  if (!sealedTextFits(text))
    return words.text('sealed-too-long', {
      count: words.number(sealedTextLength(text)),
      max: words.number(MAX_TEXT_PAYLOAD),
    });
  const max = Number(form.dataset.maxFileMb) * 1024 * 1024;
  const grown = files.find((file) => sealedSize(file) > max);
  if (grown === undefined) return '';
  return words.text('sealed-file-too-large', {
    name: grown.name,
    size: words.size(grown.size),
    sealed: words.size(sealedSize(grown)),
    max: words.size(max),
  });
}

async function pushSealed(form: HTMLFormElement): Promise<void> {
  const words = formWords(form);
  const check = document.getElementById('sealed-check');
  const submit = document.getElementById('push-submit');
  const field = document.getElementById('payload');
  const picker = document.getElementById('files');
  const typed = field instanceof HTMLTextAreaElement ? field.value : '';
  const files = picker instanceof HTMLInputElement ? [...(picker.files ?? [])] : [];
  const say = (text: string) => {
    if (check === null) return;
    check.textContent = text;
    check.hidden = text === '';
  };
  const stop = (text: string) => {
    say(text);
    if (submit instanceof HTMLButtonElement) submit.disabled = false;
  };
  const refused = problem(words, form, typed, files);
  if (refused !== '') {
    say(refused);
    (field instanceof HTMLTextAreaElement && !sealedTextFits(typed) ? field : picker)?.focus();
    return;
  }
  say('');
  if (submit instanceof HTMLButtonElement) submit.disabled = true;
  const progress = sealingProgress(
    words,
    files.reduce((sum, file) => sum + sealedSize(file), 0),
  );
  let post: SealedPost;
  try {
    post = await sealPost(browserCrypto(), form, files, progress.sealed);
  } catch {
    return stop(words.text('seal-failed'));
  }
  const sent = await sendForm(form.action, encodedBody(form, post.body), progress.uploaded);
  if ('landed' in sent) return location.assign(`${sent.landed.href}#${keyFragment(post.key)}`);
  if ('failed' in sent) return stop(words.text('upload-failed'));
  showRefusal(sent.refusal, typed);
}

/**
 * The server's refusal page in place of this one's content (this page's style stays). It never
 * holds the envelope, so the text typed goes back in its field, and the new form seals again.
 */
function showRefusal(answer: Document, typed: string): void {
  const main = document.querySelector('main');
  const refusal = answer.querySelector('main');
  if (main === null || refusal === null) return;
  document.title = answer.title;
  main.replaceChildren(...refusal.childNodes);
  const field = document.getElementById('payload');
  if (field instanceof HTMLTextAreaElement && field.value === '') field.value = typed;
  startPushFormSealing();
}
