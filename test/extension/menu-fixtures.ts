import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { MenuEnv } from '../../extension/lib/context-menu.ts';
import type { Instance } from '../../extension/lib/settings-store.ts';
import { defaultPushDefaults, saveSettings } from '../../extension/lib/settings-store.ts';
import { answering, type Call } from '../shared/api-fixtures.ts';

export function instance(over: Partial<Instance> = {}): Instance {
  return {
    id: 'i1',
    name: '',
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

export const menuNow = Date.parse('2026-01-01T00:00:00.000Z');

/** A menu environment over the fake browser, a fetch that always gives one answer, and a recording clipboard. */
export function menuTestEnv(status: number, body: unknown, over: Partial<MenuEnv> = {}) {
  const calls: Call[] = [];
  const fake = answering(status, body, calls);
  const copied: string[] = [];
  const e: MenuEnv = {
    storage: fakeBrowser.storage.local,
    fetch: (url, init) => fake.fetch(url, init as Call),
    copy: async (text) => {
      copied.push(text);
      return true;
    },
    notify: async (note) => {
      await fakeBrowser.notifications.create({ type: 'basic', iconUrl: '', ...note });
    },
    openOptions: vi.fn(async () => undefined),
    hasOrigin: async () => true,
    readSelection: async () => null,
    randomBytes: (into) => into.map((_, i) => i * 7),
    now: () => menuNow,
    ...over,
  };
  return { env: e, calls, copied };
}
