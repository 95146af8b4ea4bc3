import { checkInstanceUrl, originPattern } from '../../shared/instance-url.ts';
import { errorSentence, errorWords, urlProblemWords } from './error-words.ts';
import { t } from './i18n.ts';
import { type ConnectionReport, testConnection } from './instance-features.ts';
import { clientFor } from './push-actions.ts';
import {
  boundDefaults,
  type ExtensionSettings,
  type Instance,
  loadSettings,
  type PushDefaults,
  type SignedIn,
  type StorageArea,
  saveSettings,
  withInstance,
} from './settings-store.ts';
import type { WebAuthEnv } from './web-sign-in.ts';

export interface OptionsEnv {
  storage: StorageArea;
  /** Hears the organisation's configuration change; returns how to stop. Optional for tests. */
  onManagedChange?: (listener: () => void) => () => void;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** `permissions.request`; browsers honour it only when called straight from a click. */
  requestOrigin: (pattern: string) => Promise<boolean>;
  newId: () => string;
  /** The browser's web auth flow; "Sign in" is offered only when it is given. */
  webAuth?: WebAuthEnv;
}

export interface InstanceDraft {
  id: string | null;
  name: string;
  url: string;
  token: string;
  defaults: PushDefaults;
  /** Set when `token` has just come from the extension's sign-in. */
  signedIn?: SignedIn;
}

export type DraftCheck = ReturnType<typeof checkInstanceUrl>;
type Asked = { check: DraftCheck; granted: Promise<boolean> };

export type SaveOutcome =
  | {
      ok: true;
      settings: ExtensionSettings;
      instance: Instance;
      report: ConnectionReport;
      merged: boolean;
      /** Why the test failed, when saved anyway; such an instance is not made active. */
      doubt: string | null;
    }
  /** Refused outright: a bad address or no permission. */
  | { ok: false; error: string }
  /** The test failed: saved only if the person says "save anyway", with `doubt` as the reason. */
  | { ok: false; doubt: string; report: ConnectionReport };

/**
 * Starts the permission request for a draft's origin. Call it first thing in the click handler:
 * any `await` before it loses the click, and the browser refuses the request.
 */
export function askForOrigin(draft: InstanceDraft, env: OptionsEnv): Asked {
  const check = checkInstanceUrl(draft.url);
  const granted = check.ok ? env.requestOrigin(originPattern(check.origin)) : Promise.resolve(false);
  return { check, granted };
}

/** Tests an instance: reaches it only after the origin is granted. */
export async function checkDraft(
  draft: InstanceDraft,
  asked: Asked,
  env: OptionsEnv,
): Promise<{ ok: true; report: ConnectionReport } | { ok: false; error: string }> {
  const { check } = asked;
  if (!check.ok) return { ok: false, error: urlProblemWords(check.error) };
  if (!(await asked.granted.catch(() => false)))
    return { ok: false, error: t('permission_denied', check.origin) };
  const client = clientFor({ baseUrl: check.baseUrl, token: draft.token.trim() }, env.fetch);
  return { ok: true, report: await testConnection(client, draft.token.trim() !== '') };
}

/** Why a tested instance would not work, in words; null when it answered and took the token. */
export function reportDoubt(report: ConnectionReport, host: string): string | null {
  if (report.error) {
    const context = { instance: host, hasToken: report.token !== 'none', subject: 'instance' as const };
    return errorSentence(errorWords(report.error, context));
  }
  if (report.token === 'rejected') return t('doubt_token_rejected', host);
  return null;
}

/**
 * Saves a draft as the active instance once it has been tested. An address already saved is
 * updated in place rather than added twice. `anyway` saves despite a failed test, but never makes
 * an instance that failed it the active one in place of another.
 */
export async function saveDraft(draft: InstanceDraft, asked: Asked, env: OptionsEnv, anyway = false) {
  const checked = await checkDraft(draft, asked, env);
  if (!checked.ok || !asked.check.ok)
    return { ok: false, error: checked.ok ? '' : checked.error } as SaveOutcome;
  const baseUrl = asked.check.baseUrl;
  const doubt = reportDoubt(checked.report, new URL(baseUrl).host);
  if (doubt && !anyway) return { ok: false, doubt, report: checked.report } as SaveOutcome;
  const current = await loadSettings(env.storage);
  const same = current.instances.find((i) => i.baseUrl === baseUrl);
  const previous = current.instances.find((i) => i.id === draft.id) ?? same;
  if (!previous && current.managed?.allowOtherInstances === false)
    return { ok: false, error: t('managed_no_add') } as SaveOutcome;
  const token = draft.token.trim();
  // A pasted token is nobody's sign-in; the signed-in one stays so while it is kept.
  const signedIn = draft.signedIn ?? (previous?.token === token ? previous.signedIn : undefined);
  const instance: Instance = {
    id: same?.id ?? draft.id ?? env.newId(),
    name: draft.name.trim(),
    baseUrl,
    token,
    defaults: boundDefaults(draft.defaults),
    // An instance that is down right now keeps what it reported last time.
    features: checked.report.features ?? previous?.features ?? null,
    ...(signedIn && token !== '' ? { signedIn } : {}),
    ...(previous?.managed ? { managed: previous.managed } : {}),
  };
  const merged = same !== undefined && same.id !== draft.id;
  const rest = { ...current, instances: current.instances.filter((i) => !merged || i.id !== draft.id) };
  const settings = withInstance(rest, instance, { activate: doubt === null });
  await saveSettings(env.storage, settings);
  return { ok: true, settings, instance, report: checked.report, merged, doubt } as SaveOutcome;
}
