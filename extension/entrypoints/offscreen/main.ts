import { browser } from 'wxt/browser';
import { type CopyMessage, copyInDocument, OFFSCREEN_COPY } from '../../lib/clipboard.ts';

browser.runtime.onMessage.addListener((message: unknown) => {
  const m = message as Partial<CopyMessage>;
  if (m?.type !== OFFSCREEN_COPY || typeof m.text !== 'string') return undefined;
  return Promise.resolve(copyInDocument(document, m.text));
});
