import { checkInstanceUrl, originPattern } from '../../shared/instance-url.ts';
import { type ConnectionReport, testConnection } from './instance-features.ts';
import { clientFor } from './push-actions.ts';
import {
  boundDefaults,
  type ExtensionSettings,
  type Instance,
  loadSettings,
  type PushDefaults,
  type StorageArea,
  saveSettings,
  withInstance,
} from './settings-store.ts';

export interface OptionsEnv {
  storage: StorageArea;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** `permissions.request`; browsers honour it only when called straight from a click. */
  requestOrigin: (pattern: string) => Promise<boolean>;
  newId: () => string;
}

export interface InstanceDraft {
  id: string | null;
  url: string;
  token: string;
  defaults: PushDefaults;
}

export type DraftCheck = ReturnType<typeof checkInstanceUrl>;

export type SaveOutcome =
  | { ok: true; settings: ExtensionSettings; instance: Instance; report: ConnectionReport }
  | { ok: false; error: string };

/**
 * Starts the permission request for a draft's origin. Call it first thing in the click handler:
 * any `await` before it loses the click, and the browser refuses the request.
 */
export function askForOrigin(
  draft: InstanceDraft,
  env: OptionsEnv,
): { check: DraftCheck; granted: Promise<boolean> } {
  const check = checkInstanceUrl(draft.url);
  const granted = check.ok ? env.requestOrigin(originPattern(check.origin)) : Promise.resolve(false);
  return { check, granted };
}

function deniedMessage(origin: string): string {
  return `Secret Push needs your permission to reach ${origin}. Save again and choose Allow.`;
}

/** "Test connection": reaches the instance only after the origin is granted. */
export async function checkDraft(
  draft: InstanceDraft,
  asked: { check: DraftCheck; granted: Promise<boolean> },
  env: OptionsEnv,
): Promise<{ ok: true; report: ConnectionReport } | { ok: false; error: string }> {
  const { check } = asked;
  if (!check.ok) return { ok: false, error: check.error };
  if (!(await asked.granted.catch(() => false))) return { ok: false, error: deniedMessage(check.origin) };
  const client = clientFor({ baseUrl: check.baseUrl, token: draft.token.trim() }, env.fetch);
  return { ok: true, report: await testConnection(client, draft.token.trim() !== '') };
}

/** Saves a draft as the active instance, with the features the instance reports (if it answers). */
export async function saveDraft(
  draft: InstanceDraft,
  asked: { check: DraftCheck; granted: Promise<boolean> },
  env: OptionsEnv,
): Promise<SaveOutcome> {
  const checked = await checkDraft(draft, asked, env);
  if (!checked.ok || !asked.check.ok) return { ok: false, error: checked.ok ? '' : checked.error };
  const current = await loadSettings(env.storage);
  const previous = current.instances.find((i) => i.id === draft.id);
  const instance: Instance = {
    id: draft.id ?? env.newId(),
    baseUrl: asked.check.baseUrl,
    token: draft.token.trim(),
    defaults: boundDefaults(draft.defaults),
    // An instance that is down right now keeps what it reported last time.
    features: checked.report.features ?? previous?.features ?? null,
  };
  const settings = withInstance(current, instance);
  await saveSettings(env.storage, settings);
  return { ok: true, settings, instance, report: checked.report };
}
