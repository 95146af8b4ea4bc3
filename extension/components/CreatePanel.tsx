import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ApiError } from '../../shared/api-errors.ts';
import { multipartCreateBody, uploadPush } from '../../shared/file-upload.ts';
import { generatePassphrase } from '../../shared/passphrase.ts';
import { chosenFilesProblem, DEFAULT_FILE_LIMITS, totalBytes } from '../lib/file-limits.ts';
import { offersGates } from '../lib/gate-form.ts';
import { gateAsSent } from '../lib/gate-kinds.ts';
import { withLinkMail } from '../lib/gate-link-mail.ts';
import { t } from '../lib/i18n.ts';
import { offeredKinds } from '../lib/instance-features.ts';
import { allowedKinds, formUnderRules, kindRules, policyProblem } from '../lib/instance-policy.ts';
import type { ManagedSealing } from '../lib/managed-config.ts';
import { takeMenuRefusal } from '../lib/menu-policy.ts';
import { mayBeRuleChange, refreshPolicy } from '../lib/policy-refresh.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import { clientFor, createAndRemember } from '../lib/push-actions.ts';
import { formFromDefaults, formProblem, isSealed, type PushForm } from '../lib/push-form.ts';
import { rememberRecipientLanguage } from '../lib/recipient-language.ts';
import { sealAhead } from '../lib/sealed-ahead.ts';
import { outgoingPush } from '../lib/sealed-outgoing.ts';
import { sealedCrypto } from '../lib/sealed-push.ts';
import { type ExtensionSettings, type Instance, instanceLabel } from '../lib/settings-store.ts';
import { ErrorNote } from './ErrorNote.tsx';
import { ExpiryFields } from './ExpiryFields.tsx';
import { ExtraFields } from './ExtraFields.tsx';
import { PayloadFields } from './PayloadFields.tsx';
import { type Pushed, PushedResult } from './PushedResult.tsx';
import { RecipientLanguageField } from './RecipientLanguageField.tsx';
import { RecipientSection } from './RecipientSection.tsx';
import { SealedSwitch } from './SealedSwitch.tsx';
import { UploadProgress } from './UploadProgress.tsx';

interface Props {
  instance: Instance;
  env: PopupEnv;
  /** Settings changed here (the recipient's language remembered), for the popup to hold. */
  onSettings?: (settings: ExtensionSettings) => void;
  /** The organisation's sealing: 'default' starts the switch on, 'forced' locks it on. */
  sealing?: ManagedSealing | null;
}

