import { describeError, type Logger } from '../log/log.ts';
import {
  type ActivityStreamDeps,
  StreamSendError,
  streamActivity,
  streamHasWork,
} from './activity-stream.ts';

export interface StreamTiming {
  /** How often the log is looked at for new entries (and a batch handed over asked after). */
  pollMs: number;
  /** The wait after a first failure; it doubles with each failure after it, up to `retryMaxMs`. */
  retryMs: number;
  retryMaxMs: number;
}

/** The wait after `failures` failures in a row. */
export function retryDelay(failures: number, timing: StreamTiming): number {
  return Math.min(timing.retryMs * 2 ** Math.max(failures - 1, 0), timing.retryMaxMs);
}

export interface ActivityStreamer {
  stop(): Promise<void>;
}

/**
 * Streams the log to one sink for as long as the server runs: a pass every `pollMs`, run alone
 * across every worker and server on the store (the store's lock for this sink), so the receiver
 * gets one stream in order; after a failure the next pass waits longer each time, and a receiver
 * back after an outage gets everything it missed, from its cursor.
 */
export function startActivityStreamer(
  deps: ActivityStreamDeps & { timing: StreamTiming; logger: Logger },
): ActivityStreamer {
  const { store, sink, logger, timing } = deps;
  let failures = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const pass = async () => {
    try {
      if (await streamHasWork(deps))
        await store.runAlone(`activity stream ${sink.name}`, () => streamActivity(deps));
      if (failures > 0) logger.info(`activity stream to ${sink.name}: delivering again`);
      failures = 0;
    } catch (error) {
      failures++;
      const told = error instanceof StreamSendError ? error.code : describeError(error);
      logger.error(
        `activity stream to ${sink.name} failed (${told}); next try in ${retryDelay(failures, timing)} ms`,
      );
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().then(() => schedule(failures > 0 ? retryDelay(failures, timing) : timing.pollMs));
    }, ms);
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
