import type { PushSummary } from '../../shared/push-summary.ts';
import { expiryText } from '../lib/expiry-text.ts';
import { CopyButton } from './CopyButton.tsx';
import { QrCode } from './QrCode.tsx';

interface Props {
  push: PushSummary;
  passphrase: string;
  now: number;
  copy: (text: string) => Promise<boolean>;
  onAnother: () => void;
}

/** The new secret link, its QR code and the expiry the instance actually applied. */
export function PushResult({ push, passphrase, now, copy, onAnother }: Props) {
  return (
    <section aria-label="Your secret link" class="card" data-testid="push-result">
      <p class="success">
        <strong>Pushed.</strong> {expiryText(push, now)}.
      </p>
      {!push.exactExpiry ? (
        <p class="muted small">This instance counts whole days, so the time was rounded up to a day.</p>
      ) : null}
      <p class="link" data-testid="secret-link">
        {push.htmlUrl}
      </p>
      <div class="actions">
        <CopyButton getText={async () => push.htmlUrl} copy={copy} />
        {passphrase ? (
          <CopyButton getText={async () => passphrase} copy={copy} label="Copy passphrase" />
        ) : null}
        <button type="button" onClick={onAnother}>
          Push another
        </button>
      </div>
      {passphrase ? (
        <p class="small">Send the passphrase through a different channel than the link.</p>
      ) : null}
      <QrCode text={push.htmlUrl} label="QR code of the secret link" />
    </section>
  );
}
