import type { PushSummary } from '../../shared/push-summary.ts';
import { expiryText } from '../lib/expiry-text.ts';
import { t } from '../lib/i18n.ts';
import { CopyButton } from './CopyButton.tsx';
import { QrCode } from './QrCode.tsx';

interface Props {
  push: PushSummary;
  passphrase: string;
  now: number;
  copy: (text: string) => Promise<boolean>;
  onAnother: () => void;
}

/** The new secret link, its passphrase, its QR code and the expiry the instance actually applied. */
export function PushResult({ push, passphrase, now, copy, onAnother }: Props) {
  return (
    <section aria-label={t('result_label')} class="card" data-testid="push-result">
      <p class="success">
        <strong>{t('result_pushed')}</strong> {expiryText(push, now)}.
      </p>
      {!push.exactExpiry ? <p class="muted small">{t('result_whole_days')}</p> : null}
      <p class="link" data-testid="secret-link">
        {push.htmlUrl}
      </p>
      {passphrase ? (
        <p class="small">
          {t('passphrase_name_cap')}:{' '}
          <code class="secret-text" data-testid="result-passphrase">
            {passphrase}
          </code>
        </p>
      ) : null}
      <div class="actions">
        <CopyButton getText={async () => push.htmlUrl} copy={copy} />
        {passphrase ? (
          <CopyButton getText={async () => passphrase} copy={copy} label={t('copy_passphrase')} />
        ) : null}
        <button type="button" onClick={onAnother}>
          {t('result_another')}
        </button>
      </div>
      {passphrase ? <p class="small">{t('result_passphrase_separately')}</p> : null}
      <QrCode text={push.htmlUrl} label={t('result_qr_label')} />
    </section>
  );
}
