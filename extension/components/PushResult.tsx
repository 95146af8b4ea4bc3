import type { PushGate } from '../../shared/gate.ts';
import type { PushSummary } from '../../shared/push-summary.ts';
import { expiryText } from '../lib/expiry-text.ts';
import { gateWhoWords } from '../lib/gate-words.ts';
import { formatList, t } from '../lib/i18n.ts';
import { CopyButton } from './CopyButton.tsx';
import { LinkLanguage } from './LinkLanguage.tsx';
import { QrCode } from './QrCode.tsx';

interface Props {
  push: PushSummary;
  /** The secret link as sent: the push's, in the recipient's language when one was chosen, a sealed push's key in its fragment. */
  link: string;
  sealed: boolean;
  /** Who may open it, as sent; null when anyone holding the link may. */
  gate?: PushGate | null;
  /** The addresses the instance mails the link to; none when it mails it to no one. */
  mailedTo?: string[];
  /** The chosen language's code; '' for the recipient's browser's. */
  language: string;
  passphrase: string;
  now: number;
  copy: (text: string) => Promise<boolean>;
  onAnother: () => void;
}

/** The new secret link and its language, its passphrase, its QR code and the expiry the instance actually applied. */
export function PushResult({
  push,
  link,
  sealed,
  gate = null,
  mailedTo = [],
  language,
  passphrase,
  now,
  copy,
  onAnother,
}: Props) {
  return (
    <section aria-label={t('result_label')} class="card" data-testid="push-result">
      <p class="success">
        <strong>{t('result_pushed')}</strong> {expiryText(push, now)}.
      </p>
      {!push.exactExpiry ? <p class="muted small">{t('result_whole_days')}</p> : null}
      <p class="link" data-testid="secret-link">
        {link}
      </p>
      {sealed ? (
        <p class="small" data-testid="result-sealed">
          {t('result_sealed')}
        </p>
      ) : null}
      {gate ? (
        <p class="small" data-testid="result-gated">
          {t('result_gated', gateWhoWords(gate))}
        </p>
      ) : null}
      {mailedTo.length > 0 ? (
        <p class="small" data-testid="result-mailed">
          {t('result_mailed', formatList(mailedTo))}
        </p>
      ) : null}
      <LinkLanguage code={language} />
      {passphrase ? (
        <p class="small">
          {t('passphrase_name_cap')}:{' '}
          <code class="secret-text" data-testid="result-passphrase">
            {passphrase}
          </code>
        </p>
      ) : null}
      <div class="actions">
        <CopyButton getText={async () => link} copy={copy} />
        {passphrase ? (
          <CopyButton getText={async () => passphrase} copy={copy} label={t('copy_passphrase')} />
        ) : null}
        <button type="button" onClick={onAnother}>
          {t('result_another')}
        </button>
      </div>
      {passphrase ? <p class="small">{t('result_passphrase_separately')}</p> : null}
      <QrCode text={link} label={t('result_qr_label')} />
    </section>
  );
}
