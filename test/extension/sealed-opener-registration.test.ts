import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  type RegistrationEnv,
  registerSealedOpener,
  registrationQueue,
  type ScriptRegistry,
} from '../../extension/lib/sealed-opener-registration.ts';
import { configure, instance } from './menu-fixtures.ts';

type Registered = Parameters<ScriptRegistry['registerContentScripts']>[0][number];

/** The browser's registered scripts, by id; registering an id twice fails as in Chromium and Firefox. */
function registry() {
  const scripts = new Map<string, Registered>();
  const scripting: ScriptRegistry = {
    getRegisteredContentScripts: async (filter) =>
      [...scripts.values()].filter((s) => filter?.ids?.includes(s.id) ?? true),
    registerContentScripts: async (list) => {
      // A pause, as the real call takes one: two unqueued registrations would both pass the check.
      await new Promise((resolve) => setTimeout(resolve, 1));
      for (const s of list) {
        if (scripts.has(s.id)) throw new Error(`Duplicate script ID '${s.id}'`);
        scripts.set(s.id, s);
      }
    },
    unregisterContentScripts: async (filter) => {
      for (const id of filter?.ids ?? [...scripts.keys()]) scripts.delete(id);
    },
  };
  return { scripting, scripts };
}

describe('the opener’s registration', () => {
  beforeEach(() => fakeBrowser.reset());

  const env = (scripting: ScriptRegistry, granted: string[]): RegistrationEnv => ({
    storage: fakeBrowser.storage.local,
    scripting,
    hasOrigin: async (pattern) => granted.includes(pattern),
  });

  it('runs at document_start on the granted instances’ secret link pages only', async () => {
    const { scripting, scripts } = registry();
    await configure(
      instance({ id: 'a', baseUrl: 'https://pwpush.com' }),
      instance({ id: 'b', baseUrl: 'https://ours.example' }),
    );
    await registerSealedOpener(env(scripting, ['https://pwpush.com/*']));
    expect([...scripts.values()]).toEqual([
      {
        id: 'sealed-opener',
        js: ['content-scripts/sealed-opener.js'],
        matches: ['https://pwpush.com/*/p/*', 'https://pwpush.com/p/*'],
        runAt: 'document_start',
        allFrames: false,
        persistAcrossSessions: true,
      },
    ]);
  });

  it('follows the instances as they change, and is gone when none is left', async () => {
    const { scripting, scripts } = registry();
    const granted = ['https://pwpush.com/*', 'https://ours.example/*'];
    await configure(instance({ id: 'a', baseUrl: 'https://pwpush.com' }));
    await registerSealedOpener(env(scripting, granted));
    await configure(
      instance({ id: 'a', baseUrl: 'https://pwpush.com' }),
      instance({ id: 'b', baseUrl: 'https://ours.example' }),
    );
    await registerSealedOpener(env(scripting, granted));
    expect(scripts.get('sealed-opener')?.matches).toEqual([
      'https://ours.example/*/p/*',
      'https://ours.example/p/*',
      'https://pwpush.com/*/p/*',
      'https://pwpush.com/p/*',
    ]);
    await configure();
    expect(await registerSealedOpener(env(scripting, granted))).toEqual([]);
    expect(scripts.size).toBe(0);
  });

  it('registers once at a time when changes come together', async () => {
    const { scripting, scripts } = registry();
    await configure(instance({ id: 'a', baseUrl: 'https://pwpush.com' }));
    const failures: unknown[] = [];
    const queued = registrationQueue(() => ({
      ...env(scripting, ['https://pwpush.com/*']),
      scripting: {
        ...scripting,
        registerContentScripts: (list) =>
          scripting.registerContentScripts(list).catch((e) => failures.push(e)),
      },
    }));
    await Promise.all([queued(), queued(), queued()]);
    expect(failures).toEqual([]);
    expect(scripts.size).toBe(1);
  });
});
