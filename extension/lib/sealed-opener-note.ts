import { setPageLanguage } from './i18n.ts';

export type NoteKind = 'opened' | 'refused';

export interface NoteAction {
  label: string;
  /** Runs on a click; answers the label to show for a moment after it (done or failed). */
  run: () => Promise<string>;
}

/**
 * Colours that read on a light page and a dark one alike, set through the style object rather
 * than a stylesheet: pages forbid inline styles in their CSP, which does not govern the CSSOM.
 */
const TONES: Record<NoteKind, { border: string; background: string }> = {
  opened: { border: 'rgb(34 139 76)', background: 'rgb(34 139 76 / 14%)' },
  refused: { border: 'rgb(200 40 40)', background: 'rgb(200 40 40 / 14%)' },
};

const notes = new WeakMap<Element, HTMLElement>();

function styled(note: HTMLElement, kind: NoteKind): void {
  const tone = TONES[kind];
  Object.assign(note.style, {
    boxSizing: 'border-box',
    maxWidth: '100%',
    margin: '0.75rem 0',
    padding: '0.6rem 0.8rem',
    borderInlineStart: `0.3rem solid ${tone.border}`,
    borderRadius: '0.3rem',
    background: tone.background,
    color: 'inherit',
    font: 'inherit',
    lineHeight: '1.4',
    textAlign: 'start',
    overflowWrap: 'anywhere',
  });
}

function actionButton(document: Document, action: NoteAction): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = action.label;
  Object.assign(button.style, { marginInlineStart: '0.6rem', font: 'inherit', cursor: 'pointer' });
  button.addEventListener('click', async () => {
    button.textContent = await action.run();
    setTimeout(() => {
      button.textContent = action.label;
    }, 1500);
  });
  return button;
}

/**
 * Says something about a sealed element just before it, in the extension's language: one note
 * per element, replaced when said again. A refusal is an alert, so a screen reader says it at once.
 */
export function showNote(before: Element, kind: NoteKind, text: string, action?: NoteAction): HTMLElement {
  const note = notes.get(before) ?? before.ownerDocument.createElement('div');
  notes.set(before, note);
  note.replaceChildren(text);
  note.dataset.sealedOpenerNote = kind;
  note.setAttribute('role', kind === 'refused' ? 'alert' : 'status');
  setPageLanguage(note);
  styled(note, kind);
  if (action) note.append(actionButton(before.ownerDocument, action));
  if (!note.isConnected) before.before(note);
  return note;
}
