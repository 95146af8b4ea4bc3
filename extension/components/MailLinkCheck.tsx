import type { GateForm } from '../lib/gate-form.ts';
import { t } from '../lib/i18n.ts';
import { Check } from './Check.tsx';

/** Beside the address: the link mailed to it as well, so the address is typed once. */
export function MailLinkCheck({
  value,
  onChange,
  id,
  sealed,
  describedBy,
}: {
  value: GateForm;
  onChange: (patch: Partial<GateForm>) => void;
  id: (name: string) => string;
  sealed: boolean;
  describedBy: string;
}) {
  return (
    <>
      <Check
        checked={value.mailLink === true && !sealed}
        onChange={(mailLink) => onChange({ mailLink })}
        disabled={sealed}
        describedBy={describedBy}
      >
        {t('gate_mail_link')}
      </Check>
      <p class="hint small muted" id={id('mail-link-hint')} data-testid={id('mail-link-hint')}>
        {t(sealed ? 'gate_mail_link_sealed' : 'gate_mail_link_hint')}
      </p>
    </>
  );
}
