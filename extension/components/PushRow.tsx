import { useCallback, useState } from 'preact/hooks';
import type { RowActions } from '../lib/row-actions.ts';
import type { RowModel } from '../lib/row-model.ts';
import { AuditLog } from './AuditLog.tsx';
import { CopyButton } from './CopyButton.tsx';

export function PushRow({
  row,
  actions,
  onChanged,
}: {
  row: RowModel;
  actions: RowActions;
  onChanged: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const loadLog = useCallback(() => actions.audit(row.urlToken), [actions, row.urlToken]);

  const expire = async () => {
    setBusy(true);
    const refused = await actions.expire(row.urlToken);
    setBusy(false);
    setConfirming(false);
    setRefusal(refused);
    if (!refused) onChanged();
  };

  return (
    <li class="card" data-testid="push-row" data-url-token={row.urlToken}>
      <div class="row">
        <strong>{row.title}</strong>
        <span class={`status shrink ${row.status}`}>{row.statusLabel}</span>
      </div>
      <p class="muted small">
        Created {row.age}. {row.detail}.
      </p>
      <div class="actions">
        <CopyButton getText={() => actions.link(row.urlToken)} copy={actions.copy} />
        {row.canExpire && !confirming ? (
          <button type="button" class="danger" onClick={() => setConfirming(true)}>
            Expire
          </button>
        ) : null}
        {confirming ? (
          <fieldset aria-label="Confirm expiry" class="row confirm">
            <span class="shrink">Expire it now? The link stops working.</span>
            <button type="button" class="danger" disabled={busy} onClick={expire}>
              Yes, expire
            </button>
            <button type="button" disabled={busy} onClick={() => setConfirming(false)}>
              Keep
            </button>
          </fieldset>
        ) : null}
        {row.canAudit ? (
          <button type="button" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
            {showLog ? 'Hide log' : 'Audit log'}
          </button>
        ) : null}
      </div>
      {refusal ? <p class="error small">{refusal}</p> : null}
      {showLog ? <AuditLog load={loadLog} /> : null}
    </li>
  );
}
