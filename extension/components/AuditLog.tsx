import type { ApiResult } from '../../shared/api-client.ts';
import type { ApiError } from '../../shared/api-errors.ts';
import type { AuditJson } from '../../shared/wire.ts';
import { formatDateTime, type MessageKey, t } from '../lib/i18n.ts';
import { newestFirst } from '../lib/push-activity.ts';
import { userAgentText } from '../lib/user-agent-text.ts';

const KIND_KEYS: Record<string, MessageKey> = {
  creation: 'audit_creation',
  view: 'audit_view',
  failed_view: 'audit_failed_view',
  failed_passphrase: 'audit_failed_passphrase',
  owner_view: 'audit_owner_view',
  admin_view: 'audit_admin_view',
  edit: 'audit_edit',
  creation_email_send: 'audit_email',
};

function kindWords(entry: AuditJson): string {
  if (entry.kind === 'expire') {
    const by = (entry as { expired_by?: unknown }).expired_by;
    return t(
      by === 'owner'
        ? 'status_deleted_by_owner'
        : by === 'viewer'
          ? 'status_deleted_by_viewer'
          : 'audit_expire',
    );
  }
  const key = KIND_KEYS[entry.kind];
  return key ? t(key) : entry.kind;
}

/** Who did what to a push, newest first, as the instance logged it. */
export function AuditLog({
  result,
  describe,
}: {
  result: ApiResult<AuditJson[]> | null;
  describe: (error: ApiError) => string;
}) {
  if (!result) return <p class="muted small">{t('audit_loading')}</p>;
  if (!result.ok) return <p class="error small">{t('audit_failed', describe(result.error))}</p>;
  if (result.value.length === 0) return <p class="muted small">{t('audit_empty')}</p>;
  return (
    <ul class="plain small audit" aria-label={t('audit_label')}>
      {newestFirst(result.value).map((entry, i) => (
        <li key={`${i}-${entry.kind}`}>
          <time dateTime={entry.created_at}>{formatDateTime(Date.parse(entry.created_at))}</time>{' '}
          <strong>{kindWords(entry)}</strong>
          {entry.ip ? ` · ${entry.ip}` : ''}
          {entry.user_agent ? ` · ${userAgentText(entry.user_agent)}` : ''}
        </li>
      ))}
    </ul>
  );
}
