import { openFileName } from '../../shared/sealed/sealed-file-name.ts';
import { openText } from '../../shared/sealed/sealed-text.ts';
import { t } from './i18n.ts';
import type { FoundPayload } from './sealed-opener-find.ts';
import type { KeyState } from './sealed-opener-key.ts';
import { showNote } from './sealed-opener-note.ts';
import { type OpenerProblem, problemSentence } from './sealed-opener-words.ts';

export interface OpenEnv {
  subtle: SubtleCrypto;
  copy: (text: string) => Promise<boolean>;
}

/** The page's own copy button, where it has one: Password Pusher's, or ours once its script shows it. */
const PAGE_COPY = '[data-action*="copy#copyToClipboard"], button[data-copy]:not([hidden])';

/** The key, or the problem of a page whose link came without one or with a malformed one. */
export function usableKey(key: KeyState): { key: Uint8Array } | { problem: OpenerProblem } {
  if (key === null) return { problem: 'no-key' };
  return key.ok ? { key: key.value } : { problem: key.reason };
}

export const markOpened = (element: HTMLElement) => {
  element.dataset.sealedOpened = 'extension';
};

/** Says at `at` why the secret did not open. */
export function refuse(at: Element, problem: OpenerProblem): null {
  showNote(at, 'refused', problemSentence(problem));
  return null;
}

/**
 * Opens a payload's text in place of its envelope, where the page's copy button (which reads the
 * element's text) finds it; adds a copy button of its own on a page without one. True when the
 * text opened; a payload of file names only is left to the file links (see `namesOnlyOpened`).
 */
export async function openPayload(found: FoundPayload, pushKey: Uint8Array, env: OpenEnv): Promise<boolean> {
  if (found.lines.text === undefined) return false;
  const text = await openText(env.subtle, pushKey, found.lines.text);
  if (!text.ok) return refuse(found.shown, text.reason) ?? false;
  found.write.textContent = text.value;
  markOpened(found.write);
  markOpened(found.shown);
  const ownCopy = found.shown.ownerDocument.querySelector(PAGE_COPY) !== null;
  const copy = {
    label: t('opener_copy'),
    run: async () => ((await env.copy(text.value)) ? t('copy_done') : t('copy_failed')),
  };
  showNote(found.shown, 'opened', t('opener_opened'), ownCopy ? undefined : copy);
  return true;
}

/** A payload of file names only, once its files' links show their names: hidden, with the note. */
export function namesOnlyOpened(found: FoundPayload): void {
  found.shown.hidden = true;
  markOpened(found.shown);
  showNote(found.shown, 'opened', t('opener_opened'));
}

/** A file's real name and type, from its envelope line; a note at the link when it does not open. */
export async function openLinkName(
  link: HTMLAnchorElement,
  nameLine: string | undefined,
  pushKey: Uint8Array,
  subtle: SubtleCrypto,
) {
  if (nameLine === undefined) return refuse(link, 'truncated');
  const label = await openFileName(subtle, pushKey, nameLine);
  return label.ok ? label.value : refuse(link, label.reason);
}
