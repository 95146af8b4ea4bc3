import { useState } from 'preact/hooks';
import { checkInstanceUrl } from '../../shared/instance-url.ts';
import type { ConnectionReport as Report } from '../lib/instance-features.ts';
import {
  askForOrigin,
  checkDraft,
  type InstanceDraft,
  type OptionsEnv,
  saveDraft,
} from '../lib/options-actions.ts';
import type { ExtensionSettings } from '../lib/settings-store.ts';
import { ConnectionReport } from './ConnectionReport.tsx';
import { DefaultsFields } from './DefaultsFields.tsx';
import { SecretInput } from './SecretInput.tsx';

interface Props {
  initial: InstanceDraft;
  env: OptionsEnv;
  onSaved: (settings: ExtensionSettings, id: string) => void;
  onRemove: (() => void) | null;
}

export function InstanceForm({ initial, env, onSaved, onRemove }: Props) {
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const check = checkInstanceUrl(draft.url);
  const host = check.ok ? new URL(check.baseUrl).host : draft.url;

  const run = async (action: 'save' | 'test') => {
    // Asked before any await: the browser only shows the prompt while the click is fresh.
    const asked = askForOrigin(draft, env);
    setBusy(true);
    setError('');
    setSaved(false);
    setReport(null);
    if (action === 'test') {
      const out = await checkDraft(draft, asked, env);
      setBusy(false);
      return out.ok ? setReport(out.report) : setError(out.error);
    }
    const out = await saveDraft(draft, asked, env);
    setBusy(false);
    if (!out.ok) return setError(out.error);
    setReport(out.report);
    setSaved(true);
    setDraft({ ...draft, id: out.instance.id });
    onSaved(out.settings, out.instance.id);
  };

  return (
    <form
      aria-label="Instance"
      onSubmit={(e) => {
        e.preventDefault();
        void run('save');
      }}
    >
      <label for="instance-url">Instance address</label>
      <input
        id="instance-url"
        type="url"
        placeholder="https://pwpush.com"
        value={draft.url}
        onInput={(e) => setDraft({ ...draft, url: e.currentTarget.value })}
        required
      />
      {draft.url && !check.ok ? <p class="error small">{check.error}</p> : null}
      {check.ok && check.warning ? <p class="warning small">{check.warning}</p> : null}
      <label for="instance-token">API token (optional)</label>
      <SecretInput
        id="instance-token"
        label="API token"
        value={draft.token}
        onInput={(token) => setDraft({ ...draft, token })}
      />
      <p class="muted small">With a token the popup lists your pushes and their audit logs.</p>
      <DefaultsFields
        idPrefix="defaults"
        value={draft.defaults}
        onChange={(d) => setDraft({ ...draft, defaults: d })}
      />
      <div class="actions">
        <button class="primary" type="submit" disabled={busy}>
          Save
        </button>
        <button type="button" disabled={busy} onClick={() => void run('test')}>
          Test connection
        </button>
        {onRemove ? (
          <button type="button" class="danger" disabled={busy} onClick={onRemove}>
            Remove
          </button>
        ) : null}
      </div>
      <div aria-live="polite">
        {busy ? <p class="muted">Contacting {host}…</p> : null}
        {error ? <p class="error">{error}</p> : null}
        {saved ? <p class="success">Saved. This is now the active instance.</p> : null}
        {report ? <ConnectionReport report={report} host={host} /> : null}
      </div>
    </form>
  );
}