export function CreatePanel({ instance, env, onSettings, sealing = null }: Props) {
  // Sealed stays as chosen for the next push, as the recipient's language does.
  const rulesOf = (f: PushForm) => kindRules(instance, f.kind);
  const fresh = (sealed = sealing !== null) => {
    const made = {
      ...formFromDefaults(instance.defaults, generatePassphrase(env.randomBytes)),
      sealed: sealed || sealing === 'forced',
    };
    return formUnderRules(made, rulesOf(made));
  };
  // The gate only where the instance reads gates (now), and only the parts it keeps.
  const sendable = (f: PushForm): PushForm => ({ ...f, gate: gateAsSent(instance, f.gate, isSealed(f)) });
  // The instance's policy is checked here too, so a push it would refuse is never sent.
  const problemOf = (f: PushForm) =>
    formProblem(sendable(f)) ??
    policyProblem({ kind: f.kind, passphrase: f.passphrase, sealed: isSealed(f) }, rulesOf(f));
  const [form, setForm] = useState<PushForm>(fresh);
  // Outside the form: it stays as chosen for the next push, as it is remembered for the next popup.
  const [language, setLanguage] = useState(instance.defaults.recipientLocale);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Once Push has been pressed, the form's problem follows every change: it goes when fixed.
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  // What stopped sealing (a file that could not be read); nothing was sent.
  const [sealProblem, setSealProblem] = useState<string | null>(null);
  const [result, setResult] = useState<Pushed | null>(null);
  // Why a right-click push was not sent, when it opened this popup: said once, above the form.
  const [menuRefusal, setMenuRefusal] = useState<string | null>(null);
  useEffect(() => void takeMenuRefusal(env.storage).then(setMenuRefusal), [env]);
  // A push refused because the instance's rules changed since its copy was read.
  const [rulesChanged, setRulesChanged] = useState(false);
  // The rules read again (on opening, or after a refusal) hold the form at once; what was typed stays.
  useEffect(() => setForm((f) => formUnderRules(f, kindRules(instance, f.kind))), [instance]);
  // The payload takes focus when the form first shows, not when a later kind change remounts it.
  const focusPayload = useRef(true);
  useEffect(() => {
    focusPayload.current = false;
  });
  const set = (patch: Partial<PushForm>) => {
    setError(null);
    setSealProblem(null);
    setForm((f) => {
      const next = { ...f, ...patch };
      return patch.kind === undefined ? next : formUnderRules(next, rulesOf(next));
    });
  };
  const setGate = (patch: Partial<PushForm['gate']>) => {
    setError(null);
    setForm((f) => ({ ...f, gate: { ...f.gate, ...patch } }));
  };
  const host = new URL(instance.baseUrl).host;
  const crypto = useMemo(() => sealedCrypto(env.randomBytes), [env]);
  const ahead = useMemo(() => sealAhead(crypto), [crypto]);
  const aheadText = isSealed(form) ? form.payload : null;
  useEffect(() => ahead.prepare(aheadText), [ahead, aheadText]);

  if (result) {
    return (
      <PushedResult
        result={result}
        env={env}
        onAnother={() => {
          focusPayload.current = true;
          setResult(null);
          setForm(fresh(form.sealed));
        }}
      />
    );
  }

  const problem = tried ? problemOf(form) : null;
  // The file field says its own limit problem beside it; said again here it would only repeat.
  const shownProblem = form.kind === 'file' && problem === chosenFilesProblem(form.files) ? null : problem;

  const submit = async (e: Event) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    setRulesChanged(false);
    if (problemOf(form)) return;
    setBusy(true);
    const outgoing = await outgoingPush(sendable(form), crypto, ahead);
    if (!outgoing.ok) {
      setBusy(false);
      return setSealProblem(outgoing.problem);
    }
    const { files, fragment } = outgoing;
    const request = withLinkMail(outgoing.request, sendable(form).gate, language);
    const send =
      form.kind === 'file'
        ? () => {
            setProgress(0);
            return uploadPush(env.upload(), instance, multipartCreateBody(request, files), setProgress);
          }
        : undefined;
    const outcome = await createAndRemember(clientFor(instance, env.fetch), instance, request, env.storage, {
      send,
      fileNames: form.kind === 'file' ? form.files.map((f) => f.name) : [],
      fragment,
    });
    setBusy(false);
    setProgress(null);
    if (!outcome.ok) {
      setError(outcome.error);
      if (!mayBeRuleChange(instance, outcome.error)) return;
      const read = await refreshPolicy(env, instance);
      if (read === null) return;
      onSettings?.(read.settings);
      return setRulesChanged(read.changed);
    }
    const remembered = await rememberRecipientLanguage(env.storage, instance.id, language);
    if (remembered) onSettings?.(remembered);
    // The payload leaves memory with the form; only the link and the passphrase are shown.
    setResult({
      push: outcome.value,
      passphrase: form.passphrase,
      language,
      fragment,
      gate: request.gate ?? null,
      mailedTo: request.notifyEmailsTo?.split(',') ?? [],
    });
    setTried(false);
    setForm(fresh(form.sealed));
  };

  return (
    <form onSubmit={submit} aria-label={t('tab_create')}>
      {menuRefusal ? (
        <p class="error" role="alert" data-testid="menu-refusal">
          {menuRefusal}
        </p>
      ) : null}
      <PayloadFields
        form={form}
        kinds={allowedKinds(instance, offeredKinds(instance))}
        set={set}
        fileLimits={DEFAULT_FILE_LIMITS}
        autoFocus={focusPayload.current}
      />
      <SealedSwitch
        kind={form.kind}
        on={form.sealed}
        onChange={(sealed) => set({ sealed })}
        forced={sealing === 'forced'}
        required={rulesOf(form)?.sealedRequired === true}
      />
      <ExpiryFields form={form} set={set} rules={rulesOf(form)} />
      <RecipientLanguageField id="recipient-language" value={language} onChange={setLanguage} />
      {offersGates(instance) ? (
        <RecipientSection
          instance={instance}
          value={form.gate}
          onChange={setGate}
          sealed={isSealed(form)}
          showErrors={tried}
        />
      ) : null}
      <ExtraFields
        form={form}
        set={set}
        randomBytes={env.randomBytes}
        passphraseMin={
          rulesOf(form)?.passphrase.required ? (rulesOf(form)?.passphrase.minLength ?? null) : null
        }
      />
      {isSealed(form) ? (
        <p class="hint small muted" data-testid="sealed-extras">
          {t('seal_extras_note')}
        </p>
      ) : null}
      <div class="actions submit-bar">
        <button class="primary" type="submit" disabled={busy}>
          {busy ? t('push_busy', instanceLabel(instance)) : t('push')}
        </button>
      </div>
      {progress !== null ? <UploadProgress fraction={progress} total={totalBytes(form.files)} /> : null}
      <div aria-live="polite">
        {shownProblem ? <p class="error">{shownProblem}</p> : null}
        {sealProblem ? <p class="error">{sealProblem}</p> : null}
        {rulesChanged ? (
          <p class="error" data-testid="rules-changed">
            {t('policy_changed')}
          </p>
        ) : null}
        {error ? <ErrorNote error={error} instance={host} hasToken={instance.token !== ''} /> : null}
      </div>
    </form>
  );
}
