import { AttemptLog } from './attempt-log.ts';
import type { Counters, FixedWindow, SlidingLimit } from './counters.ts';
import { WindowCounter } from './window-counter.ts';

export interface MemoryCounters extends Counters {
  /** Keys held now, over every scope. */
  readonly size: number;
}

/**
 * Counters in this process's memory: for the embedded store and tests, where one process serves.
 * Each scope holds its own keys, bounded by its `maxKeys`.
 */
export function memoryCounters(): MemoryCounters {
  const logs = new Map<string, AttemptLog>();
  const windows = new Map<string, WindowCounter>();
  const logOf = (limit: SlidingLimit) => {
    let log = logs.get(limit.scope);
    if (log === undefined) {
      log = new AttemptLog(limit.windowMs, limit.maxKeys);
      logs.set(limit.scope, log);
    }
    return log;
  };
  const counterOf = (window: FixedWindow) => {
    let counter = windows.get(window.scope);
    if (counter === undefined) {
      counter = new WindowCounter(window.periodMs, window.maxKeys);
      windows.set(window.scope, counter);
    }
    return counter;
  };
  return {
    // Each method does its work before its first await: the check and the count are one step.
    attempt: async (limit, key, at) => logOf(limit).attempt(key, at, limit.limit),
    takeBack: async (limit, key, at) => logs.get(limit.scope)?.remove(key, at),
    clear: async (limit, key) => logs.get(limit.scope)?.clear(key),
    hit: async (list, key, at) => list.map((window) => counterOf(window).hit(key, at)),
    prune: async (at) => {
      for (const log of logs.values()) log.prune(at);
      for (const counter of windows.values()) counter.prune(at);
    },
    get size() {
      let size = 0;
      for (const log of logs.values()) size += log.size;
      for (const counter of windows.values()) size += counter.size;
      return size;
    },
  };
}
