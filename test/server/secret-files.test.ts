import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/config.ts';
import { SECRET_SETTINGS, withSecretFiles } from '../../server/secret-files.ts';
import { tempDataDir } from '../support/server-process.ts';

const SECRET = 'SECRET-IN-FILE-7f3a';

function secretFile(content: string | Buffer, name = 'secret'): string {
  const path = join(tempDataDir(), name);
  writeFileSync(path, content);
  return path;
}

/** The ConfigError's lines, or a line saying it threw something else or nothing. */
function refusal(env: Record<string, string>): string[] {
  try {
    withSecretFiles(env);
    return ['accepted'];
  } catch (error) {
    return error instanceof ConfigError ? error.message.split('\n') : ['not a ConfigError'];
  }
}

describe('withSecretFiles', () => {
  it('reads each secret setting from the file its _FILE variable names', () => {
    const env = Object.fromEntries(
      SECRET_SETTINGS.map((name) => [`${name}_FILE`, secretFile(`${SECRET}-${name}`)]),
    );
    const resolved = withSecretFiles({ ...env, PORT: '5100' });
    for (const name of SECRET_SETTINGS) expect(resolved[name]).toBe(`${SECRET}-${name}`);
    expect(resolved.PORT).toBe('5100');
  });

  it('lists the master key and its previous keys, the database URL, SMTP, OIDC, S3 and metrics secrets and the activity webhook secret', () => {
    expect(SECRET_SETTINGS).toEqual([
      'PWPUSH_MASTER_KEY',
      'PWPUSH_MASTER_KEY_PREVIOUS',
      'DATABASE_URL',
      'PWP__MAIL__SMTP_PASSWORD',
      'PWP__OIDC__CLIENT_SECRET',
      'PWP__FILES__S3__SECRET_ACCESS_KEY',
      'PWP__METRICS_TOKEN',
      'PWP__ACTIVITY__WEBHOOK__SECRET',
    ]);
  });

  it('strips one trailing newline, LF or CRLF, and keeps every other character', () => {
    const read = (content: string) =>
      withSecretFiles({ PWP__MAIL__SMTP_PASSWORD_FILE: secretFile(content) }).PWP__MAIL__SMTP_PASSWORD;
    expect(read(`${SECRET}\n`)).toBe(SECRET);
    expect(read(`${SECRET}\r\n`)).toBe(SECRET);
    expect(read(`${SECRET}\n\n`)).toBe(`${SECRET}\n`);
    expect(read(` ${SECRET}\t \n`)).toBe(` ${SECRET}\t `);
    expect(read(`line one\nline two`)).toBe('line one\nline two');
    expect(read('pässwörd ✓')).toBe('pässwörd ✓');
    // A byte-order mark (as some Windows editors write) belongs to the encoding, not the secret.
    expect(read(`\uFEFF${SECRET}\r\n`)).toBe(SECRET);
  });

  it('leaves the environment as it was when no _FILE variable is set, and ignores an empty one', () => {
    const env = { PWPUSH_MASTER_KEY: 'a'.repeat(64), PWP__METRICS_TOKEN_FILE: '' };
    expect(withSecretFiles(env)).toEqual(env);
    expect(withSecretFiles({})).toEqual({});
  });

  it('does not change the environment it was given', () => {
    const env = { DATABASE_URL_FILE: secretFile('postgres://u:p@db/x') };
    withSecretFiles(env);
    expect(env).toEqual({ DATABASE_URL_FILE: env.DATABASE_URL_FILE });
  });

  it('refuses a setting given both ways, naming both variables', () => {
    expect(
      refusal({ PWPUSH_MASTER_KEY: 'a'.repeat(64), PWPUSH_MASTER_KEY_FILE: secretFile('b'.repeat(64)) }),
    ).toEqual(['PWPUSH_MASTER_KEY and PWPUSH_MASTER_KEY_FILE are both set: set only one of them.']);
  });

  it('refuses a missing file, a directory, an empty file and one that is not UTF-8, naming the variable and path', () => {
    const dir = tempDataDir();
    const missing = join(dir, 'nothing-here');
    const directory = join(dir, 'a-directory');
    mkdirSync(directory);
    const empty = secretFile('', 'empty');
    const newlineOnly = secretFile('\r\n', 'newline-only');
    const binary = secretFile(Buffer.from([0xff, 0xfe, 0x00, 0xc3]), 'binary');
    expect(
      refusal({
        PWPUSH_MASTER_KEY_FILE: missing,
        DATABASE_URL_FILE: directory,
        PWP__MAIL__SMTP_PASSWORD_FILE: empty,
        PWP__OIDC__CLIENT_SECRET_FILE: newlineOnly,
        PWP__METRICS_TOKEN_FILE: binary,
      }),
    ).toEqual([
      `PWPUSH_MASTER_KEY_FILE names ${missing}, which cannot be read: there is no such file.`,
      `DATABASE_URL_FILE names ${directory}, which cannot be read: it is a directory.`,
      `PWP__MAIL__SMTP_PASSWORD_FILE names ${empty}, which is empty.`,
      `PWP__OIDC__CLIENT_SECRET_FILE names ${newlineOnly}, which is empty.`,
      `PWP__METRICS_TOKEN_FILE names ${binary}, which is not UTF-8 text.`,
    ]);
  });

  it('never puts a secret in its messages', () => {
    const lines = refusal({
      PWP__MAIL__SMTP_PASSWORD: SECRET,
      PWP__MAIL__SMTP_PASSWORD_FILE: secretFile(`${SECRET}-from-file`),
      PWP__METRICS_TOKEN_FILE: secretFile(Buffer.concat([Buffer.from(SECRET), Buffer.from([0xff])])),
    });
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('reads only the names it is given, so a setting that keeps no secret is not read from a file', () => {
    const env = { PORT_FILE: secretFile('6000'), DATABASE_URL_FILE: secretFile('postgres://u:p@db/x') };
    expect(withSecretFiles(env, ['DATABASE_URL'])).toEqual({ ...env, DATABASE_URL: 'postgres://u:p@db/x' });
    expect(withSecretFiles(env).PORT).toBeUndefined();
  });

  it('is the list the README gives, so a new secret setting is documented as readable from a file', () => {
    const readme = readFileSync('README.md', 'utf8');
    const paragraph = /The secret settings are (.*?);/s.exec(readme.replace(/\n(?!\n)/g, ' '))?.[1] ?? '';
    expect([...paragraph.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])).toEqual(SECRET_SETTINGS);
  });
});
