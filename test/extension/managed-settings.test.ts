import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleMenuClick, MENU_PUSH_SELECTION, menuItems } from '../../extension/lib/context-menu.ts';
import { parseManagedConfig } from '../../extension/lib/managed-config.ts';
import { withManaged } from '../../extension/lib/managed-storage.ts';
import { askForOrigin, type OptionsEnv, saveDraft } from '../../extension/lib/options-actions.ts';
import {
  activeInstance,
  defaultPushDefaults,
  loadSettings,
  SETTINGS_KEY,
  saveSettings,
  withoutInstance,
} from '../../extension/lib/settings-store.ts';
import { ourPush } from '../shared/api-fixtures.ts';
import { configure, instance, menuTestEnv } from './menu-fixtures.ts';

const TEAM = 'https://secrets.team.example';
/** The person's storage with the fake browser's managed area beside it, as the entries wire it. */
const area = () => withManaged(fakeBrowser.storage.local, fakeBrowser.storage.managed);
const manage = (config: Record<string, unknown>) => fakeBrowser.storage.managed.set(config);
const stored = async () => (await fakeBrowser.storage.local.get(SETTINGS_KEY))[SETTINGS_KEY];

describe('the organisation’s managed configuration', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is none when the managed area is empty, throws or is missing: the settings are exactly the person’s', async () => {
    await configure(instance({ id: 'mine', token: 'tok' }));
    const own = await loadSettings(fakeBrowser.storage.local);
    expect(await loadSettings(area())).toEqual(own);
    const throwing = { get: async () => Promise.reject(new Error('Managed storage manifest not found')) };
    expect(await loadSettings(withManaged(fakeBrowser.storage.local, throwing))).toEqual(own);
    expect(await loadSettings(withManaged(fakeBrowser.storage.local, undefined))).toEqual(own);
    expect(own).not.toHaveProperty('managed');
  });

  it('leaves out each value of the wrong shape, names it, and keeps the rest', () => {
    const config = parseManagedConfig({
      instances: [{ url: TEAM, name: ' Team ' }, { url: 'ftp://nope' }, 'x', { url: TEAM, name: 'Twice' }],
      allowOtherInstances: 'no',
      sealed: 'always',
      expireAfterDays: 8,
      expireAfterViews: 0,
    });
    expect(config).toEqual({
      instances: [{ baseUrl: TEAM, name: 'Team' }],
      ignored: [
        'instances[1].url',
        'instances[2]',
        'allowOtherInstances',
        'sealed',
        'expireAfterDays',
        'expireAfterViews',
      ],
    });
    expect(parseManagedConfig({ somethingElse: true })).toBeNull();
    expect(parseManagedConfig('x')).toBeNull();
  });

  it('lays the organisation’s values over the person’s: its instance keeps the person’s token, its defaults win', async () => {
    await configure(
      instance({ id: 'mine', baseUrl: TEAM, name: 'My name', token: 'tok' }),
      instance({ id: 'other', baseUrl: 'https://other.example' }),
    );
    await manage({
      instances: [{ url: TEAM, name: 'Team secrets', browserSignIn: true }],
      sealed: 'forced',
      expireAfterDays: 3,
      expireAfterViews: 2,
    });
    const settings = await loadSettings(area());
    const [team, other] = settings.instances;
    expect(team).toMatchObject({
      id: 'mine',
      name: 'Team secrets',
      token: 'tok',
      managed: { browserSignIn: true },
    });
    expect(team?.defaults).toMatchObject({ durationIndex: 8, views: 2, sealMenuPushes: true });
    expect(other).toMatchObject({
      id: 'other',
      defaults: { durationIndex: 8, views: 2, sealMenuPushes: true },
    });
    expect(other).not.toHaveProperty('managed');
    expect(settings.managed).toMatchObject({ allowOtherInstances: true, sealed: 'forced', ignored: [] });
  });

  it('adds an instance the person never had, and keeps the one they had when others are not allowed, unused', async () => {
    await configure(instance({ id: 'other', baseUrl: 'https://other.example', token: 'keep' }));
    await manage({ instances: [{ url: TEAM, name: 'Team' }], allowOtherInstances: false });
    const settings = await loadSettings(area());
    expect(settings.instances.map((i) => [i.id, i.baseUrl, i.token])).toEqual([
      [`managed:${TEAM}`, TEAM, ''],
    ]);
    expect(activeInstance(settings)?.baseUrl).toBe(TEAM);
    await saveSettings(area(), settings);
    await fakeBrowser.storage.managed.clear();
    const after = await loadSettings(area());
    expect(after.instances.map((i) => i.id)).toEqual([`managed:${TEAM}`, 'other']);
    expect(after.instances[1]?.token).toBe('keep');
  });

  it('stores the person’s own defaults, not the organisation’s, so they return when its policy goes', async () => {
    const own = { ...defaultPushDefaults(), durationIndex: 1, views: 9, sealMenuPushes: false };
    await configure(instance({ id: 'mine', defaults: own }));
    await manage({ sealed: 'forced', expireAfterDays: 1, expireAfterViews: 1 });
    const settings = await loadSettings(area());
    expect(settings.instances[0]?.defaults).toMatchObject({
      durationIndex: 6,
      views: 1,
      sealMenuPushes: true,
    });
    await saveSettings(area(), settings);
    expect(await stored()).toEqual({
      instances: [{ ...settings.instances[0], defaults: own }],
      activeId: 'mine',
    });
  });

  it('keeps an instance the organisation gave when asked to remove it', async () => {
    await manage({ instances: [{ url: TEAM }] });
    const settings = await loadSettings(area());
    expect(withoutInstance(settings, `managed:${TEAM}`)).toBe(settings);
  });

  it('refuses to save a new instance when the organisation allows no other, even when told to save anyway', async () => {
    await manage({ instances: [{ url: TEAM }], allowOtherInstances: false });
    const env: OptionsEnv = {
      storage: area(),
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
      requestOrigin: async () => true,
      newId: () => 'new',
    };
    const draft = {
      id: null,
      name: '',
      url: 'https://elsewhere.example',
      token: '',
      defaults: defaultPushDefaults(),
    };
    expect(await saveDraft(draft, askForOrigin(draft, env), env, true)).toEqual({
      ok: false,
      error: 'Your organisation allows only the instances it set up, so no other instance can be added.',
    });
    expect(await stored()).toBeUndefined();
  });

  it('seals right-click pushes when sealing is forced, whatever the person chose', async () => {
    await configure(
      instance({ token: 'tok', defaults: { ...defaultPushDefaults(), sealMenuPushes: false } }),
    );
    await manage({ sealed: 'forced' });
    const { env, calls } = menuTestEnv(201, ourPush(), {
      storage: area(),
      randomBytes: (into) => crypto.getRandomValues(into),
    });
    const click = {
      menuItemId: MENU_PUSH_SELECTION,
      selectionText: 'hunter2',
      pageUrl: 'https://x.example/',
    };
    expect(await handleMenuClick(click, env)).toBe('pushed');
    expect(JSON.parse(calls[0]?.body ?? '').push.payload).toMatch(/SP-SEALED-1\.t\./);
    expect(menuItems(activeInstance(await loadSettings(area()))).map((i) => i.id)).toEqual([
      MENU_PUSH_SELECTION,
    ]);
  });
});
