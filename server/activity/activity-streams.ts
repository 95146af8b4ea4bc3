import type { DeliveryOutbox } from '../deliveries/outbox.ts';
import type { Logger } from '../log/log.ts';
import type { DeliveryStore } from '../store/delivery-store.ts';
import type { ActivityStreamDeps } from './activity-stream.ts';
import { type ActivityStreamer, startActivityStreamer } from './activity-streamer.ts';
import type { StreamSettings } from './stream-settings.ts';
import { syslogSink } from './syslog-sender.ts';
import { webhookSink } from './webhook-sink.ts';

export interface ActivityStreamsDeps {
  store: ActivityStreamDeps['store'] & Pick<DeliveryStore, 'findDelivery'>;
  outbox: DeliveryOutbox;
  now: () => number;
  settings: StreamSettings | undefined;
  logger: Logger;
}

/** One streamer for each sink the settings name; none when they name none. */
export function startActivityStreams(deps: ActivityStreamsDeps): { stop(): Promise<void> } {
  const { settings, store, logger } = deps;
  const stream = (sink: ActivityStreamDeps['sink'], timing: StreamSettings['timing']) =>
    startActivityStreamer({ store, sink, start: settings?.start ?? 'start', timing, logger });
  const streamers: ActivityStreamer[] = [];
  if (settings?.syslog) {
    const { syslog } = settings;
    const sink = syslogSink({
      settings: syslog,
      origin: { facility: syslog.facility, hostname: syslog.hostname, appName: syslog.appName },
      timeoutMs: settings.syslogTimeoutMs,
    });
    streamers.push(stream(sink, settings.timing));
  }
  if (settings?.webhook) {
    const sink = webhookSink({
      settings: settings.webhook,
      outbox: deps.outbox,
      deliveries: store,
      now: deps.now,
    });
    streamers.push(stream(sink, settings.timing));
  }
  return {
    stop: async () => {
      await Promise.all(streamers.map((streamer) => streamer.stop()));
    },
  };
}
