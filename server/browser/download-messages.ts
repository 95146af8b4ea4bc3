/**
 * What the opening page and the download worker (download-worker.ts) say to each other. The page
 * offers a download with a MessagePort; the worker answers the browser's request for it with a
 * stream it fills by asking the page for each decrypted record in turn.
 */

/** Where the worker answers downloads: `<scope><id>`, inside the worker script's own folder. */
export const DOWNLOAD_SCOPE = '/assets/download/';

/** Page to worker, through `ServiceWorker.postMessage`. */
export type PageToWorker =
  /** A download to answer at `<scope><id>`, sent with the port it streams through. */
  | { kind: 'offer'; id: string; name: string }
  /** Sent while a download streams: each message event keeps an idle worker from being stopped. */
  | { kind: 'ping' };

/** Page to worker, on the download's port. */
export type PageToStream =
  | { kind: 'chunk'; bytes: Uint8Array }
  /** The opening's result is ok: the file is whole, the browser may finish it. */
  | { kind: 'end' }
  /** Refused or failed: the browser must fail the download, not finish it. */
  | { kind: 'abort' };

/** Worker to page, on the download's port. */
export type StreamToPage =
  /** The offer is held: the page may now ask the browser for the download. */
  | { kind: 'ready' }
  /** The browser asked for it: the download has begun. */
  | { kind: 'started' }
  /** Room for one more chunk. */
  | { kind: 'pull' }
  /** The person cancelled the download in the browser. */
  | { kind: 'cancel' };
