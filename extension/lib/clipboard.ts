/** Chrome's offscreen API, typed to the part used; Firefox's background page has a DOM instead. */
export interface OffscreenApi {
  createDocument(options: { url: string; reasons: string[]; justification: string }): Promise<void>;
  closeDocument(): Promise<void>;
}

export const OFFSCREEN_COPY = 'offscreen-copy';

export interface CopyMessage {
  type: typeof OFFSCREEN_COPY;
  text: string;
}

/** Copies with a hidden textarea: works in documents without focus, unlike `navigator.clipboard`. */
export function copyInDocument(doc: Document, text: string): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  doc.body.append(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } finally {
    area.remove();
  }
}

/**
 * Copies from a service worker: it has no DOM, so the text goes to a short-lived offscreen
 * document, which copies it and is closed again.
 */
export function copyThroughOffscreen(
  offscreen: OffscreenApi,
  sendMessage: (message: CopyMessage) => Promise<unknown>,
  url: string,
): (text: string) => Promise<boolean> {
  return async (text) => {
    try {
      await offscreen.createDocument({
        url,
        reasons: ['CLIPBOARD'],
        justification: 'Put the link of a new push on the clipboard.',
      });
    } catch {
      // Already open from an earlier copy that has not closed yet: reuse it.
    }
    try {
      return (await sendMessage({ type: OFFSCREEN_COPY, text })) === true;
    } catch {
      return false;
    } finally {
      await offscreen.closeDocument().catch(() => undefined);
    }
  };
}

/** Copies where a DOM exists (Firefox's background page, extension pages). */
export function copyWithDom(doc: Document, writeText?: (text: string) => Promise<void>) {
  return async (text: string): Promise<boolean> => {
    if (copyInDocument(doc, text)) return true;
    try {
      await writeText?.(text);
      return writeText !== undefined;
    } catch {
      return false;
    }
  };
}
