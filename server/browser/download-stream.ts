import { DOWNLOAD_SCOPE, type PageToStream, type StreamToPage } from './download-messages.ts';
import { downloadWorker } from './download-worker-registration.ts';
import type { SaveTarget } from './open-download.ts';

/** How long the worker may take to hold an offer, and the browser to ask for it, before the Blob way is used. */
const READY_MS = 5_000;
const STARTED_MS = 10_000;
/** A worker that asks for nothing this long has been stopped, or the download has stalled. */
const PULL_MS = 60_000;
/** Well inside the 30 s after which an idle service worker may be stopped. */
const PING_MS = 10_000;

/** Counts what the worker said on the port, so the page can wait for each in turn. */
function inbox(port: MessagePort) {
  const counts = new Map<StreamToPage['kind'], number>();
  const waiting = new Set<() => void>();
  port.onmessage = ({ data }: MessageEvent<StreamToPage>) => {
    counts.set(data.kind, (counts.get(data.kind) ?? 0) + 1);
    for (const wake of [...waiting]) wake();
  };
  /** True once `kind` came (and is used up); false on a cancel or when `ms` pass first. */
  const take = (kind: StreamToPage['kind'], ms = 0) =>
    new Promise<boolean>((resolve) => {
      const timer = ms > 0 ? setTimeout(() => done(false), ms) : undefined;
      const done = (said: boolean) => {
        clearTimeout(timer);
        waiting.delete(check);
        resolve(said);
      };
      const check = () => {
        const count = counts.get(kind) ?? 0;
        if (count > 0) {
          counts.set(kind, count - 1);
          done(true);
        } else if (counts.has('cancel')) done(false);
      };
      waiting.add(check);
      check();
    });
  return { take };
}

/** Asks the browser for the worker's download, as a link the person followed (a 204 there changes nothing). */
function follow(id: string): void {
  const link = document.createElement('a');
  link.href = `${DOWNLOAD_SCOPE}${id}`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

const randomId = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Starts a download of `name` that the worker answers with what is written here, so the browser
 * writes it to disk as it comes. Undefined where the worker is unavailable: then the Blob way.
 */
export async function streamTarget(name: string): Promise<SaveTarget | undefined> {
  const worker = await downloadWorker();
  if (worker === undefined) return undefined;
  const { port1: port, port2 } = new MessageChannel();
  const said = inbox(port);
  const send = (message: PageToStream, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  const id = randomId();
  worker.postMessage({ kind: 'offer', id, name }, [port2]);
  const ready = await said.take('ready', READY_MS);
  if (ready) follow(id);
  const started = ready && (await said.take('started', STARTED_MS));
  if (!started) {
    send({ kind: 'abort' });
    port.close();
    return undefined;
  }
  const pinging = setInterval(() => worker.postMessage({ kind: 'ping' }), PING_MS);
  const stop = () => {
    clearInterval(pinging);
    port.close();
  };
  return {
    async write(bytes) {
      if (!(await said.take('pull', PULL_MS))) throw new Error('The download was cancelled or stalled.');
      // The record's own buffer moves to the worker; a view into a larger one is copied first.
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      const chunk = whole ? bytes : bytes.slice();
      send({ kind: 'chunk', bytes: chunk }, [chunk.buffer as ArrayBuffer]);
    },
    async finish() {
      const pulled = await said.take('pull', PULL_MS);
      if (pulled) send({ kind: 'end' });
      stop();
      if (!pulled) throw new Error('The download was cancelled or stalled.');
    },
    abort() {
      send({ kind: 'abort' });
      stop();
    },
  };
}
