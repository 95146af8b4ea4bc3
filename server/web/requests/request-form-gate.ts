import { html } from 'hono/html';
import { EMAIL_GATE_UNAVAILABLE } from '../../../shared/gate.ts';
import type { FieldErrors } from '../../../shared/result.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { Markup } from '../chrome/layout.ts';

/** Who may answer, as typed: lists as one line of text, so a refused form comes back as it was. */
export interface RequestGateValues {
  emails: string;
  members: boolean;
  networks: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const NO_REQUEST_GATE: RequestGateValues = { emails: '', members: false, networks: '' };

/** The gate's fields of a posted request form, named as the push form's. */
export function readRequestGateValues(body: Record<string, unknown>): RequestGateValues {
  return {
    emails: text(body.gate_emails),
    members: body.gate_members === 'on',
    networks: text(body.gate_networks),
  };
}

/** The API's `gate` for these values (request-gate.ts reads it); none when nothing was filled in. */
export function requestGateParameter(gate: RequestGateValues): Record<string, unknown> {
  if (gate.emails.trim() === '' && !gate.members && gate.networks.trim() === '') return {};
  return { gate: { emails: gate.emails, members: gate.members, networks: gate.networks } };
}

/** A refused gate in the page's words: a server without mail says why it asks no address. */
export function requestGateError({ t }: Translator, said: readonly string[]): string {
  return said.includes(EMAIL_GATE_UNAVAILABLE)
    ? t('requestGate.emailUnavailable')
    : t('requestGate.notAccepted');
}

/**
 * The "Who may answer" fieldset: without script; its error under the legend. `emailOffered`: the
 * server sends mail, so an address can be proven; without it no address is asked at all.
 */
export function requestGateFieldset(
  words: Translator,
  values: RequestGateValues,
  errors: FieldErrors,
  emailOffered: boolean,
): Markup {
  const { t } = words;
  const refused = errors.gate;
  return html`<fieldset class="gate"${refused === undefined ? '' : html` aria-describedby="gate-error"`}>
      <legend>${t('requestGate.legend')}</legend>
      ${refused === undefined ? '' : html`<p class="error" id="gate-error">${refused.join(' ')}</p>`}
      ${
        emailOffered
          ? html`<label for="gate-emails">${t('requestGate.emailsLabel')}</label>
      <input id="gate-emails" name="gate_emails" type="text" inputmode="email" autocomplete="off" spellcheck="false"
        value="${values.emails}" aria-describedby="gate-emails-hint">
      <p class="muted" id="gate-emails-hint">${t('requestGate.emailsHint')}</p>`
          : ''
      }
      <label class="check"><input type="checkbox" name="gate_members" value="on"${values.members ? html` checked` : ''}>
        ${t('gate.membersLabel')}</label>
      <label for="gate-networks">${t('gate.networksLabel')}</label>
      <input id="gate-networks" name="gate_networks" type="text" autocomplete="off" spellcheck="false"
        value="${values.networks}" aria-describedby="gate-networks-hint">
      <p class="muted" id="gate-networks-hint">${t('gate.networksHint')}</p>
    </fieldset>`;
}
