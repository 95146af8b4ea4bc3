/**
 * The download worker, bundled by server/web/pushes/sealed-script.ts into its own file: a service
 * worker that answers a download request under its scope itself, with a stream the opening page
 * fills with decrypted records, so the browser writes the file to disk as it comes and nothing
 * of it reaches the server.
 */
import type { PageToStream, PageToWorker, StreamToPage } from './download-messages.ts';

interface FetchEvent extends Event {
  request: Request;
  respondWith(response: Response): void;
}

/** The parts of the service worker's global scope used here (the DOM types have no worker scope). */
interface WorkerScope {
  addEventListener(type: 'install', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageToWorker>) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
}

const scope = globalThis as unknown as WorkerScope;
/** Records waiting in the worker for the browser to take: a few, not the file. */
const QUEUED_CHUNKS = 4;

interface Offer {
  port: MessagePort;
  name: string;
}
const offers = new Map<string, Offer>();

const tell = (port: MessagePort, said: StreamToPage) => port.postMessage(said);

/** RFC 8187's `filename*`: UTF-8, every byte outside its attr-chars escaped. */
const encodedName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The file's body: each pull asks the page for one chunk; it ends only when the page says the file was whole. */
function fed(port: MessagePort): ReadableStream<Uint8Array> {
  let wake = () => {};
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        port.onmessage = ({ data }: MessageEvent<PageToStream>) => {
          // After a cancel the controller is closed and refuses anything more: nothing to do then.
          try {
            if (data.kind === 'chunk') controller.enqueue(data.bytes);
            else if (data.kind === 'end') controller.close();
            else controller.error(new Error('refused'));
          } catch {}
          if (data.kind !== 'chunk') port.close();
          wake();
        };
      },
      pull: () =>
        new Promise<void>((resolve) => {
          wake = resolve;
          tell(port, { kind: 'pull' });
        }),
      cancel() {
        tell(port, { kind: 'cancel' });
        port.close();
      },
    },
    new CountQueuingStrategy({ highWaterMark: QUEUED_CHUNKS }),
  );
}

function answer(offer: Offer): Response {
  tell(offer.port, { kind: 'started' });
  return new Response(fed(offer.port), {
    headers: {
      // Never the file's own type: Firefox would rename the file to match it, or open it.
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodedName(offer.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}

// A new version takes over at once: a page waits for its own worker to be active.
scope.addEventListener('install', () => void scope.skipWaiting());

scope.addEventListener('message', (event) => {
  const port = event.ports[0];
  if (event.data.kind !== 'offer' || port === undefined) return;
  const { id, name } = event.data;
  offers.set(id, { port, name });
  // A page that gave up waiting withdraws its offer by aborting before the browser asks.
  port.onmessage = ({ data }: MessageEvent<PageToStream>) => {
    if (data.kind === 'abort') offers.delete(id);
  };
  tell(port, { kind: 'ready' });
});

scope.addEventListener('fetch', (event) => {
  const id = new URL(event.request.url).pathname.split('/').pop() ?? '';
  const offer = event.request.method === 'GET' ? offers.get(id) : undefined;
  offers.delete(id);
  // Unknown here (the worker was restarted, or the address was typed): 204 leaves the page where it is.
  event.respondWith(offer === undefined ? new Response(null, { status: 204 }) : answer(offer));
});
