import { useEffect, useState } from 'preact/hooks';
import type { ApiResult } from '../../shared/api-client.ts';
import type { AuditJson } from '../../shared/wire.ts';
import { ageText } from '../lib/expiry-text.ts';
import { formatDateTime, t } from '../lib/i18n.ts';
import { activityFromAudit, newestFirst } from '../lib/push-activity.ts';
import type { RowActions } from '../lib/row-actions.ts';
import { type RowModel, statusLabel } from '../lib/row-model.ts';
import { userAgentText } from '../lib/user-agent-text.ts';
import { AuditLog } from './AuditLog.tsx';
import { ConfirmButton } from './ConfirmButton.tsx';
import { CopyButton } from './CopyButton.tsx';

interface Props {
  row: RowModel;
  actions: RowActions;
  /** The passphrase, when this browser made the push with one. */
  passphrase: string | null;
  now: number;
  onChanged: () => void;
}

export function PushRow({ row, actions, passphrase, now, onChanged }: Props) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const [audit, setAudit] = useState<ApiResult<AuditJson[]> | null>(null);
  // The log is read up front only when it has news: a view, or who deleted it.
  const eager = row.canAudit && (row.viewed || row.status === 'deleted');
  const wanted = eager || showLog;
  useEffect(() => {
    if (wanted && !audit) void actions.audit(row.urlToken).then(setAudit);
  }, [wanted, audit, actions, row.urlToken]);
  const activity = audit?.ok ? activityFromAudit(audit.value) : null;
  const expireEntry = audit?.ok ? newestFirst(audit.value).find((e) => e.kind === 'expire') : undefined;
  const endedAt = row.endedAt ?? (expireEntry && !row.live ? Date.parse(expireEntry.created_at) : null);

  const expire = async () => {
    const refused = await actions.expire(row.urlToken);
    setRefusal(refused);
    if (!refused) onChanged();
  };

  return (
    <li class="card push-row" data-testid="push-row" data-url-token={row.urlToken}>
      <div class="row-head">
        <strong class="title">{row.title}</strong>
        <span class={`status ${row.status}`}>{statusLabel(row.status, activity?.endedBy ?? null)}</span>
      </div>
      {row.note ? (
        <p class="small row-note" data-testid="row-note">
          <span class="muted">{t('row_note')}:</span> {row.note}
        </p>
      ) : null}
      <ul class="facts small" aria-label={t('row_facts')}>
        {row.kind ? <li>{row.kind}</li> : null}
        {row.sealed ? <li data-testid="row-sealed">{t('row_sealed')}</li> : null}
        {row.hasPassphrase ? <li>{t('row_passphrase')}</li> : null}
        <li>{row.views}</li>
        {row.timeLeft ? <li>{row.timeLeft}</li> : null}
        {endedAt !== null ? (
          <li data-testid="row-ended" title={formatDateTime(endedAt)}>
            {t('row_ended', ageText(endedAt, now))}
          </li>
        ) : null}
        <li>{t('row_created', row.age)}</li>
      </ul>
      {activity?.lastView ? (
        <p class="small" data-testid="last-viewed" title={formatDateTime(activity.lastView.at)}>
          {t(
            'row_last_viewed',
            ageText(activity.lastView.at, now),
            userAgentText(activity.lastView.userAgent),
          )}
        </p>
      ) : null}
      {row.sealed === 'key-missing' && row.live ? (
        <p class="small muted" data-testid="row-key-missing">
          {t('row_key_missing')}
        </p>
      ) : null}
      {passphrase && row.live ? (
        <p class="small">
          {t('passphrase_name_cap')}: <code class="secret-text">{passphrase}</code>
        </p>
      ) : null}
      <div class="actions">
        {/* Without its key a sealed push's link opens nothing: there is no link worth copying. */}
        {row.live && row.sealed !== 'key-missing' ? (
          <CopyButton getText={() => actions.link(row.urlToken, row.sealed !== null)} copy={actions.copy} />
        ) : null}
        {row.live && passphrase ? (
          <CopyButton getText={async () => passphrase} copy={actions.copy} label={t('copy_passphrase')} />
        ) : null}
        {row.canExpire ? (
          <ConfirmButton
            label={t('expire')}
            question={t('expire_question')}
            yes={t('expire_yes')}
            no={t('expire_no')}
            onConfirm={expire}
          />
        ) : null}
        {row.canAudit ? (
          <button type="button" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
            {t(showLog ? 'audit_hide' : 'audit_show')}
          </button>
        ) : null}
      </div>
      {refusal ? <p class="error small">{refusal}</p> : null}
      {showLog ? <AuditLog result={audit} describe={actions.describe} /> : null}
    </li>
  );
}
