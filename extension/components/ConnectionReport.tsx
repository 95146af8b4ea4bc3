import { errorWords } from '../lib/error-words.ts';
import { formatList, t } from '../lib/i18n.ts';
import { featureWords, type ConnectionReport as Report } from '../lib/instance-features.ts';

const TOKEN_KEYS = {
  none: 'token_none',
  accepted: 'token_accepted',
  rejected: 'token_rejected',
  unknown: 'token_unknown',
} as const;

/**
 * The result of testing an instance, in words. `reasonSaid`: a refusal beside it already names a
 * rejected token, so it is not said twice.
 */
export function ConnectionReport({
  report,
  host,
  reasonSaid = false,
}: {
  report: Report;
  host: string;
  reasonSaid?: boolean;
}) {
  const { features, token, error } = report;
  const words = error
    ? errorWords(error, { instance: host, hasToken: token !== 'none', subject: 'instance' })
    : null;
  return (
    <div class="card" role="status" data-testid="connection-report">
      {features ? (
        <>
          <p class="success">
            {features.secretPushVersion === undefined
              ? t('report_connected_pwpush', host, features.edition, features.version)
              : t('report_connected_ours', host, features.secretPushVersion)}
          </p>
          <p>{t('report_enabled', formatList(featureWords(features)))}</p>
        </>
      ) : null}
      {words ? (
        <p class="error">
          <strong>{words.title}.</strong> {words.detail}
        </p>
      ) : null}
      {features && !(reasonSaid && token === 'rejected') ? (
        <p class={token === 'rejected' ? 'error' : undefined}>{t(TOKEN_KEYS[token])}</p>
      ) : null}
      {features && !features.anonymousAccess && token !== 'accepted' ? (
        <p class="warning">{t('report_token_required')}</p>
      ) : null}
    </div>
  );
}
