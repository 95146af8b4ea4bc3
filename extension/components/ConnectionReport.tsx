import { describeApiError } from '../../shared/api-errors.ts';
import { featureWords, type ConnectionReport as Report } from '../lib/instance-features.ts';

const TOKEN_WORDS = {
  none: 'No API token: pushes are anonymous, and only the ones made in this browser are listed.',
  accepted: 'The API token is accepted: your pushes are listed in the popup.',
  rejected: 'The API token is NOT accepted. Check it, or create a new one on the instance.',
  unknown: 'Could not check the API token.',
} as const;

/** The result of "Test connection", in words. */
export function ConnectionReport({ report, host }: { report: Report; host: string }) {
  const { features, token, error } = report;
  return (
    <div class="card" role="status" data-testid="connection-report">
      {features ? (
        <>
          <p class="success">
            Connected to {host}: edition <strong>{features.edition}</strong>, version{' '}
            <strong>{features.version}</strong>.
          </p>
          <p>Enabled: {featureWords(features).join(', ')}.</p>
        </>
      ) : null}
      {error ? (
        <p class="error">
          {describeApiError(error, { instance: host, hasToken: token !== 'none' }).title}.{' '}
          {describeApiError(error, { instance: host, hasToken: token !== 'none' }).detail}
        </p>
      ) : null}
      {features ? <p class={token === 'rejected' ? 'error' : undefined}>{TOKEN_WORDS[token]}</p> : null}
      {features && !features.anonymousAccess && token !== 'accepted' ? (
        <p class="warning">This instance only takes pushes with a valid API token.</p>
      ) : null}
    </div>
  );
}
