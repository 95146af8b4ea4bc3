import { creationOptions, madeJson, requestOptions, signedJson } from './passkey-credentials.ts';

/**
 * The passkey forms of the account page, the sign-in page and the second step. Each is an ordinary
 * form the server renders hidden, with `data-passkey` (`add` or `sign-in`) and `data-options` (where
 * to ask for a challenge): this script shows it where the browser can use passkeys, asks the
 * browser's authenticator when it is sent, and sends what the authenticator made in its
 * `credential` field. The server checks everything; nothing here decides.
 */
async function ceremony(form: HTMLFormElement, kind: string): Promise<Record<string, unknown>> {
  const csrf = (form.elements.namedItem('_csrf') as HTMLInputElement | null)?.value ?? '';
  const answer = await fetch(form.dataset.options ?? '', {
    method: 'POST',
    body: new URLSearchParams({ _csrf: csrf }),
    credentials: 'same-origin',
  });
  if (!answer.ok) throw new Error('no challenge');
  const options = (await answer.json()) as Record<string, unknown>;
  if (kind === 'add') {
    const made = await navigator.credentials.create({ publicKey: creationOptions(options) });
    if (made === null) throw new Error('nothing made');
    return madeJson(made as PublicKeyCredential);
  }
  const signed = await navigator.credentials.get({ publicKey: requestOptions(options) });
  if (signed === null) throw new Error('nothing signed');
  return signedJson(signed as PublicKeyCredential);
}

function wire(form: HTMLFormElement): void {
  const kind = form.dataset.passkey ?? '';
  const field = form.elements.namedItem('credential') as HTMLInputElement | null;
  const status = form.querySelector<HTMLElement>('[data-passkey-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (field === null || button === null) return;
  form.hidden = false;
  for (const note of document.querySelectorAll<HTMLElement>('[data-passkey-missing]')) note.hidden = true;
  form.addEventListener('submit', async (event) => {
    if (field.value !== '') return;
    event.preventDefault();
    button.disabled = true;
    if (status !== null) status.textContent = form.dataset.wordsWaiting ?? '';
    try {
      field.value = JSON.stringify(await ceremony(form, kind));
      form.submit();
    } catch {
      // Cancelled, timed out, or no passkey for this site: say so and let the person try again.
      field.value = '';
      if (status !== null) status.textContent = form.dataset.wordsFailed ?? '';
      button.disabled = false;
    }
  });
}

if (typeof window.PublicKeyCredential === 'function') {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-passkey]')) wire(form);
}
