import { DAY, EXPIRE_DURATIONS } from '../../shared/durations.ts';
import { checkInstanceUrl } from '../../shared/instance-url.ts';
import { VIEW_BOUNDS } from './push-defaults.ts';

/** An instance the organisation gives everyone, with its address and name locked. */
export interface ManagedInstance {
  baseUrl: string;
  name: string;
  /** true: tokens come only from the browser's sign-in; false: only pasted; absent: either. */
  browserSignIn?: boolean;
}

/** How the organisation wants pushes sealed: switched on at first, or always. */
export type ManagedSealing = 'default' | 'forced';

/** The organisation's managed configuration, each value checked; an absent one leaves the person's choice. */
export interface ManagedConfig {
  instances: ManagedInstance[];
  allowOtherInstances?: boolean;
  sealed?: ManagedSealing;
  /** The default expiry: an index into EXPIRE_DURATIONS, and a number of views. */
  durationIndex?: number;
  views?: number;
  /** New pushes start for members of the instance only (their default gate, where the instance has gates). */
  recipientMembersOnly?: boolean;
  /** The keys whose values could not be used (`expireAfterDays`, `instances[1].url`): left out. */
  ignored: string[];
}

/** The keys of the managed schema (extension/public/managed-schema.json). */
export const MANAGED_KEYS = [
  'instances',
  'allowOtherInstances',
  'sealed',
  'expireAfterDays',
  'expireAfterViews',
  'recipientMembersOnly',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function instanceOf(raw: unknown, at: string, ignored: string[]): ManagedInstance | null {
  const url = isRecord(raw) && typeof raw.url === 'string' ? checkInstanceUrl(raw.url) : null;
  if (!isRecord(raw) || !url?.ok) {
    ignored.push(isRecord(raw) ? `${at}.url` : at);
    return null;
  }
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (raw.name !== undefined && typeof raw.name !== 'string') ignored.push(`${at}.name`);
  const signIn = raw.browserSignIn;
  if (signIn !== undefined && typeof signIn !== 'boolean') ignored.push(`${at}.browserSignIn`);
  return { baseUrl: url.baseUrl, name, ...(typeof signIn === 'boolean' ? { browserSignIn: signIn } : {}) };
}

function instancesOf(raw: unknown, ignored: string[]): ManagedInstance[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    ignored.push('instances');
    return [];
  }
  const found = raw.flatMap((item, n) => instanceOf(item, `instances[${n}]`, ignored) ?? []);
  // One address listed twice would be one instance shown twice.
  return found.filter((item, n) => found.findIndex((other) => other.baseUrl === item.baseUrl) === n);
}

/** Whole days as one of the duration presets; others have no place in the extension's choice. */
const durationOfDays = (days: unknown): number =>
  typeof days === 'number' ? EXPIRE_DURATIONS.findIndex((d) => d.ms === days * DAY) : -1;

/**
 * Reads the organisation's configuration; null when it has none (the usual case). A value of the
 * wrong shape is left out and named in `ignored`, so one mistake does not drop the rest.
 */
export function parseManagedConfig(raw: unknown): ManagedConfig | null {
  if (!isRecord(raw) || !MANAGED_KEYS.some((key) => raw[key] !== undefined)) return null;
  const ignored: string[] = [];
  const config: ManagedConfig = { instances: instancesOf(raw.instances, ignored), ignored };
  const { allowOtherInstances: allow, sealed, expireAfterDays: days, expireAfterViews: views } = raw;
  if (typeof allow === 'boolean') config.allowOtherInstances = allow;
  else if (allow !== undefined) ignored.push('allowOtherInstances');
  if (sealed === 'default' || sealed === 'forced') config.sealed = sealed;
  else if (sealed !== undefined) ignored.push('sealed');
  const durationIndex = durationOfDays(days);
  if (durationIndex >= 0) config.durationIndex = durationIndex;
  else if (days !== undefined) ignored.push('expireAfterDays');
  const viewsOk =
    Number.isInteger(views) && Number(views) >= VIEW_BOUNDS.min && Number(views) <= VIEW_BOUNDS.max;
  if (viewsOk) config.views = views as number;
  else if (views !== undefined) ignored.push('expireAfterViews');
  const { recipientMembersOnly: membersOnly } = raw;
  if (typeof membersOnly === 'boolean') config.recipientMembersOnly = membersOnly;
  else if (membersOnly !== undefined) ignored.push('recipientMembersOnly');
  return config;
}
