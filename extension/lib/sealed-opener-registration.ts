import { originPattern } from '../../shared/instance-url.ts';
import { openerMatches, SEALED_OPENER_FILE, SEALED_OPENER_ID } from './sealed-opener-place.ts';
import { loadSettings, type StorageArea } from './settings-store.ts';

/** The part of `scripting` the registration uses: Chromium's MV3 and Firefox's MV2 (102 on) share it. */
export interface ScriptRegistry {
  getRegisteredContentScripts(filter?: { ids?: string[] }): Promise<{ id: string }[]>;
  registerContentScripts(
    scripts: {
      id: string;
      js: string[];
      matches: string[];
      runAt: 'document_start';
      allFrames: boolean;
      persistAcrossSessions: boolean;
    }[],
  ): Promise<unknown>;
  unregisterContentScripts(filter?: { ids?: string[] }): Promise<unknown>;
}

export interface RegistrationEnv {
  storage: StorageArea;
  scripting: ScriptRegistry;
  hasOrigin: (pattern: string) => Promise<boolean>;
}

/** The base URLs of the saved instances whose origin the person granted. */
async function grantedInstances(env: RegistrationEnv): Promise<string[]> {
  const { instances } = await loadSettings(env.storage);
  const granted = await Promise.all(
    instances.map(async (i) =>
      (await env.hasOrigin(originPattern(i.baseUrl)).catch(() => false)) ? i : null,
    ),
  );
  return granted.flatMap((i) => (i === null ? [] : [i.baseUrl]));
}

/**
 * Registers the opener on the secret link's pages of the granted instances, and nowhere else:
 * replaced whole on each change, and gone when no instance is left.
 */
export async function registerSealedOpener(env: RegistrationEnv): Promise<string[]> {
  const matches = openerMatches(await grantedInstances(env));
  const ids = [SEALED_OPENER_ID];
  if ((await env.scripting.getRegisteredContentScripts({ ids })).length > 0)
    await env.scripting.unregisterContentScripts({ ids });
  if (matches.length === 0) return [];
  await env.scripting.registerContentScripts([
    {
      id: SEALED_OPENER_ID,
      js: [SEALED_OPENER_FILE],
      matches,
      // Before any script of the page, so the key leaves the address bar before the page can read it.
      runAt: 'document_start',
      allFrames: false,
      persistAcrossSessions: true,
    },
  ]);
  return matches;
}

/** Runs registrations one after another: two at once would both register the same id. */
export function registrationQueue(env: () => RegistrationEnv | null): () => Promise<void> {
  let last: Promise<unknown> = Promise.resolve();
  return () => {
    const next = last.then(() => {
      const current = env();
      return current === null ? undefined : registerSealedOpener(current);
    });
    // A refused registration leaves the opener as it was; the next change tries again.
    last = next.catch(() => undefined);
    return last.then(() => undefined);
  };
}
