import { SD_ID } from '../../../server/activity/syslog-message.ts';

/** One message as the daemon wrote it, taken apart as a SIEM would. */
export interface SyslogReceipt {
  pri: number;
  timestamp: string;
  hostname: string;
  appName: string;
  msgId: string;
  /** The structured data's parameters, unescaped. */
  params: Record<string, string>;
  /** MSG read as JSON. */
  entry: Record<string, unknown>;
}

const LINE =
  /^<(\d+)>1 (\S+) (\S+) (\S+) - (\S+) \[(\S+)((?: [A-Za-z]+="(?:[^"\\\]]|\\["\\\]])*")*)\] \uFEFF(.*)$/;
const PARAM = / ([A-Za-z]+)="((?:[^"\\\]]|\\["\\\]])*)"/g;

export function parseSyslogLine(line: string): SyslogReceipt {
  const match = LINE.exec(line);
  if (match === null) throw new Error(`not an RFC 5424 message of the log: ${line}`);
  const [, pri, timestamp, hostname, appName, msgId, sdId, params, msg] = match;
  if (sdId !== SD_ID) throw new Error(`unexpected SD-ID ${sdId}`);
  return {
    pri: Number(pri),
    timestamp: timestamp ?? '',
    hostname: hostname ?? '',
    appName: appName ?? '',
    msgId: msgId ?? '',
    params: Object.fromEntries(
      [...(params ?? '').matchAll(PARAM)].map((m) => [
        m[1] ?? '',
        (m[2] ?? '').replace(/\\(["\\\]])/g, '$1'),
      ]),
    ),
    entry: JSON.parse(msg ?? ''),
  };
}

/**
 * The sequence numbers as they came, with the repeats an at-least-once stream may send dropped as
 * a SIEM drops them (a number not above the highest seen); what is left must climb one at a time.
 */
export function firstArrivals(seqs: readonly number[]): number[] {
  const kept: number[] = [];
  for (const seq of seqs) if (seq > (kept.at(-1) ?? 0)) kept.push(seq);
  return kept;
}
