import { useState } from 'preact/hooks';
import type { ApiError } from '../../shared/api-errors.ts';
import { multipartCreateBody, uploadPush } from '../../shared/file-upload.ts';
import { generatePassphrase } from '../../shared/passphrase.ts';
import type { PushSummary } from '../../shared/push-summary.ts';
import { t } from '../lib/i18n.ts';
import { offeredKinds } from '../lib/instance-features.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import { clientFor, createAndRemember } from '../lib/push-actions.ts';
import { formFromDefaults, formProblem, type PushForm, requestFromForm } from '../lib/push-form.ts';
import { type Instance, instanceLabel } from '../lib/settings-store.ts';
import { ErrorNote } from './ErrorNote.tsx';
import { ExpiryFields } from './ExpiryFields.tsx';
import { ExtraFields } from './ExtraFields.tsx';
import { PayloadFields } from './PayloadFields.tsx';
import { PushResult } from './PushResult.tsx';

export function CreatePanel({ instance, env }: { instance: Instance; env: PopupEnv }) {
  const fresh = () => formFromDefaults(instance.defaults, generatePassphrase(env.randomBytes));
  const [form, setForm] = useState<PushForm>(fresh);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [result, setResult] = useState<{ push: PushSummary; passphrase: string } | null>(null);
  const set = (patch: Partial<PushForm>) => setForm((f) => ({ ...f, ...patch }));
  const host = new URL(instance.baseUrl).host;

  if (result) {
    return (
      <PushResult
        push={result.push}
        passphrase={result.passphrase}
        now={env.now()}
        copy={env.copy}
        onAnother={() => {
          setResult(null);
          setForm(fresh());
        }}
      />
    );
  }

  const submit = async (e: Event) => {
    e.preventDefault();
    const found = formProblem(form);
    setProblem(found);
    setError(null);
    if (found) return;
    setBusy(true);
    const request = requestFromForm(form);
    const send =
      form.kind === 'file'
        ? () => {
            setProgress(0);
            const body = multipartCreateBody(request, form.files);
            return uploadPush(env.upload(), instance, body, setProgress);
          }
        : undefined;
    const outcome = await createAndRemember(
      clientFor(instance, env.fetch),
      instance,
      request,
      env.storage,
      send,
    );
    setBusy(false);
    setProgress(null);
    if (!outcome.ok) return setError(outcome.error);
    // The payload leaves memory with the form; only the link and the passphrase are shown.
    setResult({ push: outcome.value, passphrase: form.passphrase });
    setForm(fresh());
  };

  return (
    <form onSubmit={submit} aria-label={t('tab_create')}>
      <PayloadFields form={form} kinds={offeredKinds(instance)} set={set} />
      <ExpiryFields form={form} set={set} />
      <ExtraFields form={form} set={set} randomBytes={env.randomBytes} />
      <div class="actions">
        <button class="primary" type="submit" disabled={busy}>
          {busy ? t('push_busy', instanceLabel(instance)) : t('push')}
        </button>
      </div>
      {progress !== null ? (
        <progress max={1} value={progress} aria-label={t('upload_progress', Math.round(progress * 100))} />
      ) : null}
      <div aria-live="polite">
        {problem ? <p class="error">{problem}</p> : null}
        {error ? <ErrorNote error={error} instance={host} hasToken={instance.token !== ''} /> : null}
      </div>
    </form>
  );
}
