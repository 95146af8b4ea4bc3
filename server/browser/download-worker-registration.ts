import { DOWNLOAD_SCOPE } from './download-messages.ts';

/** The worker's address, digest and all; set when server/web/pushes/sealed-script.ts bundles the page's script. */
declare const DOWNLOAD_WORKER_PATH: string | undefined;

/** How long registering and activating may take before the page saves the Blob way instead. */
const ACTIVE_MS = 5_000;

function activated(worker: ServiceWorker): Promise<ServiceWorker> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (worker.state === 'activated') resolve(worker);
      else if (worker.state === 'redundant') reject(new Error('The download worker was replaced.'));
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

async function register(path: string): Promise<ServiceWorker | undefined> {
  const registration = await navigator.serviceWorker.register(path, { scope: DOWNLOAD_SCOPE });
  // Ours is the newest of the registration's workers: the one installing when it just replaced another.
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  return worker === null ? undefined : activated(worker);
}

/**
 * Firefox (ESR 140) at times cancels or stalls a download a service worker answers with a stream,
 * and keeps a `.part` file of one it fails: there the Blob way, which it saves reliably.
 */
const streamsUnreliably = (): boolean => /\bFirefox\//.test(navigator.userAgent);

let registering: Promise<ServiceWorker | undefined> | undefined;

/**
 * The page's active download worker; undefined without service workers (an http page not on
 * localhost, a Firefox private window), when the page's CSP or the browser refuses it, or too slow.
 */
export function downloadWorker(): Promise<ServiceWorker | undefined> {
  const path = typeof DOWNLOAD_WORKER_PATH === 'string' ? DOWNLOAD_WORKER_PATH : undefined;
  if (path === undefined || !('serviceWorker' in navigator) || streamsUnreliably())
    return Promise.resolve(undefined);
  if (registering === undefined) {
    const late = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ACTIVE_MS));
    registering = Promise.race([register(path).catch(() => undefined), late]);
  }
  return registering;
}
