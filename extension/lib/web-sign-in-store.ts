import { urlProblemWords } from './error-words.ts';
import { t } from './i18n.ts';
import {
  type askForOrigin,
  type InstanceDraft,
  type OptionsEnv,
  type SaveOutcome,
  saveDraft,
} from './options-actions.ts';
import {
  type ExtensionSettings,
  type Instance,
  loadSettings,
  saveSettings,
  withInstance,
} from './settings-store.ts';
import { type SignInFailure, signInWithBrowser, type WebAuthEnv } from './web-sign-in.ts';
import { revokeBrowserToken } from './web-sign-in-revoke.ts';

export type SignInStep = 'waiting' | 'exchanging' | 'saving';

const FAILURE_KEYS = {
  cancelled: 'signin_cancelled',
  window: 'signin_window',
  denied: 'signin_denied',
  mismatch: 'signin_mismatch',
  refused: 'signin_refused',
  offline: 'signin_offline',
  unexpected: 'signin_unexpected',
} as const satisfies Record<SignInFailure, string>;

/**
 * Signs in to the draft's instance and saves it with the token received, as a pasted one would be
 * saved, even if its test then fails (the token is this browser's alone: losing it helps nobody).
 * `asked` must come from the click itself (see askForOrigin). A failure changes nothing.
 */
export async function signInAndSave(
  draft: InstanceDraft,
  asked: ReturnType<typeof askForOrigin>,
  env: OptionsEnv & { webAuth: WebAuthEnv },
  onStep: (step: SignInStep) => void,
): Promise<SaveOutcome> {
  const { check } = asked;
  if (!check.ok) return { ok: false, error: urlProblemWords(check.error) };
  if (!(await asked.granted.catch(() => false)))
    return { ok: false, error: t('permission_denied', check.origin) };
  const host = new URL(check.baseUrl).host;
  onStep('waiting');
  const got = await signInWithBrowser(check.baseUrl, env.webAuth, env.fetch, () => onStep('exchanging'));
  if (!got.ok) return { ok: false, error: t(FAILURE_KEYS[got.failure], host) };
  onStep('saving');
  const signedIn = { email: got.email, name: got.name };
  return saveDraft({ ...draft, url: check.baseUrl, token: got.token, signedIn }, asked, env, true);
}

export type SignOutOutcome =
  | { ok: true; settings: ExtensionSettings; instance: Instance }
  | { ok: false; error: string };

/**
 * Signs the saved instance `id` out: the instance revokes the token first, then this browser
 * forgets it. A token the instance no longer knows is forgotten too; one it may still honour is kept.
 */
export async function signOut(id: string, env: OptionsEnv): Promise<SignOutOutcome> {
  const settings = await loadSettings(env.storage);
  const saved = settings.instances.find((i) => i.id === id);
  if (!saved) return { ok: false, error: '' };
  const host = new URL(saved.baseUrl).host;
  const revoked =
    saved.token === '' ? 'gone' : await revokeBrowserToken(saved.baseUrl, saved.token, env.fetch);
  if (revoked === 'offline') return { ok: false, error: t('signout_offline', host) };
  if (revoked === 'failed') return { ok: false, error: t('signout_failed', host) };
  // Read again: the person may have changed other settings while the instance answered.
  const current = await loadSettings(env.storage);
  const latest = current.instances.find((i) => i.id === id) ?? saved;
  const { signedIn: _, ...rest } = latest;
  const instance: Instance = { ...rest, token: latest.token === saved.token ? '' : latest.token };
  const next = withInstance(current, instance, { activate: false });
  await saveSettings(env.storage, next);
  return { ok: true, settings: next, instance };
}
