import { EXPIRE_DURATIONS } from '../../shared/durations.ts';
import { languageByCode } from '../../shared/languages.ts';

/** The slice of `browser.storage.local` the extension uses; tests pass the fake browser's. */
export interface StorageArea {
  get(keys: string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export interface PushDefaults {
  /** Index into EXPIRE_DURATIONS. */
  durationIndex: number;
  views: number;
  retrievalStep: boolean;
  deletableByViewer: boolean;
  /** Whether new pushes get a generated passphrase. */
  passphrase: boolean;
  /** The language secret links open in (`?locale=`), last chosen in the popup; '' is the recipient's browser's. */
  recipientLocale: string;
  /** Whether the right-click menu seals the text it pushes (docs/sealed-pushes.md). */
  sealMenuPushes: boolean;
}

/** What `/api/v2/version` said the last time the instance was checked. */
export interface InstanceFeatures {
  /** Password Pusher's edition and release, as the instance reports them (ours reports the release whose API it serves). */
  edition: string;
  version: string;
  /** Ours: Secret Push's own release; absent on Password Pusher (and in what older versions stored). */
  secretPushVersion?: string;
  anonymousAccess: boolean;
  urlPushes: boolean;
  qrPushes: boolean;
  filePushes: boolean;
  /** Offers the extension's sign-in (absent in what older versions stored: not offered). */
  extensionSignIn?: boolean;
  /** Tells of its events itself, at /api/v2/notifications (absent in what older versions stored: no). */
  notificationFeed?: boolean;
  /** Ours with requests for secrets on (absent in what older versions stored: no). */
  requests?: boolean;
}

/** Who this browser's token signs in as, when it came from the extension's sign-in. */
export interface SignedIn {
  email: string;
  /** The name the instance lists this browser's token under. */
  name: string;
}

export interface Instance {
  id: string;
  /** What the person calls it, shown in the picker; empty or absent shows the host. */
  name?: string;
  baseUrl: string;
  token: string;
  defaults: PushDefaults;
  features: InstanceFeatures | null;
  /** Set while `token` is the one the extension's sign-in received; null or absent for a pasted one. */
  signedIn?: SignedIn | null;
}

export interface ExtensionSettings {
  instances: Instance[];
  activeId: string | null;
}

const KEY = 'settings';
/** pwpush's default bounds; `/version` does not report an instance's own. */
export const VIEW_BOUNDS = { min: 1, max: 100 } as const;

export function defaultPushDefaults(): PushDefaults {
  return {
    durationIndex: 12,
    views: 5,
    retrievalStep: true,
    deletableByViewer: true,
    passphrase: false,
    recipientLocale: '',
    sealMenuPushes: false,
  };
}

function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value)
    ? Math.min(Math.max(value, min), max)
    : fallback;
}

/** Re-reads stored defaults within bounds, so a hand-edited or older record cannot break a push. */
export function boundDefaults(raw: Partial<PushDefaults> | undefined): PushDefaults {
  const d = defaultPushDefaults();
  const r = raw ?? {};
  return {
    durationIndex: clampInt(r.durationIndex, 0, EXPIRE_DURATIONS.length - 1, d.durationIndex),
    views: clampInt(r.views, VIEW_BOUNDS.min, VIEW_BOUNDS.max, d.views),
    retrievalStep: typeof r.retrievalStep === 'boolean' ? r.retrievalStep : d.retrievalStep,
    deletableByViewer: typeof r.deletableByViewer === 'boolean' ? r.deletableByViewer : d.deletableByViewer,
    passphrase: r.passphrase === true,
    recipientLocale: languageByCode(r.recipientLocale)?.code ?? '',
    sealMenuPushes: r.sealMenuPushes === true,
  };
}

/** The stored sign-in, when it is whole; a pasted token's instance gets no field at all. */
function signedInOf(raw: unknown): { signedIn?: SignedIn } {
  if (typeof raw !== 'object' || raw === null) return {};
  const { email, name } = raw as Record<string, unknown>;
  return typeof email === 'string' && typeof name === 'string' ? { signedIn: { email, name } } : {};
}

export async function loadSettings(area: StorageArea): Promise<ExtensionSettings> {
  const stored = (await area.get(KEY))[KEY] as Partial<ExtensionSettings> | undefined;
  const instances = Array.isArray(stored?.instances)
    ? stored.instances
        .filter((i) => typeof i?.id === 'string' && typeof i.baseUrl === 'string')
        .map(({ signedIn, ...i }) => ({
          ...i,
          name: typeof i.name === 'string' ? i.name : '',
          token: i.token ?? '',
          defaults: boundDefaults(i.defaults),
          features: i.features ?? null,
          ...signedInOf(signedIn),
        }))
    : [];
  const activeId = instances.some((i) => i.id === stored?.activeId)
    ? (stored?.activeId ?? null)
    : (instances[0]?.id ?? null);
  return { instances, activeId };
}

export async function saveSettings(area: StorageArea, settings: ExtensionSettings): Promise<void> {
  await area.set({ [KEY]: settings });
}

/** The instance as the picker shows it: its name, else its host (with the path when there is one). */
export function instanceLabel(instance: Pick<Instance, 'name' | 'baseUrl'>): string {
  const name = instance.name?.trim() ?? '';
  if (name) return name;
  const url = new URL(instance.baseUrl);
  return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}

export function activeInstance(settings: ExtensionSettings): Instance | null {
  return settings.instances.find((i) => i.id === settings.activeId) ?? null;
}

/**
 * Adds or replaces an instance (by id) and makes it the active one; with `activate: false` the
 * active one stays, unless there is none.
 */
export function withInstance(
  settings: ExtensionSettings,
  instance: Instance,
  { activate } = { activate: true },
): ExtensionSettings {
  const exists = settings.instances.some((i) => i.id === instance.id);
  const instances = exists
    ? settings.instances.map((i) => (i.id === instance.id ? instance : i))
    : [...settings.instances, instance];
  const keep = instances.some((i) => i.id === settings.activeId) ? settings.activeId : null;
  return { instances, activeId: activate ? instance.id : (keep ?? instance.id) };
}

export function withoutInstance(settings: ExtensionSettings, id: string): ExtensionSettings {
  const instances = settings.instances.filter((i) => i.id !== id);
  const activeId = settings.activeId === id ? (instances[0]?.id ?? null) : settings.activeId;
  return { instances, activeId };
}

export const SETTINGS_KEY = KEY;
