import { browser } from 'wxt/browser';
import type { SealedKeyMessage } from '../lib/sealed-key-store.ts';
import { startSealedOpener } from '../lib/sealed-opener.ts';

// Registered by the background on the secret link's pages of the instances the person granted.
export default defineContentScript({
  registration: 'runtime',
  matches: [],
  runAt: 'document_start',
  // The page learns nothing from us but the mark it reads to leave the opening to the extension.
  noScriptStartedPostMessage: true,
  main: () =>
    void startSealedOpener({
      document,
      location,
      history,
      subtle: crypto.subtle,
      fetch: (url, init) => fetch(url, init),
      copy: (text) =>
        navigator.clipboard.writeText(text).then(
          () => true,
          () => false,
        ),
      send: (message: SealedKeyMessage) =>
        browser.runtime
          .sendMessage(message)
          .then((answer: unknown) => (typeof answer === 'string' ? answer : null)),
    }),
});
