import { join } from 'node:path';
import { parseDurationText } from '../shared/duration-text.ts';
import { PUSH_KINDS, type PushKind } from '../shared/kinds.ts';
import { policyFromSettings } from '../shared/policy.ts';
import {
  type Bounds,
  defaultSettings,
  type InstanceSettings,
  type KindSettings,
} from '../shared/settings.ts';
import { type AccountSettings, readAccountSettings } from './accounts/account-settings.ts';
import { type ActivitySettings, readActivitySettings } from './activity/activity-settings.ts';
import { readStreamSettings, type StreamSettings } from './activity/stream-settings.ts';
import type { Brand } from './brand/brand.ts';
import { brandPins } from './brand/brand-fields.ts';
import { readBrandSettings } from './brand/brand-settings.ts';
import { databaseUrlProblem } from './database/database-url.ts';
import { type ObjectStorageSettings, readObjectStorageSettings } from './files/object-storage-settings.ts';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from './http/connection-limits.ts';
import { DEFAULT_THROTTLE_LIMITS, type ThrottleLimits } from './http/throttle.ts';
import { type MailConfig, readMailConfig } from './mail/mail-config.ts';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from './net/trusted-proxies.ts';
import { type NotifySettings, readNotifySettings } from './notifications/notify-settings.ts';
import { type GateSettings, readGateSettings } from './pushes/gate-settings.ts';
import { type PolicySettings, readPolicySettings } from './pushes/policy-settings.ts';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Where file pushes' encrypted files live; several servers on one database share it. */
  filesDir: string;
  /** A bucket that holds the files instead of `filesDir` (`PWP__FILES__STORAGE`); null: the directory. */
  objectStorage: ObjectStorageSettings | null;
  /** The PostgreSQL store's URL (it may hold a password: never log it); null: the embedded store. */
  databaseUrl: string | null;
  /** Connections each server process keeps open to PostgreSQL at most. */
  databasePoolSize: number;
  /** The longest pause between a waiting worker's tries to open an unreachable database. */
  databaseRetryMs: number;
  /** Worker processes serving one port; more than 1 needs PostgreSQL. */
  webConcurrency: number;
  masterKeyHex: string | undefined;
  /** PWPUSH_MASTER_KEY_PREVIOUS: the keys the master key replaced, comma-separated; read by loadKeyRing. */
  previousKeysHex: string | undefined;
  settings: InstanceSettings;
  bodyLimitBytes: number;
  /** Records of pushes expired longer ago than this are deleted; null keeps them. */
  purgeAfterMs: number | null;
  /** Addresses and CIDR ranges of the proxies whose X-Forwarded-For, -Proto and -Host count. */
  trustedProxies: string[];
  /** Prometheus metrics at /metrics; null when off. */
  metrics: { token: string | null } | null;
  /** Requests per client address a minute and a second; 0 turns one off. */
  throttling: ThrottleLimits;
  /** Header and request deadlines, and the cap on open connections. */
  connections: ConnectionLimits;
  /** With a shared store: the age past which a stored file no push holds is removed, and how often that is looked for. */
  orphanFiles: { minAgeMs: number; sweepEveryMs: number };
  /** The outgoing mail server (`PWP__MAIL__*`); null when PWP__MAIL__SMTP_ADDRESS is unset. */
  mail: MailConfig | null;
  /** Sign-up, a required second factor and single sign-on. */
  accounts: AccountSettings;
  /** Link mails, notices of views and webhooks, requests. */
  notify: NotifySettings;
  gates: GateSettings;
  /** How long the activity log keeps each kind of event. */
  activity: ActivitySettings;
  /** Where the activity log streams (`PWP__ACTIVITY__SYSLOG__*`, `PWP__ACTIVITY__WEBHOOK__*`); absent when nowhere. */
  activityStream?: StreamSettings;
  /** The instance's name, tagline, logos, accent and disclaimer (`PWP__BRAND__*`). */
  brand: Brand;
  /** The brand's fields a `PWP__BRAND__*` setting pins, each by its setting's name: the settings page cannot change them; absent when none is set. */
  brandPins?: Record<string, string>;
  /** The instance's policy as the settings give it, and the rules they pin. */
  policy: PolicySettings;
}

/** The activity stream's settings, only when a sink is set. */
function activityStream(env: Env, int: Parameters<typeof readStreamSettings>[1]['int'], problems: string[]) {
  const stream = readStreamSettings(env, { int }, problems);
  return stream.syslog === null && stream.webhook === null ? {} : { activityStream: stream };
}

