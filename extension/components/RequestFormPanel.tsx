import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiError } from '../../shared/api-errors.ts';
import type { RequestJson } from '../../shared/wire.ts';
import { t } from '../lib/i18n.ts';
import type { PopupEnv } from '../lib/popup-env.ts';
import { clientFor } from '../lib/push-actions.ts';
import {
  emptyRequestForm,
  newSecretRequest,
  type RequestForm,
  requestFormProblem,
} from '../lib/request-form.ts';
import { type Instance, instanceLabel } from '../lib/settings-store.ts';
import { Check } from './Check.tsx';
import { DurationSelect } from './DurationSelect.tsx';
import { ErrorNote } from './ErrorNote.tsx';

interface Props {
  instance: Instance;
  env: PopupEnv;
  onMade: (request: RequestJson) => void;
  onCancel: () => void;
}

/** Asks for a secret: what for, how long the link takes an answer, whether files may come, a name. */
export function RequestFormPanel({ instance, env, onMade, onCancel }: Props) {
  const [form, setForm] = useState<RequestForm>(emptyRequestForm);
  const [busy, setBusy] = useState(false);
  // Once Create has been pressed, the problem follows every change: it goes when fixed.
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const filesOffered = instance.features?.filePushes === true;
  const set = (patch: Partial<RequestForm>) => {
    setError(null);
    setForm((f) => ({ ...f, ...patch }));
  };
  const problem = tried ? requestFormProblem(form) : null;
  // The person opened this form to type in it.
  const message = useRef<HTMLTextAreaElement>(null);
  useEffect(() => message.current?.focus(), []);

  const submit = async (e: Event) => {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (requestFormProblem(form)) return;
    setBusy(true);
    const made = await clientFor(instance, env.fetch).requests.create(newSecretRequest(form, filesOffered));
    setBusy(false);
    if (!made.ok) return setError(made.error);
    onMade(made.value);
  };

  return (
    <form onSubmit={submit} aria-label={t('request_new')}>
      <label for="request-message">{t('request_message_label')}</label>
      <textarea
        id="request-message"
        rows={3}
        value={form.message}
        aria-describedby="request-message-hint"
        aria-invalid={problem !== null}
        ref={message}
        onInput={(e) => set({ message: e.currentTarget.value })}
      />
      <p class="small muted" id="request-message-hint">
        {t('request_message_hint')}
      </p>
      <div class="row wrap">
        <div>
          <label for="request-duration">{t('request_open_for')}</label>
          <DurationSelect
            id="request-duration"
            value={form.durationIndex}
            onChange={(durationIndex) => set({ durationIndex })}
          />
        </div>
        <div>
          <label for="request-name">{t('name_label')}</label>
          <input id="request-name" value={form.name} onInput={(e) => set({ name: e.currentTarget.value })} />
        </div>
      </div>
      {filesOffered ? (
        <Check checked={form.allowFiles} onChange={(allowFiles) => set({ allowFiles })}>
          {t('request_allow_files')}
        </Check>
      ) : null}
      <div class="actions submit-bar">
        <button class="primary" type="submit" disabled={busy}>
          {busy ? t('request_create_busy', instanceLabel(instance)) : t('request_create')}
        </button>
        <button type="button" onClick={onCancel} disabled={busy}>
          {t('request_cancel')}
        </button>
      </div>
      <div aria-live="polite">
        {problem ? <p class="error">{problem}</p> : null}
        {error ? (
          <ErrorNote error={error} instance={new URL(instance.baseUrl).host} hasToken subject="requests" />
        ) : null}
      </div>
    </form>
  );
}
