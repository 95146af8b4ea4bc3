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

/** Waits before asking the offscreen document again: it may not be listening yet right after it opens. */
const RETRY_AFTER_MS = [100, 400];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Asks the document to copy; a document that has not registered its listener yet is asked again. */
async function askToCopy(
  sendMessage: (message: CopyMessage) => Promise<unknown>,
  text: string,
  pause: (ms: number) => Promise<void>,
): Promise<boolean> {
  for (const wait of [0, ...RETRY_AFTER_MS]) {
    if (wait > 0) await pause(wait);
    try {
      if ((await sendMessage({ type: OFFSCREEN_COPY, text })) === true) return true;
    } catch {
      // No receiving end yet: ask again after the pause.
    }
  }
  return false;
}

/**
 * Copies from a service worker: it has no DOM, so the text goes to a short-lived offscreen
 * document, which copies it and is closed again.
 */
export function copyThroughOffscreen(
  offscreen: OffscreenApi,
  sendMessage: (message: CopyMessage) => Promise<unknown>,
  url: string,
  pause: (ms: number) => Promise<void> = sleep,
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
      return await askToCopy(sendMessage, text, pause);
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
