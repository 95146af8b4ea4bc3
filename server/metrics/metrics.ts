import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { PUSH_KINDS, type PushKind } from '../../shared/kinds.ts';
import type { StoreHealth } from '../store/store-control.ts';

export interface MetricsDeps {
  /** The store's health (the same that GET /up reports); asked only when the metrics are scraped. */
  storeHealth: () => Promise<StoreHealth>;
  /**
   * A worker of several (WEB_CONCURRENCY > 1): how /metrics gathers the whole server's through the
   * primary, given this worker's registry; alone, the registry's own text.
   */
  acrossWorkers?: (registry: Registry) => () => Promise<string>;
}

/** Labels come only from fixed sets and route patterns: no path, token or payload can reach a series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The server's Prometheus metrics, in a registry of their own: requests by route pattern and
 * status with their latency, pushes created, viewed and expired by kind, the store's health, and
 * the Node process's own (event-loop lag among them).
 */
export function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'secret_push_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status; _count is the number of requests.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pushCounter = (what: string, help: string) => {
    const counter = new Counter({
      name: `secret_push_pushes_${what}_total`,
      help,
      labelNames: ['kind'] as const,
      registers: [registry],
    });
    // Every kind's series exists from the start, so a rate over it needs no first event.
    for (const kind of PUSH_KINDS) counter.labels(kind).inc(0);
    return (kind: PushKind) => counter.labels(kind).inc();
  };
  new Gauge({
    name: 'secret_push_store_up',
    help: '1 while the store accepts writes, 0 while it cannot.',
    registers: [registry],
    // Across workers: up only while every one of them can write.
    aggregator: 'min',
    async collect() {
      this.set((await deps.storeHealth()).writable ? 1 : 0);
    },
  });

  // One child per label set, made once: a request then costs one map lookup and one observe.
  const children = new Map<string, { observe(seconds: number): void }>();
  const observeRequest = (method: string, route: string, status: number, seconds: number) => {
    const key = `${method} ${status} ${route}`;
    let child = children.get(key);
    if (child === undefined) {
      child = requests.labels(METHODS.has(method) ? method : 'OTHER', route, String(status));
      children.set(key, child);
    }
    child.observe(seconds);
  };

  return {
    observeRequest,
    pushCreated: pushCounter('created', 'Pushes created, by kind.'),
    pushViewed: pushCounter('viewed', "Views that handed out a push's secret to a recipient, by kind."),
    pushExpired: pushCounter('expired', 'Pushes expired (by views, by days or by deletion), by kind.'),
    contentType: registry.contentType,
    text: deps.acrossWorkers ? deps.acrossWorkers(registry) : () => registry.metrics(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
