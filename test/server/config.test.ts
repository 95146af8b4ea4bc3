import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../server/brand/brand.ts';
import { ConfigError, readConfig } from '../../server/config.ts';
import { withSecretFiles } from '../../server/secret-files.ts';
import { defaultPolicy } from '../../shared/policy.ts';
import { defaultSettings } from '../../shared/settings.ts';
import { tempDataDir } from '../support/server-process.ts';

describe('readConfig', () => {
  it('gives pwpush defaults, port 5100 on 127.0.0.1 and ./data with an empty environment', () => {
    expect(readConfig({})).toEqual({
      port: 5100,
      host: '127.0.0.1',
      dataDir: './data',
      filesDir: 'data/files',
      objectStorage: null,
      databaseUrl: null,
      databasePoolSize: 20,
      databaseRetryMs: 500,
      webConcurrency: 1,
      masterKeyHex: undefined,
      settings: defaultSettings(),
      bodyLimitBytes: 5 * 1024 * 1024,
      purgeAfterMs: null,
      trustedProxies: ['127.0.0.0/8', '::1', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
      metrics: null,
      throttling: { perMinute: 120, perSecond: 60 },
      connections: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, maxConnections: 1000 },
      orphanFiles: { minAgeMs: 630_000, sweepEveryMs: 3_600_000 },
      mail: null,
      accounts: {
        signups: false,
        signupEmailPattern: null,
        requireMfa: false,
        oidc: null,
        directory: { adminGroups: [], leaverLinks: 'expire' },
      },
      notify: {
        linkMails: true,
        linkMailsPerDay: 100,
        webhookAllowedNetworks: [],
        webhookTimeoutMs: 10_000,
        requests: false,
      },
      activity: { pushDays: 365, securityDays: 730 },
      gates: { codeLifetimeMs: 600_000, passLifetimeMs: 900_000 },
      brand: DEFAULT_BRAND,
      policy: { base: defaultPolicy(), pins: { requests: 'PWP__ENABLE_REQUESTS' } },
    });
  });

  it('reads link mails, the networks webhooks may reach and requests, and names a bad network', () => {
    const config = readConfig({
      PWP__NOTIFY_BY_EMAIL__ENABLED: 'false',
      PWP__NOTIFY_BY_EMAIL__DAILY_LIMIT: '0',
      PWP__WEBHOOKS__ALLOWED_NETWORKS: '10.0.0.0/8, fd00::/8 192.0.2.1',
      PWP__WEBHOOKS__TIMEOUT_SECONDS: '3',
      PWP__ENABLE_REQUESTS: 'true',
    });
    expect(config.notify).toEqual({
      linkMails: false,
      linkMailsPerDay: 0,
      webhookAllowedNetworks: ['10.0.0.0/8', 'fd00::/8', '192.0.2.1'],
      webhookTimeoutMs: 3_000,
      requests: true,
    });
    expect(() => readConfig({ PWP__WEBHOOKS__ALLOWED_NETWORKS: 'intranet.local' })).toThrow(
      'PWP__WEBHOOKS__ALLOWED_NETWORKS: "intranet.local" is not an IP address or CIDR range',
    );
    expect(() => readConfig({ PWP__WEBHOOKS__TIMEOUT_SECONDS: '61' })).toThrow(
      'PWP__WEBHOOKS__TIMEOUT_SECONDS',
    );
    expect(() => readConfig({ PWP__NOTIFY_BY_EMAIL__DAILY_LIMIT: '-1' })).toThrow(
      'PWP__NOTIFY_BY_EMAIL__DAILY_LIMIT must be a whole number',
    );
  });

  it('reads the connection deadlines in seconds and the connection cap', () => {
    const config = readConfig({
      HEADERS_TIMEOUT_SECONDS: '2',
      REQUEST_TIMEOUT_SECONDS: '5',
      MAX_CONNECTIONS: '64',
    });
    expect(config.connections).toEqual({
      headersTimeoutMs: 2000,
      requestTimeoutMs: 5000,
      maxConnections: 64,
    });
    expect(() => readConfig({ HEADERS_TIMEOUT_SECONDS: '60' })).toThrow(
      'HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS.',
    );
    expect(() => readConfig({ MAX_CONNECTIONS: '0' })).toThrow(
      'MAX_CONNECTIONS must be a whole number from 1',
    );
  });

  it('reads the orphan files age and sweep interval in seconds, the age by default ten minutes past the request timeout', () => {
    expect(readConfig({ REQUEST_TIMEOUT_SECONDS: '120' }).orphanFiles).toEqual({
      minAgeMs: 720_000,
      sweepEveryMs: 3_600_000,
    });
    expect(
      readConfig({
        HEADERS_TIMEOUT_SECONDS: '2',
        REQUEST_TIMEOUT_SECONDS: '5',
        ORPHAN_FILE_AGE_SECONDS: '5',
        ORPHAN_SWEEP_SECONDS: '1',
      }).orphanFiles,
    ).toEqual({ minAgeMs: 5000, sweepEveryMs: 1000 });
    expect(() => readConfig({ ORPHAN_FILE_AGE_SECONDS: '29' })).toThrow(
      'ORPHAN_FILE_AGE_SECONDS must not be shorter than REQUEST_TIMEOUT_SECONDS: a younger file may be an upload still in flight.',
    );
    expect(() => readConfig({ ORPHAN_SWEEP_SECONDS: '0' })).toThrow(
      'ORPHAN_SWEEP_SECONDS must be a whole number from 1 to 604800, not "0".',
    );
  });

  it('turns metrics on with PWP__METRICS, with or without a scrape token of 16 characters or more', () => {
    expect(readConfig({ PWP__METRICS: 'true' }).metrics).toEqual({ token: null });
    expect(readConfig({ PWP__METRICS: 'on', PWP__METRICS_TOKEN: ' 0123456789abcdef ' }).metrics).toEqual({
      token: '0123456789abcdef',
    });
    expect(readConfig({ PWP__METRICS_TOKEN: '0123456789abcdef' }).metrics).toBeNull();
    expect(() => readConfig({ PWP__METRICS: 'true', PWP__METRICS_TOKEN: 'short' })).toThrow(
      'PWP__METRICS_TOKEN must be at least 16 characters long.',
    );
  });

  it("reads Password Pusher's throttle settings, where 0 turns one off", () => {
    const config = readConfig({ PWP__THROTTLING__MINUTE: '0', PWP__THROTTLING__SECOND: '7' });
    expect(config.throttling).toEqual({ perMinute: 0, perSecond: 7 });
    expect(() => readConfig({ PWP__THROTTLING__SECOND: '-1' })).toThrow(
      'PWP__THROTTLING__SECOND must be a whole number from 0',
    );
  });

  it('reads every PWP__ setting, per kind too', () => {
    const config = readConfig({
      PWP__ALLOW_ANONYMOUS: 'false',
      PWP__ENABLE_FILE_PUSHES: 'false',
      PWP__ENABLE_URL_PUSHES: 'false',
      PWP__ENABLE_QR_PUSHES: 'false',
      PWP__OVERRIDE_BASE_URL: 'https://push.example.com/',
      PWP__FILES__MAX_FILE_UPLOADS: '3',
      PWP__FILES__MAX_FILE_SIZE_MB: '8',
      PWP__PW__EXPIRE_AFTER_DAYS_DEFAULT: '2',
      PWP__PW__EXPIRE_AFTER_DAYS_MIN: '2',
      PWP__PW__EXPIRE_AFTER_DAYS_MAX: '30',
      PWP__URL__EXPIRE_AFTER_VIEWS_DEFAULT: '1',
      PWP__URL__EXPIRE_AFTER_VIEWS_MAX: '10',
      PWP__QR__RETRIEVAL_STEP_DEFAULT: 'false',
      PWP__QR__ENABLE_RETRIEVAL_STEP: 'false',
      PWP__FILES__DELETABLE_PUSHES_DEFAULT: 'false',
      PWP__FILES__ENABLE_DELETABLE_PUSHES: 'false',
      PWP__PURGE_AFTER: '90 days',
    });
    const s = config.settings;
    expect([s.allowAnonymous, s.enableFilePushes, s.enableUrlPushes, s.enableQrPushes]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([s.overrideBaseUrl, s.maxFileUploads, s.maxFileSizeMb]).toEqual([
      'https://push.example.com',
      3,
      8,
    ]);
    expect(s.kinds.text.expireAfterDays).toEqual({ default: 2, min: 2, max: 30 });
    expect(s.kinds.url.expireAfterViews).toEqual({ default: 1, min: 1, max: 10 });
    expect([s.kinds.qr.retrievalStepDefault, s.kinds.qr.enableRetrievalStep]).toEqual([false, false]);
    expect([s.kinds.file.deletableByViewerDefault, s.kinds.file.enableDeletableByViewer]).toEqual([
      false,
      false,
    ]);
    expect(config.purgeAfterMs).toBe(90 * 86_400_000);
  });

  it('names every setting it cannot read', () => {
    const problems = () => {
      try {
        readConfig({ PORT: 'http', PWP__ENABLE_URL_PUSHES: 'sometimes', PWP__PURGE_AFTER: 'soon' });
      } catch (error) {
        return error instanceof ConfigError ? error.message.split('\n') : ['not a ConfigError'];
      }
      return ['no error'];
    };
    expect(problems()).toEqual([
      'PWP__ENABLE_URL_PUSHES must be true or false, not "sometimes".',
      'PWP__PURGE_AFTER must be a duration such as "90 days" or "12 hours", not "soon".',
      'PORT must be a whole number from 0 to 65535, not "http".',
    ]);
    expect(() => readConfig({ PWP__PW__EXPIRE_AFTER_DAYS_DEFAULT: '95' })).toThrow(
      /DEFAULT must lie between/,
    );
  });

  it('reads PWP__TRUSTED_PROXIES as addresses and ranges, "none" as trusting no proxy, and names bad entries', () => {
    expect(readConfig({ PWP__TRUSTED_PROXIES: ' 10.0.0.0/8, fd00::/8 192.0.2.1 ' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.1',
    ]);
    expect(readConfig({ PWP__TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    expect(() => readConfig({ PWP__TRUSTED_PROXIES: '10.0.0.0/8, proxy.local' })).toThrow(
      'PWP__TRUSTED_PROXIES: "proxy.local" is not an IP address or CIDR range',
    );
  });

  it('reads DATABASE_URL, its pool size and retry pause, WEB_CONCURRENCY and FILES_DIR', () => {
    const config = readConfig({
      DATABASE_URL: ' postgresql://push:s3cret@db.internal:5433/secret_push ',
      DATABASE_POOL_SIZE: '4',
      DATABASE_RETRY_MS: '2000',
      WEB_CONCURRENCY: '3',
      DATA_DIR: '/var/lib/secret-push',
      FILES_DIR: '/mnt/shared/push-files',
    });
    expect(config.databaseUrl).toBe('postgresql://push:s3cret@db.internal:5433/secret_push');
    expect([config.databasePoolSize, config.databaseRetryMs, config.webConcurrency, config.filesDir]).toEqual(
      [4, 2000, 3, '/mnt/shared/push-files'],
    );
    expect(readConfig({ DATA_DIR: '/srv/push' }).filesDir).toBe('/srv/push/files');
    expect(readConfig({ DATABASE_URL: 'postgres:///secret_push?host=/run/postgresql' }).databaseUrl).toBe(
      'postgres:///secret_push?host=/run/postgresql',
    );
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL without ever repeating it', () => {
    for (const bad of ['mysql://root:hunter2pw@db/app', 'hunter2pw', 'postgres://u:hunter2pw@db:0/app']) {
      let message = 'no error';
      try {
        readConfig({ DATABASE_URL: bad });
      } catch (error) {
        message = error instanceof ConfigError ? error.message : 'not a ConfigError';
      }
      expect(message).toMatch(/^DATABASE_URL must /);
      expect(message).not.toContain('hunter2pw');
    }
  });

  it('takes 1 to 64 workers, and more than one only with DATABASE_URL', () => {
    expect(() => readConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db/app' })).toThrow(
      'WEB_CONCURRENCY must be a whole number from 1 to 64, not "0".',
    );
    expect(() => readConfig({ WEB_CONCURRENCY: '65', DATABASE_URL: 'postgres://db/app' })).toThrow(
      'WEB_CONCURRENCY must be a whole number from 1 to 64',
    );
    expect(() => readConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded store in DATA_DIR serves one process only.',
    );
    expect(readConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
  });

  it('reads the secret settings from the files their _FILE variables name, as Docker and Kubernetes mount them', () => {
    const dir = tempDataDir();
    const file = (name: string, content: string) => {
      writeFileSync(join(dir, name), content);
      return join(dir, name);
    };
    const config = readConfig(
      withSecretFiles({
        PWPUSH_MASTER_KEY_FILE: file('master-key', `${'c'.repeat(64)}\n`),
        DATABASE_URL_FILE: file('database-url', 'postgres://push:pa55word@db.internal/secret_push\r\n'),
        PWP__METRICS: 'true',
        PWP__METRICS_TOKEN_FILE: file('metrics-token', 'scrape-token-0123456789\n'),
        PWP__OVERRIDE_BASE_URL: 'https://push.example.com',
        PWP__MAIL__SMTP_ADDRESS: 'smtp.example.com',
        PWP__MAIL__MAILER_SENDER: 'push@example.com',
        PWP__MAIL__SMTP_USER_NAME: 'push',
        PWP__MAIL__SMTP_PASSWORD_FILE: file('smtp-password', ' spaced pass \n'),
        PWP__OIDC__ISSUER: 'https://id.example.com',
        PWP__OIDC__CLIENT_ID: 'secret-push',
        PWP__OIDC__CLIENT_SECRET_FILE: file('oidc-secret', 'oidc-client-secret\n'),
      }),
    );
    expect(config.masterKeyHex).toBe('c'.repeat(64));
    expect(config.databaseUrl).toBe('postgres://push:pa55word@db.internal/secret_push');
    expect(config.metrics).toEqual({ token: 'scrape-token-0123456789' });
    expect(config.mail?.password).toBe(' spaced pass ');
    expect(config.accounts.oidc?.clientSecret).toBe('oidc-client-secret');
  });

  it('checks a secret read from a file as it checks one set directly', () => {
    const dir = tempDataDir();
    writeFileSync(join(dir, 'metrics-token'), 'short\n');
    expect(() =>
      readConfig(
        withSecretFiles({ PWP__METRICS: 'true', PWP__METRICS_TOKEN_FILE: join(dir, 'metrics-token') }),
      ),
    ).toThrow('PWP__METRICS_TOKEN must be at least 16 characters long.');
  });
});

describe('the gate settings', () => {
  it('read the code and pass lifetimes in minutes, within their bounds', () => {
    expect(readConfig({ PWP__GATE__CODE_MINUTES: '5', PWP__GATE__PASS_MINUTES: '60' }).gates).toEqual({
      codeLifetimeMs: 300_000,
      passLifetimeMs: 3_600_000,
    });
    expect(() => readConfig({ PWP__GATE__CODE_MINUTES: '0' })).toThrow(/PWP__GATE__CODE_MINUTES/);
  });
});
