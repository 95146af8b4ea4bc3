import type { ActivityDetail, NewActivity } from '../activity-store.ts';

type Shape = (value: ActivityDetail) => boolean;

const word: Shape = (value) => typeof value === 'string' && /^[a-z][a-z0-9_-]{0,63}$/.test(value);
const words: Shape = (value) =>
  typeof value === 'string' && /^([a-z][a-z0-9_-]{0,31})?(,[a-z][a-z0-9_-]{0,31}){0,15}$/.test(value);
const path: Shape = (value) => typeof value === 'string' && /^[a-zA-Z][a-zA-Z0-9_.-]{0,127}$/.test(value);
const count: Shape = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const flag: Shape = (value) => typeof value === 'boolean';
/** A setting's value as JSON (a number, a list of domains): short, one line, and never a link to a secret. */
const setting: Shape = (value) =>
  typeof value === 'string' && value.length <= 500 && !/\p{Cc}|:\/\//u.test(value);
const email: Shape = (value) => typeof value === 'string' && /^[^\s@]{1,64}@[^\s@/]{1,255}$/.test(value);
/** A mail recipient's domain, never the address: letters, digits, dots and hyphens. */
const domain: Shape = (value) => typeof value === 'string' && /^[a-z0-9](?:[a-z0-9.-]{0,252})$/.test(value);
/** A token's or a browser's name as its owner gave it: short words, nothing shaped like a key or a link. */
const label: Shape = (value) =>
  typeof value === 'string' && value.length <= 100 && !/\p{Cc}|:\/\/|[A-Za-z0-9_-]{24,}/u.test(value);
/** What a second step took, one of three names: a backup code has the shape of a word. */
const factor: Shape = (value) => value === 'totp' || value === 'backup_code' || value === 'passkey';

/** Every detail an entry may carry, by key, with the shape its value must have; nothing else is kept. */
const ALLOWED: Record<string, Shape> = {
  kind: word,
  method: word,
  factor,
  second_factor: factor,
  reason: word,
  by: word,
  role: word,
  language: word,
  gates: words,
  fields: words,
  door: word,
  scope: word,
  needed: word,
  rule: path,
  field: path,
  views: count,
  days: count,
  count: count,
  files: count,
  bytes: count,
  pushes: count,
  sessions: count,
  version: count,
  index: count,
  owner: flag,
  sealed: flag,
  deletable_by_viewer: flag,
  from: setting,
  to: setting,
  email,
  domain,
  name: label,
};

/** Every detail key an entry may carry (docs/activity-log.md lists each). */
export const ACTIVITY_DETAIL_KEYS: readonly string[] = Object.keys(ALLOWED);

/**
 * Keeps only the details the allow-list knows, each in its shape: a payload, passphrase, link, url
 * token, token, code or password has no key here, and a value shaped otherwise is left out, so no
 * caller's slip puts a secret in the log. Returns what was kept and the keys left out (never values).
 */
export function allowedDetails(details: Record<string, ActivityDetail>): {
  kept: Record<string, ActivityDetail>;
  refused: string[];
} {
  const kept: Record<string, ActivityDetail> = {};
  const refused: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    const shape = Object.hasOwn(ALLOWED, key) ? ALLOWED[key] : undefined;
    if (shape?.(value)) kept[key] = value;
    else refused.push(key);
  }
  return { kept, refused };
}

/** Longest user agent kept: enough to tell browsers apart, bounded against a hostile header. */
const MAX_BROWSER = 400;

/** The entry as every adapter keeps it: details through the allow-list, the browser bounded. */
export function activityToKeep(entry: NewActivity): NewActivity {
  return {
    ...entry,
    actor: { ...entry.actor },
    target: entry.target === null ? null : { ...entry.target },
    browser: entry.browser === null ? null : entry.browser.slice(0, MAX_BROWSER),
    details: allowedDetails(entry.details).kept,
  };
}
