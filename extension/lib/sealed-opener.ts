import type { SealedKeyMessage } from './sealed-key-store.ts';
import { type FileEnv, openFileLink } from './sealed-opener-files.ts';
import { findSealed, nameLineOf } from './sealed-opener-find.ts';
import { keyForPage, takeFragmentKey } from './sealed-opener-key.ts';
import { namesOnlyOpened, type OpenEnv, openPayload, refuse, usableKey } from './sealed-opener-open.ts';
import { secretPageToken } from './sealed-opener-place.ts';

export interface OpenerEnv extends OpenEnv, FileEnv {
  document: Document;
  location: Pick<Location, 'hash' | 'href' | 'pathname'>;
  history: Pick<History, 'replaceState' | 'state'>;
  /** A message to the background, which keeps the key between the pages of one link. */
  send: (message: SealedKeyMessage) => Promise<string | null>;
}

export interface RunningOpener {
  /** Settles once everything found so far is opened or refused. */
  settled: () => Promise<void>;
  /** Stops watching the page. */
  stop: () => void;
}

/**
 * Tells our own recipient page that the extension opens its sealed secret, so it leaves that alone
 * and offers its button. Only once the extension holds a usable key: without one a click would
 * use a view for nothing, so the page says the key is missing instead.
 */
function markPage(document: Document): boolean {
  const root = document.documentElement;
  if (root !== null) root.dataset.sealedOpener = 'extension';
  return root !== null;
}

/**
 * On a secret link's page: takes the key out of the address before any script of the page runs,
 * then opens each sealed payload and file link as the page shows them, now or later (our page
 * puts them in after a click). Null on any other page.
 */
export function startSealedOpener(env: OpenerEnv): RunningOpener | null {
  const token = secretPageToken(env.location.pathname);
  const view = env.document.defaultView;
  if (token === null || view === null) return null;
  const fromAddress = takeFragmentKey(env.location, env.history);
  const key = keyForPage(fromAddress, token, env.send);
  let keyHeld = fromAddress?.ok === true;
  let marked = false;
  const mark = () => {
    if (keyHeld && !marked) marked = markPage(env.document);
  };
  // A key read from the address is known before the page's scripts run; a kept one a moment later.
  mark();
  void key.then((state) => {
    keyHeld = state?.ok === true;
    mark();
  });
  const seen = new WeakSet<Element>();
  let names: readonly string[] = [];
  let work = Promise.resolve();
  let keyRefused = false;

  const scan = () => {
    mark();
    // A payload still being parsed may hold half its envelope line.
    if (env.document.readyState === 'loading') return;
    const found = findSealed(env.document, seen);
    for (const payload of found.payloads) {
      seen.add(payload.shown);
      if (payload.lines.fileNames.length > 0) names = payload.lines.fileNames;
    }
    for (const file of found.files) seen.add(file.link);
    if (found.payloads.length === 0 && found.files.length === 0) return;
    work = work.then(async () => {
      const usable = usableKey(await key);
      if ('problem' in usable) {
        // Said once, where the secret shows first: every envelope of the page fails alike.
        const first = found.payloads[0]?.shown ?? found.files[0]?.link;
        if (!keyRefused && first) refuse(first, usable.problem);
        keyRefused = true;
        return;
      }
      for (const payload of found.payloads) {
        // Used: the background forgets it; this page keeps it for its file links.
        if (await openPayload(payload, usable.key, env))
          await env.send({ sealedKey: 'drop', token }).catch(() => null);
      }
      let filesOpened = false;
      for (const file of found.files)
        filesOpened =
          (await openFileLink(file.link, nameLineOf(file, names), usable.key, env)) || filesOpened;
      for (const payload of found.payloads)
        if (filesOpened && payload.lines.text === undefined) namesOnlyOpened(payload);
    });
    work = work.catch(() => undefined);
  };

  const observer = new view.MutationObserver(scan);
  observer.observe(env.document, { childList: true, subtree: true, characterData: true });
  env.document.addEventListener('DOMContentLoaded', scan);
  scan();
  return {
    settled: () => work,
    stop: () => {
      observer.disconnect();
      env.document.removeEventListener('DOMContentLoaded', scan);
    },
  };
}
