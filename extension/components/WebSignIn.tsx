import { useEffect, useState } from 'preact/hooks';
import { checkInstanceUrl } from '../../shared/instance-url.ts';
import { t } from '../lib/i18n.ts';
import { type ConnectionReport, featuresFromVersion } from '../lib/instance-features.ts';
import {
  askForOrigin,
  type InstanceDraft,
  type OptionsEnv,
  type SaveOutcome,
} from '../lib/options-actions.ts';
import { clientFor } from '../lib/push-actions.ts';
import {
  type ExtensionSettings,
  type Instance,
  type InstanceFeatures,
  loadSettings,
} from '../lib/settings-store.ts';
import type { WebAuthEnv } from '../lib/web-sign-in.ts';
import { type SignInStep, signInAndSave, signOut } from '../lib/web-sign-in-store.ts';

interface Props {
  draft: InstanceDraft;
  env: OptionsEnv;
  /** The form's last test or save: it changes what is stored and what the instance offers. */
  report: ConnectionReport | null;
  /** Sent here to fix a rejected token: a browser that is signed in may sign in again. */
  fixToken: boolean;
  busy: boolean;
  onBusy: (busy: boolean) => void;
  onSaved: (out: Extract<SaveOutcome, { ok: true }>) => void;
  onSignedOut: (settings: ExtensionSettings, instance: Instance) => void;
}

type Step = SignInStep | 'signing-out';

/** The saved instance, and what it offers now: an instance upgraded since it was saved may offer sign-in. */
function useSaved(env: OptionsEnv, id: string | null, report: ConnectionReport | null) {
  const [saved, setSaved] = useState<Instance | null>(null);
  const [live, setLive] = useState<InstanceFeatures | null>(null);
  useEffect(() => {
    void loadSettings(env.storage).then((s) => setSaved(s.instances.find((i) => i.id === id) ?? null));
  }, [env.storage, id, report]);
  const baseUrl = saved?.baseUrl;
  useEffect(() => {
    if (!baseUrl) return;
    void clientFor({ baseUrl, token: '' }, env.fetch)
      .version()
      .then((v) => v.ok && setLive(featuresFromVersion(v.value)));
  }, [baseUrl, env.fetch]);
  return { saved, live, setSaved };
}

/** "Sign in" on an instance that offers it, and "Sign out" once signed in; failures change nothing. */
export function WebSignIn({ draft, env, report, fixToken, busy, onBusy, onSaved, onSignedOut }: Props) {
  const { saved, live, setSaved } = useSaved(env, draft.id, report);
  const [step, setStep] = useState<Step | null>(null);
  const [note, setNote] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const check = checkInstanceUrl(draft.url);
  if (!check.ok) return null;
  const host = new URL(check.baseUrl).host;
  const same = saved?.baseUrl === check.baseUrl ? saved : null;
  const features = report?.features ?? (same ? (live ?? same.features) : null);
  const signedIn = same && same.token !== '' ? same.signedIn : undefined;
  // Only a page given the browser's web auth flow can run the sign-in.
  const flow =
    features?.extensionSignIn === true && (!signedIn || fixToken || report?.token === 'rejected')
      ? env.webAuth
      : undefined;
  if (!flow && !signedIn && !note) return null;

  const signIn = async (webAuth: WebAuthEnv) => {
    // Asked before any await: the browser only shows the prompt while the click is fresh.
    const asked = askForOrigin(draft, env);
    onBusy(true);
    setNote(null);
    const out = await signInAndSave(draft, asked, { ...env, webAuth }, setStep);
    setStep(null);
    onBusy(false);
    if (!out.ok) return setNote({ kind: 'error', text: 'error' in out ? out.error : out.doubt });
    setSaved(out.instance);
    onSaved(out);
  };
  const signOutHere = async (id: string) => {
    onBusy(true);
    setNote(null);
    setStep('signing-out');
    const out = await signOut(id, env);
    setStep(null);
    onBusy(false);
    if (!out.ok) return setNote({ kind: 'error', text: out.error });
    setSaved(out.instance);
    setNote({ kind: 'success', text: t('signout_done', host) });
    onSignedOut(out.settings, out.instance);
  };
  const stepWords: Record<Step, string> = {
    waiting: t('signin_waiting', host),
    exchanging: t('signin_exchanging', host),
    saving: t('contacting', host),
    'signing-out': t('signout_busy', host),
  };

  return (
    <div class="card" data-testid="web-sign-in">
      {same && signedIn ? (
        <div class="row">
          <p>{t('signin_status', signedIn.email, signedIn.name)}</p>
          <button type="button" class="shrink" disabled={busy} onClick={() => void signOutHere(same.id)}>
            {t('signout_button')}
          </button>
        </div>
      ) : null}
      {flow ? (
        <>
          <p class="small">{t('signin_offer', host)}</p>
          <div class="actions">
            <button type="button" disabled={busy} onClick={() => void signIn(flow)}>
              {t('signin_button')}
            </button>
          </div>
        </>
      ) : null}
      <div aria-live="polite">
        {step ? <p class="muted">{stepWords[step]}</p> : null}
        {note ? <p class={note.kind}>{note.text}</p> : null}
      </div>
    </div>
  );
}
