import { readFileSync } from 'node:fs';
import { ConfigError } from './config.ts';

type Env = Record<string, string | undefined>;

/**
 * The settings that hold secrets: each may instead be read from the file named by `<NAME>_FILE`,
 * as Docker and Kubernetes mount secrets. A new secret setting is one more line here.
 */
export const SECRET_SETTINGS: readonly string[] = [
  'PWPUSH_MASTER_KEY',
  'PWPUSH_MASTER_KEY_PREVIOUS',
  'DATABASE_URL',
  'PWP__MAIL__SMTP_PASSWORD',
  'PWP__OIDC__CLIENT_SECRET',
  'PWP__FILES__S3__SECRET_ACCESS_KEY',
  'PWP__METRICS_TOKEN',
  'PWP__ACTIVITY__WEBHOOK__SECRET',
];

const FILE_SUFFIX = '_FILE';

/** Why a file could not be read, in words; the error's own message is not used, so nothing but the path is told. */
const REASONS: Record<string, string> = {
  ENOENT: 'there is no such file',
  EACCES: 'permission is denied',
  EPERM: 'permission is denied',
  EISDIR: 'it is a directory',
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text less one trailing line end (an editor's or `echo`'s), or why it can't be used. */
function secretIn(path: string): { value: string } | { problem: string } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const reason =
      typeof code === 'string' ? (REASONS[code] ?? `the system says ${code}`) : 'it is unreadable';
    return { problem: `cannot be read: ${reason}` };
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { problem: 'is not UTF-8 text' };
  }
  const value = text.replace(/\r?\n$/, '');
  return value === '' ? { problem: 'is empty' } : { value };
}

const isSet = (value: string | undefined): value is string => value !== undefined && value !== '';

/**
 * The environment with each secret given as `<NAME>_FILE` read into `<NAME>`, so every reader
 * reads plain names. Setting both, or naming a file that can't be used, stops the start with the
 * variable's name and the path, never what the file holds.
 */
export function withSecretFiles(env: Env, names: readonly string[] = SECRET_SETTINGS): Env {
  const resolved: Env = { ...env };
  const problems: string[] = [];
  for (const name of names) {
    const fileVariable = `${name}${FILE_SUFFIX}`;
    const path = env[fileVariable];
    if (!isSet(path)) continue;
    if (isSet(env[name])) {
      problems.push(`${name} and ${fileVariable} are both set: set only one of them.`);
      continue;
    }
    const read = secretIn(path);
    if ('problem' in read) problems.push(`${fileVariable} names ${path}, which ${read.problem}.`);
    else resolved[name] = read.value;
  }
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return resolved;
}
