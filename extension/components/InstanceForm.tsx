import { useLayoutEffect, useState } from 'preact/hooks';
import { checkInstanceUrl } from '../../shared/instance-url.ts';
import { urlProblemWords } from '../lib/error-words.ts';
import { gateProblem } from '../lib/gate-form.ts';
import { t } from '../lib/i18n.ts';
import type { ConnectionReport as Report } from '../lib/instance-features.ts';
import type { ManagedState } from '../lib/managed-settings.ts';
import {
  askForOrigin,
  checkDraft,
  type InstanceDraft,
  type OptionsEnv,
  type SaveOutcome,
  saveDraft,
} from '../lib/options-actions.ts';
import type { ExtensionSettings, Instance } from '../lib/settings-store.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { ConnectionReport } from './ConnectionReport.tsx';
import { DefaultsFields } from './DefaultsFields.tsx';
import { ManagedNote } from './ManagedNote.tsx';
import { TokenField } from './TokenField.tsx';
import { WebSignIn } from './WebSignIn.tsx';

interface Props {
  initial: InstanceDraft;
  env: OptionsEnv;
  onSaved: (settings: ExtensionSettings, id: string) => void;
  onRemove: (() => Promise<void>) | null;
  /** Opened from the popup to fix a rejected token: the token field gets the focus. */
  fixToken?: boolean;
  /** The organisation's configuration, whose defaults show locked. */
  managed?: ManagedState | undefined;
  /** Set when the organisation gave this instance: address and name locked, not removable. */
  lock?: Instance['managed'];
}

type Outcome =
  | { kind: 'saved'; merged: boolean; doubt: string | null; active: boolean }
  | { kind: 'doubt'; reason: string }
  | { kind: 'error'; text: string };

