import type { ActivityEntry } from '../store/activity-store.ts';
import { streamedEntry } from './streamed-entry.ts';

/** Where a message comes from, as its header says it. */
export interface SyslogOrigin {
  /** The facility's number (0 kern ... 23 local7). */
  facility: number;
  hostname: string;
  appName: string;
}

/** The facilities RFC 5424 numbers, by the names syslog daemons use. */
export const SYSLOG_FACILITIES: Readonly<Record<string, number>> = {
  kern: 0,
  user: 1,
  mail: 2,
  daemon: 3,
  auth: 4,
  syslog: 5,
  lpr: 6,
  news: 7,
  uucp: 8,
  cron: 9,
  authpriv: 10,
  ftp: 11,
  local0: 16,
  local1: 17,
  local2: 18,
  local3: 19,
  local4: 20,
  local5: 21,
  local6: 22,
  local7: 23,
};

/**
 * The structured data element's id: a private one is `name@<enterprise number>`, and 32473 is the
 * number RFC 5612 sets aside for examples and private use, so it claims no one's.
 */
export const SD_ID = 'secretpush@32473';

const WARNING = 4;
const NOTICE = 5;
const INFORMATIONAL = 6;
/** RFC 5424 §6.2.5: MSG in UTF-8 starts with the byte order mark, so a receiver knows its encoding. */
const BOM = '\uFEFF';

/** A failure is a warning; a security or administration event a notice; the rest information. */
export function severityOf(entry: Pick<ActivityEntry, 'outcome' | 'category'>): number {
  if (entry.outcome === 'failure') return WARNING;
  return entry.category === 'security' || entry.category === 'admin' ? NOTICE : INFORMATIONAL;
}

/** A header field: printable ASCII alone (RFC 5424's PRINTUSASCII), at most `max` of them, `-` when empty. */
export function headerField(text: string, max: number): string {
  const printable = text.replace(/[^\x21-\x7e]/g, '_').slice(0, max);
  return printable === '' ? '-' : printable;
}

/** A PARAM-VALUE: UTF-8, with `"`, `\` and `]` escaped by a backslash as §6.3.3 asks. */
export const sdValue = (text: string): string => text.replace(/["\\\]]/g, (c) => `\\${c}`);

/** The entry's fields a receiver filters on, as one SD-ELEMENT; a field without a value is left out. */
export function structuredData(entry: ActivityEntry): string {
  const params: Array<[string, string | null]> = [
    ['seq', String(entry.seq)],
    ['digest', entry.digest],
    ['prevDigest', entry.prevDigest],
    ['category', entry.category],
    ['outcome', entry.outcome],
    ['actorKind', entry.actor.kind],
    ['actorId', entry.actor.id],
    ['actorName', entry.actor.name],
    ['targetKind', entry.target?.kind ?? null],
    ['targetId', entry.target?.id ?? null],
    ['address', entry.address],
  ];
  const kept = params.filter((param): param is [string, string] => param[1] !== null);
  return `[${SD_ID}${kept.map(([name, value]) => ` ${name}="${sdValue(value)}"`).join('')}]`;
}

/** One entry as one RFC 5424 message: its time, its event as MSGID, its fields as structured data, its JSON as MSG. */
export function syslogMessage(entry: ActivityEntry, origin: SyslogOrigin): string {
  const pri = origin.facility * 8 + severityOf(entry);
  const header = [
    `<${pri}>1`,
    new Date(entry.at).toISOString(),
    headerField(origin.hostname, 255),
    headerField(origin.appName, 48),
    '-',
    headerField(entry.event, 32),
  ].join(' ');
  return `${header} ${structuredData(entry)} ${BOM}${JSON.stringify(streamedEntry(entry))}`;
}

/** RFC 6587 §3.4.1 octet counting: the message's length in bytes, a space, the message. */
export const octetCounted = (message: string): string => `${Buffer.byteLength(message)} ${message}`;
