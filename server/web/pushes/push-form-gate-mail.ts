import { html } from 'hono/html';
import { emailKey } from '../../../shared/email-address.ts';
import { gateEntries } from '../../../shared/gate.ts';
import type { FieldErrors } from '../../../shared/result.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { Markup } from '../chrome/layout.ts';
import type { GateFormValues } from './push-form-gate.ts';
import { LINK_MAIL_FIELD } from './push-form-link-mails.ts';

/** The Recipient fieldset's choice to mail the link to its addresses, so they are typed once. */
export const GATE_MAIL_FIELD = 'gate_mail_link';

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The gate's whole addresses, ticked to be mailed the link: a `@domain` has no mailbox. */
export function gateMailAddresses(gate: GateFormValues | undefined): string[] {
  if (gate?.mailLink !== true) return [];
  return [...new Set((gateEntries(gate.emails) ?? []).map(emailKey))].filter((entry) => ADDRESS.test(entry));
}

/** The addresses typed for link mails, as typed (their own checks apply), then the gate's not among them. */
export function mailedAddresses(typed: string, gate: GateFormValues | undefined): string {
  const known = new Set(typed.split(',').map((item) => emailKey(item.trim())));
  const more = gateMailAddresses(gate).filter((address) => !known.has(address));
  if (more.length === 0) return typed;
  return typed.trim() === '' ? more.join(', ') : `${typed}, ${more.join(', ')}`;
}

/** The choice ticked with no whole address to mail: said beside it, nothing pushed. */
export function gateMailErrors({ t }: Translator, gate: GateFormValues | undefined): FieldErrors {
  return gate?.mailLink === true && gateMailAddresses(gate).length === 0
    ? { [GATE_MAIL_FIELD]: [t('gate.mailLinkNoAddress')] }
    : {};
}

/** Link mail refusals beside the choice when the addresses came from the gate alone. */
export function placeLinkMailErrors(errors: FieldErrors, typed: string): FieldErrors {
  const messages = errors[LINK_MAIL_FIELD];
  if (messages === undefined || typed.trim() !== '') return errors;
  const { [LINK_MAIL_FIELD]: _, ...rest } = errors;
  return { ...rest, [GATE_MAIL_FIELD]: [...(errors[GATE_MAIL_FIELD] ?? []), ...messages] };
}

/** The checkbox under the gate's addresses, where link mails are available to this sender. */
export function gateMailCheck(
  { t }: Translator,
  gate: GateFormValues | undefined,
  errors: FieldErrors,
): Markup {
  const messages = errors[GATE_MAIL_FIELD];
  const describedBy =
    messages === undefined ? 'gate-mail-link-hint' : 'gate-mail-link-hint gate-mail-link-error';
  return html`<label class="check"><input type="checkbox" id="gate-mail-link" name="${GATE_MAIL_FIELD}" value="on" aria-describedby="${describedBy}"${gate?.mailLink === true ? html` checked` : ''}${messages === undefined ? '' : html` aria-invalid="true"`}>
        ${t('gate.mailLinkLabel')}</label>
      <p class="muted" id="gate-mail-link-hint">${t('gate.mailLinkHint')}</p>
      ${messages === undefined ? '' : html`<p class="error" id="gate-mail-link-error">${messages.join(' ')}</p>`}`;
}