export function InstanceForm({ initial, env, onSaved, onRemove, fixToken = false, managed, lock }: Props) {
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  // The sign-in shows its own progress; the form only waits for it.
  const [signing, setSigning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  // Before paint, so the field has focus by the time the page is seen.
  useLayoutEffect(() => {
    if (!fixToken) return;
    const field = document.getElementById('instance-token');
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  }, [fixToken]);
  const check = checkInstanceUrl(draft.url);
  const host = check.ok ? new URL(check.baseUrl).host : draft.url;
  const edit = (patch: Partial<InstanceDraft>) => {
    setDraft({ ...draft, ...patch });
    // A changed draft needs a new test before "save anyway" means anything.
    if (outcome?.kind === 'doubt') setOutcome(null);
  };

  const run = async (action: 'save' | 'anyway' | 'test') => {
    // A default gate the server would refuse is not kept: it would be dropped when next read.
    const gateRefusal = draft.defaults.gate ? gateProblem(draft.defaults.gate) : null;
    if (action !== 'test' && gateRefusal !== null) return setOutcome({ kind: 'error', text: gateRefusal });
    // Asked before any await: the browser only shows the prompt while the click is fresh.
    const asked = askForOrigin(draft, env);
    setBusy(true);
    setOutcome(null);
    setReport(null);
    if (action === 'test') {
      const out = await checkDraft(draft, asked, env);
      setBusy(false);
      return out.ok ? setReport(out.report) : setOutcome({ kind: 'error', text: out.error });
    }
    const out = await saveDraft(draft, asked, env, action === 'anyway');
    setBusy(false);
    if (!out.ok) {
      if ('doubt' in out) {
        // The reason is already in the refusal; the report adds only what the instance said it offers.
        setReport(out.report.features ? { ...out.report, error: null } : null);
        return setOutcome({ kind: 'doubt', reason: out.doubt });
      }
      return setOutcome({ kind: 'error', text: out.error });
    }
    saved(out);
  };

  const saved = (out: Extract<SaveOutcome, { ok: true }>) => {
    // Saved despite a failed test: the reason is said once, in the warning, and not again below.
    setReport(out.doubt === null ? out.report : out.report.features ? { ...out.report, error: null } : null);
    const active = out.settings.activeId === out.instance.id;
    setOutcome({ kind: 'saved', merged: out.merged, doubt: out.doubt, active });
    setDraft({ ...draft, id: out.instance.id });
    onSaved(out.settings, out.instance.id);
  };

  return (
    <form
      aria-label={t('options_instance_form')}
      onSubmit={(e) => {
        e.preventDefault();
        void run('save');
      }}
    >
      <label for="instance-url">{t('instance_address')}</label>
      <input
        id="instance-url"
        type="url"
        placeholder="https://pwpush.com"
        value={draft.url}
        onInput={(e) => edit({ url: e.currentTarget.value })}
        required
        readOnly={lock !== undefined}
        aria-describedby={lock ? 'instance-managed' : undefined}
      />
      {draft.url && !check.ok ? <p class="error small">{urlProblemWords(check.error)}</p> : null}
      {check.ok && check.warning ? <p class="warning small">{t('url_warning_plain_http')}</p> : null}
      <label for="instance-name">{t('instance_name')}</label>
      <input
        id="instance-name"
        value={draft.name}
        placeholder={check.ok ? host : ''}
        onInput={(e) => edit({ name: e.currentTarget.value })}
        readOnly={lock !== undefined}
        aria-describedby={lock ? 'instance-managed' : undefined}
      />
      {lock ? <ManagedNote id="instance-managed">{t('managed_instance_locked')}</ManagedNote> : null}
      {lock?.browserSignIn === false ? null : (
        <WebSignIn
          draft={draft}
          env={env}
          report={report}
          fixToken={fixToken}
          busy={busy || signing}
          onBusy={setSigning}
          onSaved={(out) => {
            saved(out);
            // The token field shows what the sign-in received, as if it had been pasted.
            setDraft({ ...draft, id: out.instance.id, token: out.instance.token });
          }}
          onSignedOut={(settings, instance) => {
            setOutcome(null);
            setReport(null);
            setDraft({ ...draft, token: instance.token });
            onSaved(settings, instance.id);
          }}
        />
      )}
      <TokenField
        token={draft.token}
        onInput={(token) => edit({ token })}
        askFix={fixToken && draft.token === initial.token}
        signInOnly={lock?.browserSignIn === true}
      />
      <DefaultsFields
        idPrefix="defaults"
        value={draft.defaults}
        onChange={(defaults) => edit({ defaults })}
        managed={managed}
      />
      <div class="actions">
        <button class="primary" type="submit" disabled={busy || signing}>
          {t('save')}
        </button>
        <button type="button" disabled={busy || signing} onClick={() => void run('test')}>
          {t('test_connection')}
        </button>
        {onRemove ? (
          <ConfirmButton
            label={t('remove')}
            question={t('remove_question', host)}
            yes={t('remove_yes')}
            no={t('remove_no')}
            onConfirm={onRemove}
          />
        ) : null}
      </div>
      <div aria-live="polite">
        {busy ? <p class="muted">{t('contacting', host)}</p> : null}
        {outcome?.kind === 'error' ? <p class="error">{outcome.text}</p> : null}
        {outcome?.kind === 'saved' && outcome.doubt === null ? (
          <p class="success">{t(outcome.merged ? 'saved_merged' : 'saved_active')}</p>
        ) : null}
        {outcome?.kind === 'saved' && outcome.doubt !== null ? (
          <p class="warning" data-testid="saved-anyway">
            {t(outcome.active ? 'saved_anyway_active' : 'saved_anyway_inactive', outcome.doubt)}
          </p>
        ) : null}
        {outcome?.kind === 'doubt' ? (
          <div class="card error" role="alert" data-testid="save-doubt">
            <p>
              <strong>{t('not_saved')}</strong> {outcome.reason}
            </p>
            <button type="button" disabled={busy || signing} onClick={() => void run('anyway')}>
              {t('save_anyway')}
            </button>
          </div>
        ) : null}
        {report ? (
          <ConnectionReport
            report={report}
            host={host}
            reasonSaid={outcome?.kind === 'doubt' || (outcome?.kind === 'saved' && outcome.doubt !== null)}
          />
        ) : null}
      </div>
    </form>
  );
}
