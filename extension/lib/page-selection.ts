/**
 * Runs inside the page (through `scripting.executeScript`), so it must use nothing from outside
 * its own body. A text field's selection is not part of `getSelection()`, hence the first branch.
 */
export function selectionInPage(): string {
  const field = document.activeElement;
  if (field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) {
    const start = field.selectionStart ?? 0;
    const end = field.selectionEnd ?? 0;
    if (end > start) return field.value.slice(start, end);
  }
  return globalThis.getSelection?.()?.toString() ?? '';
}

/** Chrome may turn a line break into a space or drop it, so whitespace is left out of the comparison. */
const collapsed = (text: string) => text.replace(/\s+/g, '');

/**
 * The page's own selection when it is the text the menu was opened on, whitespace aside. The
 * menu's copy may also be cut short (Firefox), so a prefix counts too.
 */
export function matchingSelection(fromMenu: string, fromPage: string | null): string | null {
  if (fromPage === null || fromPage.trim() === '') return null;
  const menu = collapsed(fromMenu);
  const page = collapsed(fromPage);
  return menu !== '' && page.startsWith(menu) ? fromPage : null;
}

/** The slice of `browser.scripting` used here; the fake browser lacks it. */
export interface ScriptingApi {
  executeScript(injection: {
    target: { tabId: number; frameIds?: number[] };
    func: () => string;
  }): Promise<{ result?: unknown }[]>;
}

/** Reads the selection of one frame of a tab; null where the browser does not let the extension in. */
export function pageSelectionReader(scripting: ScriptingApi | undefined) {
  return async (tabId: number, frameId: number): Promise<string | null> => {
    if (!scripting) return null;
    try {
      const [first] = await scripting.executeScript({
        target: { tabId, frameIds: [frameId] },
        func: selectionInPage,
      });
      return typeof first?.result === 'string' ? first.result : null;
    } catch {
      // Pages the browser keeps extensions out of (its own pages, stores, PDF viewers).
      return null;
    }
  };
}
