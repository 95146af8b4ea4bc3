import { html } from 'hono/html';
import { EMAIL_GATE_UNAVAILABLE } from '../../../shared/gate.ts';
import type { GateRequirement } from '../../../shared/policy.ts';
import type { FieldErrors } from '../../../shared/result.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { Markup } from '../chrome/layout.ts';

/** The push form's gate as typed: lists as one line of text, the count as a string, so a refused form comes back as it was. */
export interface GateFormValues {
  emails: string;
  members: boolean;
  networks: string;
  burn: string;
  /** The link is mailed to the addresses above as well (push-form-gate-mail.ts); absent for no. */
  mailLink?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The gate's fields of a posted push form. */
export function readGateValues(body: Record<string, unknown>): GateFormValues {
  return {
    emails: text(body.gate_emails),
    members: body.gate_members === 'on',
    networks: text(body.gate_networks),
    burn: text(body.gate_burn_after_failures),
    ...(body.gate_mail_link === 'on' ? { mailLink: true } : {}),
  };
}

export const gateUsed = (gate: GateFormValues | undefined): boolean =>
  gate !== undefined &&
  (gate.emails.trim() !== '' || gate.members || gate.networks.trim() !== '' || gate.burn !== '');

/** The API's `gate` for these values (shared/gate.ts reads it); none when nothing was filled in. */
export function gateParameter(gate: GateFormValues | undefined): Record<string, unknown> {
  if (gate === undefined || !gateUsed(gate)) return {};
  return {
    gate: {
      emails: gate.emails,
      members: gate.members,
      networks: gate.networks,
      burn_after_failures: gate.burn,
    },
  };
}

const REQUIRED_WORDS = {
  any: 'policy.gateRequiredAny',
  email: 'policy.gateRequiredEmail',
  member: 'policy.gateRequiredMember',
} as const;

/** Who may open it by address: offered only by a server that sends mail, as no code reaches anyone otherwise. */
const emailFields = ({ t }: Translator, emails: string) =>
  html`<label for="gate-emails">${t('gate.emailsLabel')}</label>
      <input id="gate-emails" name="gate_emails" type="text" inputmode="email" autocomplete="off" spellcheck="false"
        value="${emails}" aria-describedby="gate-emails-hint">
      <p class="muted" id="gate-emails-hint">${t('gate.emailsHint')}</p>`;

/**
 * The "Recipient" fieldset: who may open the link. Works without script; errors sit under its
 * legend, and the gate the policy requires is said there before anything is typed.
 */
export function gateFieldset(
  words: Translator,
  gate: GateFormValues | undefined,
  errors: FieldErrors,
  required: GateRequirement = 'none',
  /** The choice to mail the link to these addresses, where this sender's link mails are available. */
  mailLink: Markup | '' = '',
  emailOffered = true,
): Markup {
  const { t } = words;
  const values = gate ?? { emails: '', members: false, networks: '', burn: '' };
  // A server without mail says in the page's words why it asks no address.
  const refused = errors.gate?.map((m) =>
    m === EMAIL_GATE_UNAVAILABLE ? t('requestGate.emailUnavailable') : m,
  );
  // Once refused, the error says what the policy requires; before, a note says it.
  const noted = required !== 'none' && refused === undefined ? required : null;
  const described = noted !== null ? 'gate-required' : refused === undefined ? '' : 'gate-error';
  return html`<fieldset class="gate"${described === '' ? '' : html` aria-describedby="${described}"`}>
      <legend>${t('gate.legend')}</legend>
      ${noted !== null ? html`<p class="muted" id="gate-required">${t(REQUIRED_WORDS[noted])}</p>` : ''}
      ${refused === undefined ? '' : html`<p class="error" id="gate-error">${refused.join(' ')}</p>`}
      ${emailOffered ? html`${emailFields(words, values.emails)}${mailLink}` : ''}
      <label class="check"><input type="checkbox" name="gate_members" value="on"${values.members ? html` checked` : ''}>
        ${t('gate.membersLabel')}</label>
      <label for="gate-networks">${t('gate.networksLabel')}</label>
      <input id="gate-networks" name="gate_networks" type="text" autocomplete="off" spellcheck="false"
        value="${values.networks}" aria-describedby="gate-networks-hint">
      <p class="muted" id="gate-networks-hint">${t('gate.networksHint')}</p>
      <label for="gate-burn">${t('gate.burnLabel')}</label>
      <input id="gate-burn" name="gate_burn_after_failures" type="number" min="1" max="100" inputmode="numeric"
        value="${values.burn}">
    </fieldset>`;
}
