import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../server/config.ts';

const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

const problemsOf = (env: Record<string, string>) => {
  try {
    readConfig(env);
    return '';
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message;
  }
};

describe('the activity stream settings', () => {
  it('reads a syslog server over TLS with its CA, facility, app name and host name, and the timing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stream-settings-'));
    writeFileSync(join(dir, 'ca.pem'), '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const config = readConfig({
      PWP__ACTIVITY__SYSLOG__URL: 'tls://logs.example:6514',
      PWP__ACTIVITY__SYSLOG__CA_FILE: join(dir, 'ca.pem'),
      PWP__ACTIVITY__SYSLOG__FACILITY: 'local3',
      PWP__ACTIVITY__SYSLOG__APP_NAME: 'push',
      PWP__ACTIVITY__SYSLOG__HOSTNAME: 'push.example',
      PWP__ACTIVITY__STREAM__FROM: 'now',
      PWP__ACTIVITY__STREAM__RETRY_MS: '500',
    });
    expect(config.activityStream).toEqual({
      syslog: {
        host: 'logs.example',
        port: 6514,
        tls: true,
        ca: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
        facility: 19,
        appName: 'push',
        hostname: 'push.example',
      },
      webhook: null,
      start: 'now',
      timing: { pollMs: 2_000, retryMs: 500, retryMaxMs: 300_000 },
      syslogTimeoutMs: 10_000,
    });
  });

  it('has no stream unless a sink is set, and starts a new sink from the start of the log by default', () => {
    expect(readConfig({}).activityStream).toBeUndefined();
    const config = readConfig({
      PWP__ACTIVITY__WEBHOOK__URL: 'https://siem.example/in',
      PWP__ACTIVITY__WEBHOOK__SECRET: SECRET,
    });
    expect(config.activityStream).toMatchObject({
      syslog: null,
      webhook: { url: 'https://siem.example/in', secret: SECRET },
      start: 'start',
    });
  });

  it('names each variable it cannot use, and never the secret', () => {
    const told = problemsOf({
      PWP__ACTIVITY__SYSLOG__URL: 'udp://logs.example:514',
      PWP__ACTIVITY__SYSLOG__FACILITY: 'local9',
      PWP__ACTIVITY__SYSLOG__CA_FILE: '/nowhere/ca.pem',
      PWP__ACTIVITY__WEBHOOK__URL: 'ftp://siem.example',
      PWP__ACTIVITY__WEBHOOK__SECRET: 'whsec_dG9vIHNob3J0',
      PWP__ACTIVITY__STREAM__FROM: 'yesterday',
    });
    expect(told.split('\n')).toEqual([
      'PWP__ACTIVITY__STREAM__FROM must be start or now, not "yesterday".',
      'PWP__ACTIVITY__SYSLOG__URL must be tcp://host:port or tls://host:port.',
      'PWP__ACTIVITY__WEBHOOK__URL must be an http(s) URL without a user or password.',
      'PWP__ACTIVITY__WEBHOOK__SECRET must be a Standard Webhooks secret: whsec_ and the base64 of 24 to 64 random bytes.',
    ]);
    expect(told).not.toContain('dG9vIHNob3J0');
    const more = problemsOf({
      PWP__ACTIVITY__SYSLOG__URL: 'tcp://logs.example:514',
      PWP__ACTIVITY__SYSLOG__FACILITY: 'local9',
      PWP__ACTIVITY__SYSLOG__CA_FILE: '/nowhere/ca.pem',
    });
    expect(more).toContain('PWP__ACTIVITY__SYSLOG__FACILITY must be one of kern, user');
    expect(more).toContain('PWP__ACTIVITY__SYSLOG__CA_FILE: /nowhere/ca.pem cannot be read.');
  });
});
