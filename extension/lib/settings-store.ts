import type { Policy } from '../../shared/policy.ts';
import type { GateKind } from './gate-kinds.ts';
import { parseManagedConfig } from './managed-config.ts';
import { applyManaged, type ManagedState, ownLayer } from './managed-settings.ts';
import { boundDefaults, type PushDefaults } from './push-defaults.ts';

export { boundDefaults, defaultPushDefaults, type PushDefaults, VIEW_BOUNDS } from './push-defaults.ts';

/** The slice of `browser.storage.local` the extension uses; tests pass the fake browser's. */
export interface StorageArea {
  get(keys: string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  /** The organisation's managed configuration, where the entry wired one in (managed-storage.ts). */
  readManaged?: () => Promise<unknown>;
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
  /** Ours with recipient gates: a push's `gate` is read (absent in what older versions stored: no). */
  gates?: boolean;
  /** The gate kinds it keeps, where it lists them (`email` absent when it cannot mail codes); absent for all. */
  gateKinds?: GateKind[];
  /** Mails a push's link on create (`email_auto_dispatch`) to addresses a signed-in sender gives. */
  linkMails?: boolean;
  /** Ours: the instance's rules as /api/v2/policy gave them; absent where it publishes none. */
  policy?: Policy;
  /** When the popup last read the policy (ms since 1970); absent when only the connection test did. */
  policyReadAt?: number;
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
  /** Given by the organisation: its address and name are locked, and it cannot be removed. */
  managed?: { browserSignIn?: boolean };
}

export interface ExtensionSettings {
  instances: Instance[];
  activeId: string | null;
  /** Present only under an organisation's managed configuration. */
  managed?: ManagedState;
}

const KEY = 'settings';

/** The stored sign-in, when it is whole; a pasted token's instance gets no field at all. */
function signedInOf(raw: unknown): { signedIn?: SignedIn } {
  if (typeof raw !== 'object' || raw === null) return {};
  const { email, name } = raw as Record<string, unknown>;
  return typeof email === 'string' && typeof name === 'string' ? { signedIn: { email, name } } : {};
}

/** The person's settings, with the organisation's managed configuration over them when there is one. */
export async function loadSettings(area: StorageArea): Promise<ExtensionSettings> {
  const own = await loadOwnSettings(area);
  const config = parseManagedConfig(await area.readManaged?.());
  return config ? applyManaged(own, config) : own;
}

async function loadOwnSettings(area: StorageArea): Promise<ExtensionSettings> {
  const stored = (await area.get(KEY))[KEY] as Partial<ExtensionSettings> | undefined;
  const instances = Array.isArray(stored?.instances)
    ? stored.instances
        .filter((i) => typeof i?.id === 'string' && typeof i.baseUrl === 'string')
        // A `managed` mark is the organisation's to give, never read from the person's storage.
        .map(({ signedIn, managed: _, ...i }) => ({
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
  await area.set({ [KEY]: ownLayer(settings) });
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
  return { ...settings, instances, activeId: activate ? instance.id : (keep ?? instance.id) };
}

/** Removes an instance; one the organisation gave stays. */
export function withoutInstance(settings: ExtensionSettings, id: string): ExtensionSettings {
  if (settings.instances.find((i) => i.id === id)?.managed) return settings;
  const instances = settings.instances.filter((i) => i.id !== id);
  const activeId = settings.activeId === id ? (instances[0]?.id ?? null) : settings.activeId;
  return { ...settings, instances, activeId };
}

export const SETTINGS_KEY = KEY;
