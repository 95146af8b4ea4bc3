import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Instance } from '../../extension/lib/settings-store.ts';
import { defaultPushDefaults, saveSettings } from '../../extension/lib/settings-store.ts';

export function instance(over: Partial<Instance> = {}): Instance {
  return {
    id: 'i1',
    baseUrl: 'https://ours.example',
    token: '',
    defaults: { ...defaultPushDefaults(), durationIndex: 0, views: 3 },
    features: {
      edition: 'oss',
      version: '0.1.0',
      anonymousAccess: true,
      urlPushes: true,
      qrPushes: true,
      filePushes: false,
    },
    ...over,
  };
}

export async function configure(...instances: Instance[]): Promise<void> {
  await saveSettings(fakeBrowser.storage.local, { instances, activeId: instances[0]?.id ?? null });
}

/** The fake browser has no contextMenus, permissions or openOptionsPage: stand-ins that record calls. */
export function stubMissingApis(granted = true) {
  const listeners: ((info: unknown) => void)[] = [];
  const menus = {
    create: vi.fn(),
    removeAll: vi.fn(async () => undefined),
    onClicked: { addListener: (l: (info: unknown) => void) => listeners.push(l) },
  };
  const openOptionsPage = vi.fn(async () => undefined);
  const contains = vi.fn(async () => granted);
  Object.assign(fakeBrowser, { contextMenus: menus, permissions: { contains } });
  Object.assign(fakeBrowser.runtime, { openOptionsPage });
  const click = (info: unknown) => {
    for (const listener of listeners) listener(info);
  };
  return { menus, openOptionsPage, contains, click };
}

export async function notifications(): Promise<{ title: string; message: string }[]> {
  return Object.values(await fakeBrowser.notifications.getAll()) as { title: string; message: string }[];
}
