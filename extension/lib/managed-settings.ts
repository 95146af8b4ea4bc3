import { emptyGateForm } from './gate-form.ts';
import type { ManagedConfig, ManagedInstance, ManagedSealing } from './managed-config.ts';
import { defaultPushDefaults, type PushDefaults } from './push-defaults.ts';
import type { ExtensionSettings, Instance } from './settings-store.ts';

/** What the organisation set, carried with the settings so pages can show it locked. */
export interface ManagedState {
  allowOtherInstances: boolean;
  sealed: ManagedSealing | null;
  durationIndex?: number;
  views?: number;
  /** The default gate's "members only", as the organisation set it. */
  recipientMembersOnly?: boolean;
  ignored: string[];
  /** The person's own instances while others are not allowed: kept in storage, not used. */
  setAside: Instance[];
  /** The person's own defaults, by instance id, where the organisation's replaced some. */
  own: Record<string, PushDefaults>;
}

/** The defaults the organisation's values replace; the rest stay the person's. */
function lockedDefaults(
  config: Pick<ManagedConfig, 'durationIndex' | 'views' | 'recipientMembersOnly'> & {
    sealed?: ManagedSealing | null;
  },
  own?: PushDefaults,
): Partial<PushDefaults> {
  // Only "members only" is the organisation's: the person's recipient and ranges stay theirs.
  const gate = { ...(own?.gate ?? emptyGateForm()), members: config.recipientMembersOnly === true };
  return {
    ...(config.recipientMembersOnly === undefined ? {} : { gate }),
    ...(config.durationIndex === undefined ? {} : { durationIndex: config.durationIndex }),
    ...(config.views === undefined ? {} : { views: config.views }),
    ...(config.sealed === 'forced' ? { sealMenuPushes: true } : {}),
  };
}

/** A managed instance: the person's own record of that address (token, sign-in, defaults), address and name locked. */
function managedInstance(
  m: ManagedInstance,
  own: Instance | undefined,
  sealed: ManagedSealing | undefined,
): Instance {
  const base: Instance = own ?? {
    id: `managed:${m.baseUrl}`,
    name: '',
    baseUrl: m.baseUrl,
    token: '',
    // Sealed by default: a new instance's right-click pushes start sealed too.
    defaults: { ...defaultPushDefaults(), sealMenuPushes: sealed !== undefined },
    features: null,
  };
  const browserSignIn = m.browserSignIn === undefined ? {} : { browserSignIn: m.browserSignIn };
  return { ...base, baseUrl: m.baseUrl, name: m.name || (base.name ?? ''), managed: browserSignIn };
}

/** The person's settings with the organisation's over them: its values win wherever it set one. */
export function applyManaged(user: ExtensionSettings, config: ManagedConfig): ExtensionSettings {
  const matched = config.instances.map((m) => user.instances.find((i) => i.baseUrl === m.baseUrl));
  const managed = config.instances.map((m, n) => managedInstance(m, matched[n], config.sealed));
  const others = user.instances.filter((i) => !matched.includes(i));
  const allowOtherInstances = config.allowOtherInstances !== false;
  const instances = [...managed, ...(allowOtherInstances ? others : [])].map((i) => ({
    ...i,
    defaults: { ...i.defaults, ...lockedDefaults(config, i.defaults) },
  }));
  const own = Object.fromEntries(user.instances.map((i) => [i.id, i.defaults]));
  const activeId = instances.some((i) => i.id === user.activeId) ? user.activeId : (instances[0]?.id ?? null);
  return {
    instances,
    activeId,
    managed: {
      allowOtherInstances,
      sealed: config.sealed ?? null,
      ...(config.durationIndex === undefined ? {} : { durationIndex: config.durationIndex }),
      ...(config.views === undefined ? {} : { views: config.views }),
      ...(config.recipientMembersOnly === undefined
        ? {}
        : { recipientMembersOnly: config.recipientMembersOnly }),
      ignored: config.ignored,
      setAside: allowOtherInstances ? [] : others,
      own,
    },
  };
}

/** What is stored: the person's own layer, so nothing of the organisation's outlives its policy but the instances' records. */
export function ownLayer(settings: ExtensionSettings): ExtensionSettings {
  const { managed } = settings;
  if (!managed) return settings;
  const lockedKeys = Object.keys(lockedDefaults(managed)) as (keyof PushDefaults)[];
  const instances = settings.instances.map(({ managed: _, ...i }) => {
    const own = managed.own[i.id];
    const restored = own ? Object.fromEntries(lockedKeys.map((key) => [key, own[key]])) : {};
    // Of the gate, only "members only" was the organisation's: what the person typed beside it stays.
    const gate = lockedKeys.includes('gate')
      ? { gate: { ...(i.defaults.gate ?? emptyGateForm()), members: own?.gate?.members === true } }
      : {};
    return { ...i, defaults: { ...i.defaults, ...restored, ...gate } };
  });
  return { instances: [...instances, ...managed.setAside], activeId: settings.activeId };
}
