import { isIP, connect as tcpConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { ActivityEntry } from '../store/activity-store.ts';
import { type ActivitySink, StreamSendError } from './activity-stream.ts';
import type { SyslogSettings } from './stream-settings.ts';
import { octetCounted, type SyslogOrigin, syslogMessage } from './syslog-message.ts';

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]+$/.test(code) ? code : 'error';
};

/**
 * Writes the frames on a connection of their own, then closes its side and waits for the daemon
 * to close its own. TCP syslog has no answer, and a write only says the bytes left this host; a
 * daemon closes only once it has read to the end, so its close is the one sign that it took every
 * message (a daemon that stopped first resets the connection instead, and the batch goes again).
 */
function sendFrames(settings: SyslogSettings, frames: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const { host, port } = settings;
    const socket = settings.tls
      ? tlsConnect({
          host,
          port,
          // A name is checked against the certificate's names, an address against its addresses (SNI takes no address).
          ...(isIP(host) === 0 ? { servername: host } : {}),
          ...(settings.ca === null ? {} : { ca: settings.ca }),
        })
      : tcpConnect({ host, port });
    let peerEnded = false;
    const fail = (code: string) => {
      clearTimeout(timer);
      socket.destroy();
      reject(new StreamSendError(code));
    };
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    socket.once(settings.tls ? 'secureConnect' : 'connect', () => socket.end(frames));
    // Anything the daemon says is read and dropped; its end is what counts.
    socket.on('data', () => {});
    socket.on('end', () => {
      peerEnded = true;
    });
    socket.on('error', (error) => fail(codeOf(error)));
    socket.on('close', (hadError) => {
      if (hadError) return;
      if (!peerEnded) return fail('closed');
      clearTimeout(timer);
      resolve();
    });
  });
}

export interface SyslogSinkDeps {
  settings: SyslogSettings;
  origin: SyslogOrigin;
  /** How long one batch may take, connecting included. */
  timeoutMs: number;
  /** Entries a batch holds at most: one connection each. */
  batchSize?: number;
}

/** The syslog daemon as a sink: each batch one connection, each entry one RFC 5424 message, octet counted. */
export function syslogSink(deps: SyslogSinkDeps): ActivitySink {
  return {
    name: 'syslog',
    batchSize: deps.batchSize ?? 500,
    async send(entries: readonly ActivityEntry[]) {
      const frames = entries.map((entry) => octetCounted(syslogMessage(entry, deps.origin))).join('');
      await sendFrames(deps.settings, frames, deps.timeoutMs);
      return 'taken';
    },
  };
}
