import type { Logger } from '../log/log.ts';
import type { ActivityStreamDeps } from './activity-stream.ts';
import { type ActivityStreamer, startActivityStreamer } from './activity-streamer.ts';
import type { StreamSettings } from './stream-settings.ts';
import { syslogSink } from './syslog-sender.ts';

export interface ActivityStreamsDeps {
  store: ActivityStreamDeps['store'];
  settings: StreamSettings | undefined;
  logger: Logger;
}

/** One streamer for each sink the settings name; none when they name none. */
export function startActivityStreams(deps: ActivityStreamsDeps): { stop(): Promise<void> } {
  const { settings, store, logger } = deps;
  const streamers: ActivityStreamer[] = [];
  if (settings?.syslog) {
    const { syslog } = settings;
    const sink = syslogSink({
      settings: syslog,
      origin: { facility: syslog.facility, hostname: syslog.hostname, appName: syslog.appName },
      timeoutMs: settings.syslogTimeoutMs,
    });
    streamers.push(
      startActivityStreamer({ store, sink, start: settings.start, timing: settings.timing, logger }),
    );
  }
  return {
    stop: async () => {
      await Promise.all(streamers.map((streamer) => streamer.stop()));
    },
  };
}
