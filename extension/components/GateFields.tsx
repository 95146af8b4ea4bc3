import { type GateForm, gateFormUsed, gateProblems } from '../lib/gate-form.ts';
import { GATE_KINDS, type GateKind } from '../lib/gate-kinds.ts';
import { t } from '../lib/i18n.ts';
import { Check } from './Check.tsx';
import { MailLinkCheck } from './MailLinkCheck.tsx';
import { ManagedNote } from './ManagedNote.tsx';

interface Props {
  value: GateForm;
  /** Each change as a patch, so two quick changes before a render both hold. */
  onChange: (patch: Partial<GateForm>) => void;
  idPrefix: string;
  /** Errors show once a push was tried (or always in the options, where nothing is sent). */
  showErrors: boolean;
  /** The section's title: "Recipient" in the popup, the default gate's in the options. */
  summary: string;
  /** "Members only" set by the organisation: shown, not changeable. */
  membersLocked?: boolean;
  /** The parts the instance keeps; the others are not offered. */
  kinds?: readonly GateKind[];
  /** "Also mail the link": offered, offered but not for a sealed push (shown, locked, and why), or not at all. */
  mailLink?: 'offered' | 'sealed' | 'off';
}

/** Who may open the push: the recipient's address or domain, members only, address ranges, burning. */
export function GateFields({
  value,
  onChange,
  idPrefix,
  showErrors,
  summary,
  membersLocked = false,
  kinds = GATE_KINDS,
  mailLink = 'off',
}: Props) {
  const problems = showErrors ? gateProblems(value) : {};
  const id = (name: string) => `${idPrefix}-${name}`;
  const error = (name: keyof typeof problems) =>
    problems[name] ? (
      <p class="error small" id={id(`${name}-error`)} data-testid={id(`${name}-error`)}>
        {problems[name]}
      </p>
    ) : null;
  const described = (name: keyof typeof problems, hint?: string) =>
    [problems[name] ? id(`${name}-error`) : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <details open={gateFormUsed(value) || Object.keys(problems).length > 0} data-testid={id('section')}>
      <summary>{summary}</summary>
      {kinds.includes('email') ? (
        <>
          <label for={id('recipient')}>{t('gate_recipient_label')}</label>
          <input
            id={id('recipient')}
            type="text"
            inputMode="email"
            autoComplete="off"
            placeholder="name@example.com, @example.com"
            value={value.recipient}
            aria-invalid={problems.recipient ? true : undefined}
            aria-describedby={described('recipient', id('recipient-hint'))}
            onInput={(e) => onChange({ recipient: e.currentTarget.value })}
          />
          {error('recipient')}
          <p class="hint small muted" id={id('recipient-hint')}>
            {t('gate_recipient_hint')}
          </p>
          {mailLink === 'off' ? null : (
            <MailLinkCheck
              value={value}
              onChange={onChange}
              id={id}
              sealed={mailLink === 'sealed'}
              describedBy={described('mailLink', id('mail-link-hint')) ?? ''}
            />
          )}
          {error('mailLink')}
        </>
      ) : null}
      {kinds.includes('member') ? (
        <>
          <Check
            checked={value.members}
            onChange={(members) => onChange({ members })}
            disabled={membersLocked}
            describedBy={membersLocked ? id('members-managed') : undefined}
          >
            {t('gate_members')}
          </Check>
          {membersLocked ? <ManagedNote id={id('members-managed')} /> : null}
        </>
      ) : null}
      <label for={id('burn')}>{t('gate_burn_label')}</label>
      <input
        id={id('burn')}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        value={value.burnAfter}
        aria-invalid={problems.burnAfter ? true : undefined}
        aria-describedby={described('burnAfter')}
        onInput={(e) => onChange({ burnAfter: e.currentTarget.value })}
      />
      {error('burnAfter')}
      {kinds.includes('network') ? (
        <details open={value.networks.trim() !== '' || problems.networks !== undefined}>
          <summary>{t('gate_networks_summary')}</summary>
          <label for={id('networks')}>{t('gate_networks_label')}</label>
          <input
            id={id('networks')}
            type="text"
            autoComplete="off"
            placeholder="192.0.2.0/24, 2001:db8::/32"
            value={value.networks}
            aria-invalid={problems.networks ? true : undefined}
            aria-describedby={described('networks')}
            onInput={(e) => onChange({ networks: e.currentTarget.value })}
          />
          {error('networks')}
        </details>
      ) : null}
    </details>
  );
}
