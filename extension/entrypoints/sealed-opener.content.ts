import { browser } from 'wxt/browser';
import { keyFragment } from '../../shared/sealed/push-key.ts';
import type { SealedFileMessage } from '../lib/sealed-file-relay.ts';
import type { SealedKeyMessage } from '../lib/sealed-key-store.ts';
import { startSealedOpener } from '../lib/sealed-opener.ts';
import { type Fetched, fetchOpenedFile } from '../lib/sealed-opener-download.ts';

/** Firefox opens files in the background (see sealed-file-relay.ts); Chromium right here. */
const openFile = import.meta.env.FIREFOX
  ? (url: string, pushKey: Uint8Array) =>
      browser.runtime.sendMessage({
        sealedFile: { url, fragment: keyFragment(pushKey) },
      } satisfies SealedFileMessage) as Promise<Fetched<Blob>>
  : (url: string, pushKey: Uint8Array) =>
      fetchOpenedFile(url, pushKey, crypto.subtle, (target, init) => fetch(target, init));

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
      openFile,
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
