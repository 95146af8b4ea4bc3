import { describeApiError } from '../../shared/api-errors.ts';
import { originPattern } from '../../shared/instance-url.ts';
import type { PushKind } from '../../shared/kinds.ts';
import { expiryText } from './expiry-text.ts';
import { offeredKinds } from './instance-features.ts';
import { clientFor, createAndRemember, requestFromDefaults } from './push-actions.ts';
import { activeInstance, type Instance, loadSettings, type StorageArea } from './settings-store.ts';

export const MENU_PUSH_SELECTION = 'push-selection';
export const MENU_PUSH_LINK = 'push-link';

export interface MenuItem {
  id: string;
  title: string;
  contexts: ['selection'] | ['link'];
}

/** The items to show: "Push this link" only where the active instance allows URL pushes. */
export function menuItems(instance: Instance | null): MenuItem[] {
  const items: MenuItem[] = [
    { id: MENU_PUSH_SELECTION, title: 'Push selected text', contexts: ['selection'] },
  ];
  if (!instance || offeredKinds(instance).includes('url')) {
    items.push({ id: MENU_PUSH_LINK, title: 'Push this link', contexts: ['link'] });
  }
  return items;
}

export interface Note {
  title: string;
  message: string;
}

/** Everything a menu click touches, passed in so tests can use the fake browser and a fake fetch. */
export interface MenuEnv {
  storage: StorageArea;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  copy: (text: string) => Promise<boolean>;
  notify: (note: Note) => Promise<void>;
  openOptions: () => Promise<void>;
  hasOrigin: (pattern: string) => Promise<boolean>;
  randomBytes: (into: Uint8Array) => Uint8Array;
  now: () => number;
}

export interface MenuClick {
  menuItemId: string | number;
  selectionText?: string;
  linkUrl?: string;
}

export type MenuOutcome = 'ignored' | 'options-opened' | 'pushed' | 'failed';

function whatToPush(info: MenuClick): { kind: PushKind; payload: string } | null {
  if (info.menuItemId === MENU_PUSH_SELECTION) return { kind: 'text', payload: info.selectionText ?? '' };
  if (info.menuItemId === MENU_PUSH_LINK) return { kind: 'url', payload: info.linkUrl ?? '' };
  return null;
}

/** Pushes the selection or link to the active instance and copies the secret link; always ends in a note. */
export async function handleMenuClick(info: MenuClick, env: MenuEnv): Promise<MenuOutcome> {
  const target = whatToPush(info);
  if (!target) return 'ignored';
  const fail = async (title: string, message: string): Promise<MenuOutcome> => {
    await env.notify({ title, message });
    return 'failed';
  };
  const instance = activeInstance(await loadSettings(env.storage));
  if (!instance) {
    await env.openOptions();
    return 'options-opened';
  }
  const host = new URL(instance.baseUrl).host;
  if (target.payload.trim() === '') return fail('Nothing to push', 'Select some text first, then try again.');
  if (!offeredKinds(instance).includes(target.kind)) {
    return fail('URL pushes are off', `${host} does not accept URL pushes. Select the link text instead.`);
  }
  if (!(await env.hasOrigin(originPattern(new URL(instance.baseUrl).origin)))) {
    return fail(
      `No access to ${host}`,
      'Open the Secret Push options and save the instance again to allow the extension to reach it.',
    );
  }
  const request = requestFromDefaults(target.kind, target.payload, instance.defaults, env.randomBytes);
  const result = await createAndRemember(clientFor(instance, env.fetch), instance, request, env.storage);
  if (!result.ok) {
    const words = describeApiError(result.error, { instance: host, hasToken: instance.token !== '' });
    return fail(words.title, words.detail);
  }
  const copied = await env.copy(result.value.htmlUrl);
  const expiry = expiryText(result.value, env.now());
  const passphrase = request.passphrase ? ` Passphrase (send it separately): ${request.passphrase}` : '';
  await env.notify(
    copied
      ? { title: 'Secret link copied', message: `${expiry}.${passphrase}` }
      : {
          title: 'Pushed, but the link was not copied',
          message: `Open the Secret Push popup to copy it. ${expiry}.${passphrase}`,
        },
  );
  return 'pushed';
}