/** The brand's pins, only when a setting pins a field. */
function pinnedBrand(env: Env): Pick<ServerConfig, 'brandPins'> {
  const pins = brandPins(env);
  return Object.keys(pins).length === 0 ? {} : { brandPins: pins };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const KIND_PREFIX: Record<PushKind, string> = { text: 'PW', url: 'URL', qr: 'QR', file: 'FILES' };

/** Reads every setting from the environment; a value that can't be read stops the start with its name. */
export function readConfig(env: Env): ServerConfig {
  const problems: string[] = [];
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (raw === undefined || raw === '') return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false, not "${env[name]}".`);
    return fallback;
  };
  const int = (name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
      return fallback;
    }
    return n;
  };
  const bounds = (prefix: string, what: string, base: Bounds): Bounds => {
    const min = int(`${prefix}_${what}_MIN`, base.min, 1);
    const max = int(`${prefix}_${what}_MAX`, base.max, 1);
    const value = int(`${prefix}_${what}_DEFAULT`, Math.min(Math.max(base.default, min), max), 1);
    if (min > max || value < min || value > max) {
      problems.push(`${prefix}_${what}_DEFAULT must lie between ${prefix}_${what}_MIN and _MAX.`);
    }
    return { default: value, min, max };
  };
  const kindSettings = (kind: PushKind, base: KindSettings): KindSettings => {
    const p = `PWP__${KIND_PREFIX[kind]}_`;
    return {
      expireAfterDays: bounds(p, 'EXPIRE_AFTER_DAYS', base.expireAfterDays),
      expireAfterViews: bounds(p, 'EXPIRE_AFTER_VIEWS', base.expireAfterViews),
      retrievalStepDefault: flag(`${p}_RETRIEVAL_STEP_DEFAULT`, base.retrievalStepDefault),
      enableRetrievalStep: flag(`${p}_ENABLE_RETRIEVAL_STEP`, base.enableRetrievalStep),
      deletableByViewerDefault: flag(`${p}_DELETABLE_PUSHES_DEFAULT`, base.deletableByViewerDefault),
      enableDeletableByViewer: flag(`${p}_ENABLE_DELETABLE_PUSHES`, base.enableDeletableByViewer),
    };
  };

  const base = defaultSettings();
  const overrideBaseUrl = env.PWP__OVERRIDE_BASE_URL?.trim() || null;
  if (overrideBaseUrl !== null && !/^https?:\/\/[^/]+/.test(overrideBaseUrl)) {
    problems.push(`PWP__OVERRIDE_BASE_URL must be an http(s) origin such as https://push.example.com.`);
  }
  const settings: InstanceSettings = {
    allowAnonymous: flag('PWP__ALLOW_ANONYMOUS', base.allowAnonymous),
    enableFilePushes: flag('PWP__ENABLE_FILE_PUSHES', base.enableFilePushes),
    enableUrlPushes: flag('PWP__ENABLE_URL_PUSHES', base.enableUrlPushes),
    enableQrPushes: flag('PWP__ENABLE_QR_PUSHES', base.enableQrPushes),
    overrideBaseUrl: overrideBaseUrl?.replace(/\/+$/, '') ?? null,
    maxFileUploads: int('PWP__FILES__MAX_FILE_UPLOADS', base.maxFileUploads, 1, 100),
    maxFileSizeMb: int('PWP__FILES__MAX_FILE_SIZE_MB', base.maxFileSizeMb, 1, 4096),
    kinds: Object.fromEntries(PUSH_KINDS.map((k) => [k, kindSettings(k, base.kinds[k])])) as Record<
      PushKind,
      KindSettings
    >,
  };
  const purgeText = env.PWP__PURGE_AFTER?.trim();
  const purgeAfterMs = purgeText ? parseDurationText(purgeText) : null;
  if (purgeText && purgeAfterMs === null) {
    problems.push(`PWP__PURGE_AFTER must be a duration such as "90 days" or "12 hours", not "${purgeText}".`);
  }
  const proxiesText = env.PWP__TRUSTED_PROXIES?.trim();
  const trustedProxies =
    proxiesText === undefined || proxiesText === ''
      ? [...DEFAULT_TRUSTED_PROXIES]
      : proxiesText.toLowerCase() === 'none'
        ? []
        : proxiesText.split(/[\s,]+/).filter((e) => e !== '');
  for (const problem of parseTrustedProxies(trustedProxies).problems) {
    problems.push(
      `PWP__TRUSTED_PROXIES: ${problem} (give addresses and ranges such as 10.0.0.0/8, or none).`,
    );
  }
  const metricsToken = env.PWP__METRICS_TOKEN?.trim() || null;
  if (metricsToken !== null && metricsToken.length < 16) {
    problems.push('PWP__METRICS_TOKEN must be at least 16 characters long.');
  }
  const throttling: ThrottleLimits = {
    perMinute: int('PWP__THROTTLING__MINUTE', DEFAULT_THROTTLE_LIMITS.perMinute),
    perSecond: int('PWP__THROTTLING__SECOND', DEFAULT_THROTTLE_LIMITS.perSecond),
  };
  const seconds = (ms: number) => ms / 1000;
  const conn = DEFAULT_CONNECTION_LIMITS;
  const connections: ConnectionLimits = {
    headersTimeoutMs: 1000 * int('HEADERS_TIMEOUT_SECONDS', seconds(conn.headersTimeoutMs), 1, 3600),
    requestTimeoutMs: 1000 * int('REQUEST_TIMEOUT_SECONDS', seconds(conn.requestTimeoutMs), 1, 3600),
    maxConnections: int('MAX_CONNECTIONS', conn.maxConnections, 1),
  };
  if (connections.headersTimeoutMs > connections.requestTimeoutMs) {
    problems.push('HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS.');
  }
  // Ten minutes past the longest an upload may take, so another server's upload in flight is no orphan.
  const orphanFiles = {
    minAgeMs: 1000 * int('ORPHAN_FILE_AGE_SECONDS', seconds(connections.requestTimeoutMs) + 600, 1),
    sweepEveryMs: 1000 * int('ORPHAN_SWEEP_SECONDS', 3600, 1, 7 * 24 * 3600),
  };
  if (orphanFiles.minAgeMs < connections.requestTimeoutMs) {
    problems.push(
      'ORPHAN_FILE_AGE_SECONDS must not be shorter than REQUEST_TIMEOUT_SECONDS: a younger file may be an upload still in flight.',
    );
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const databaseProblem = databaseUrl === null ? null : databaseUrlProblem(databaseUrl);
  if (databaseProblem !== null) problems.push(databaseProblem);
  const webConcurrency = int('WEB_CONCURRENCY', 1, 1, 64);
  if (webConcurrency > 1 && databaseUrl === null) {
    problems.push(
      `WEB_CONCURRENCY=${webConcurrency} needs DATABASE_URL: the embedded store in DATA_DIR serves one ` +
        'process only. Set WEB_CONCURRENCY=1, or run on PostgreSQL (README: "Run on PostgreSQL").',
    );
  }
  const dataDir = env.DATA_DIR?.trim() || './data';
  const accounts = readAccountSettings(env, { flag, int }, problems);
  const notify = readNotifySettings(env, { flag, int }, problems);
  const given = policyFromSettings({
    settings,
    requireMfa: accounts.requireMfa,
    requests: notify.requests,
    linkMails: notify.linkMails,
  });
  const config: ServerConfig = {
    port: int('PORT', 5100, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    filesDir: env.FILES_DIR?.trim() || join(dataDir, 'files'),
    objectStorage: readObjectStorageSettings(env, { flag }, problems),
    databaseUrl,
    databasePoolSize: int('DATABASE_POOL_SIZE', 20, 1, 1000),
    databaseRetryMs: int('DATABASE_RETRY_MS', 500, 10, 60_000),
    webConcurrency,
    masterKeyHex: env.PWPUSH_MASTER_KEY?.trim(),
    previousKeysHex: env.PWPUSH_MASTER_KEY_PREVIOUS?.trim(),
    settings,
    // A 1 MiB payload may take up to 4 bytes a character in UTF-8, plus JSON escaping.
    bodyLimitBytes: int('BODY_LIMIT_BYTES', 5 * 1024 * 1024, 1024),
    purgeAfterMs,
    trustedProxies,
    metrics: flag('PWP__METRICS', false) ? { token: metricsToken } : null,
    throttling,
    connections,
    orphanFiles,
    mail: readMailConfig(env, { flag, int }, problems, settings.overrideBaseUrl),
    accounts,
    notify,
    gates: readGateSettings({ int }),
    activity: readActivitySettings({ int }),
    policy: readPolicySettings(env, { flag, int }, problems, given),
    brand: readBrandSettings(env, { flag }, problems),
    ...pinnedBrand(env),
    ...activityStream(env, int, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return config;
}
