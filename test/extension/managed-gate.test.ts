import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleMenuClick, MENU_PUSH_SELECTION } from '../../extension/lib/context-menu.ts';
import { emptyGateForm } from '../../extension/lib/gate-form.ts';
import { parseManagedConfig } from '../../extension/lib/managed-config.ts';
import { withManaged } from '../../extension/lib/managed-storage.ts';
import {
  type ExtensionSettings,
  loadSettings,
  SETTINGS_KEY,
  saveSettings,
} from '../../extension/lib/settings-store.ts';
import { ourPush } from '../shared/api-fixtures.ts';
import { configure, instance, menuTestEnv } from './menu-fixtures.ts';

const area = () => withManaged(fakeBrowser.storage.local, fakeBrowser.storage.managed);
const stored = async () =>
  (await fakeBrowser.storage.local.get(SETTINGS_KEY))[SETTINGS_KEY] as ExtensionSettings;
const base = instance();
const withGates = base.features === null ? null : { ...base.features, gates: true };
const mine = { ...emptyGateForm(), recipient: '@client.example' };

describe('the organisation’s "members only by default"', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is read as a boolean, and anything else is left out and named', () => {
    expect(parseManagedConfig({ recipientMembersOnly: true })).toEqual({
      instances: [],
      recipientMembersOnly: true,
      ignored: [],
    });
    expect(parseManagedConfig({ recipientMembersOnly: 'yes' })?.ignored).toEqual(['recipientMembersOnly']);
  });

  it('sets members only in every default gate, keeps what the person typed beside it, and stores their own', async () => {
    await configure(instance({ features: withGates, defaults: { ...base.defaults, gate: mine } }));
    await fakeBrowser.storage.managed.set({ recipientMembersOnly: true });
    const settings = await loadSettings(area());
    expect(settings.instances[0]?.defaults.gate).toEqual({ ...mine, members: true });
    expect(settings.managed?.recipientMembersOnly).toBe(true);
    await saveSettings(area(), settings);
    expect((await stored()).instances[0]?.defaults.gate).toEqual(mine);
  });

  it('goes with right-click pushes to an instance that has gates', async () => {
    await configure(instance({ features: withGates }));
    await fakeBrowser.storage.managed.set({ recipientMembersOnly: true });
    const { env, calls } = menuTestEnv(201, ourPush());
    env.storage = area();
    expect(await handleMenuClick({ menuItemId: MENU_PUSH_SELECTION, selectionText: 'hunter2' }, env)).toBe(
      'pushed',
    );
    expect(JSON.parse(calls[0]?.body ?? '').push.gate).toEqual({ emails: [], members: true, networks: [] });
  });
});
