import { type LowdbStoreOptions, openLowdbStore } from '../../server/store/lowdb-store.ts';
import { harness, type StorePlace } from './harness.ts';

/** The app over the real durable store in a fresh directory, its store's outages logged with the app's lines. */
export async function durableApp(options: Partial<LowdbStoreOptions> = {}) {
  const lowdb = (place: StorePlace, more: Partial<LowdbStoreOptions> = {}) =>
    openLowdbStore({
      dataDir: place.dataDir,
      instanceKey: place.instanceKey,
      // Recovery is driven by the tests (GET /up), never by a timer racing them.
      retryMs: 3_600_000,
      onUnavailable: (problem) => place.logger.info(`store unavailable (${problem})`),
      onRecovered: () => place.logger.info('store recovered'),
      onCompactionError: (error) => place.logger.error(`compaction failed: ${(error as Error).message}`),
      ...options,
      ...more,
    });
  const h = await harness(undefined, { store: (place) => lowdb(place), bodyLimitBytes: 1024 * 1024 });
  const logger = { info: (l: string) => h.logLines.push(l), error: (l: string) => h.logLines.push(l) };
  const place = { dataDir: h.dataDir, instanceKey: h.instanceKey, logger };
  /** Opens the store again in the same directory, as a restart does. */
  const open = (more: Partial<LowdbStoreOptions> = {}) => lowdb(place, more);
  const request = async (method: string, path: string, body?: unknown) => {
    const res = await h.app.request(`http://push.test${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, text };
  };
  return {
    dataDir: h.dataDir,
    store: h.store,
    open,
    app: h.app,
    request,
    logLines: h.logLines,
    key: h.instanceKey,
  };
}
