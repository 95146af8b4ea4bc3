import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { parseWebhookUrl } from '../deliveries/address-guard.ts';
import type { StreamStart } from './activity-stream.ts';
import type { StreamTiming } from './activity-streamer.ts';
import { SYSLOG_FACILITIES } from './syslog-message.ts';

/** `PWP__ACTIVITY__SYSLOG__*`: the syslog daemon the log streams to. */
export interface SyslogSettings {
  host: string;
  port: number;
  tls: boolean;
  /** The PEM of `PWP__ACTIVITY__SYSLOG__CA_FILE`: the daemon's certificate is checked against it alone; null: the system's. */
  ca: string | null;
  facility: number;
  appName: string;
  hostname: string;
}

/** `PWP__ACTIVITY__WEBHOOK__*`: the receiver batches of the log go to through the outbox. */
export interface ActivityWebhookSettings {
  url: string;
  /** Its Standard Webhooks signing secret, `whsec_` and base64 (a secret: never logged). */
  secret: string;
}

/** Where the activity log streams, and how. */
export interface StreamSettings {
  syslog: SyslogSettings | null;
  webhook: ActivityWebhookSettings | null;
  /** `PWP__ACTIVITY__STREAM__FROM` (default `start`): where a sink new to this store begins. */
  start: StreamStart;
  timing: StreamTiming;
  /** `PWP__ACTIVITY__SYSLOG__TIMEOUT_MS` (default 10000): how long one batch to the daemon may take. */
  syslogTimeoutMs: number;
}

type Env = Record<string, string | undefined>;
type Int = (name: string, fallback: number, min?: number, max?: number) => number;

function readCa(env: Env, problems: string[]): string | null {
  const path = env.PWP__ACTIVITY__SYSLOG__CA_FILE?.trim() || null;
  if (path === null) return null;
  try {
    const pem = readFileSync(path, 'utf8');
    if (pem.includes('-----BEGIN CERTIFICATE-----')) return pem;
    problems.push(`PWP__ACTIVITY__SYSLOG__CA_FILE: ${path} holds no PEM certificate.`);
  } catch {
    problems.push(`PWP__ACTIVITY__SYSLOG__CA_FILE: ${path} cannot be read.`);
  }
  return null;
}

function readSyslog(env: Env, problems: string[]): SyslogSettings | null {
  const text = env.PWP__ACTIVITY__SYSLOG__URL?.trim() || null;
  if (text === null) return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (url === null || !['tcp:', 'tls:'].includes(url.protocol) || url.hostname === '' || url.port === '') {
    problems.push('PWP__ACTIVITY__SYSLOG__URL must be tcp://host:port or tls://host:port.');
    return null;
  }
  const facilityName = env.PWP__ACTIVITY__SYSLOG__FACILITY?.trim().toLowerCase() || 'authpriv';
  const facility = SYSLOG_FACILITIES[facilityName];
  if (facility === undefined)
    problems.push(
      `PWP__ACTIVITY__SYSLOG__FACILITY must be one of ${Object.keys(SYSLOG_FACILITIES).join(', ')}, not "${facilityName}".`,
    );
  const ca = readCa(env, problems);
  if (ca !== null && url.protocol !== 'tls:')
    problems.push('PWP__ACTIVITY__SYSLOG__CA_FILE needs a tls:// PWP__ACTIVITY__SYSLOG__URL.');
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port),
    tls: url.protocol === 'tls:',
    ca,
    facility: facility ?? 0,
    appName: env.PWP__ACTIVITY__SYSLOG__APP_NAME?.trim() || 'secret-push',
    hostname: env.PWP__ACTIVITY__SYSLOG__HOSTNAME?.trim() || hostname(),
  };
}

/** A Standard Webhooks secret: `whsec_` and the base64 of 24 to 64 random bytes. */
const isWebhookSecret = (secret: string) =>
  /^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret) &&
  Buffer.from(secret.slice(6), 'base64').length >= 24 &&
  Buffer.from(secret.slice(6), 'base64').length <= 64;

function readWebhook(env: Env, problems: string[]): ActivityWebhookSettings | null {
  const url = env.PWP__ACTIVITY__WEBHOOK__URL?.trim() || null;
  const secret = env.PWP__ACTIVITY__WEBHOOK__SECRET?.trim() || null;
  if (url === null) {
    if (secret !== null)
      problems.push('PWP__ACTIVITY__WEBHOOK__SECRET is set without PWP__ACTIVITY__WEBHOOK__URL.');
    return null;
  }
  const parsed = parseWebhookUrl(url);
  if (!parsed.ok)
    problems.push('PWP__ACTIVITY__WEBHOOK__URL must be an http(s) URL without a user or password.');
  if (secret === null || !isWebhookSecret(secret))
    problems.push(
      'PWP__ACTIVITY__WEBHOOK__SECRET must be a Standard Webhooks secret: whsec_ and the base64 of 24 to 64 random bytes.',
    );
  return parsed.ok && secret !== null ? { url, secret } : null;
}

export function readStreamSettings(env: Env, read: { int: Int }, problems: string[]): StreamSettings {
  const from = env.PWP__ACTIVITY__STREAM__FROM?.trim().toLowerCase() || 'start';
  if (from !== 'start' && from !== 'now')
    problems.push(`PWP__ACTIVITY__STREAM__FROM must be start or now, not "${from}".`);
  const timing: StreamTiming = {
    pollMs: read.int('PWP__ACTIVITY__STREAM__POLL_MS', 2_000, 10, 3_600_000),
    retryMs: read.int('PWP__ACTIVITY__STREAM__RETRY_MS', 1_000, 10, 3_600_000),
    retryMaxMs: read.int('PWP__ACTIVITY__STREAM__BACKOFF_MS', 300_000, 10, 86_400_000),
  };
  if (timing.retryMaxMs < timing.retryMs)
    problems.push(
      'PWP__ACTIVITY__STREAM__BACKOFF_MS must not be shorter than PWP__ACTIVITY__STREAM__RETRY_MS.',
    );
  return {
    syslog: readSyslog(env, problems),
    webhook: readWebhook(env, problems),
    start: from === 'now' ? 'now' : 'start',
    timing,
    syslogTimeoutMs: read.int('PWP__ACTIVITY__SYSLOG__TIMEOUT_MS', 10_000, 10, 600_000),
  };
}
