import { html } from 'hono/html';
import type { PushGate } from '../../../shared/gate.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { Markup } from '../chrome/layout.ts';

/** One rule of the gate and what it lists, each item of its own so a screen reader counts them. */
const rule = (label: string, items: readonly string[]) =>
  html`<li>${label}${items.length === 0 ? '' : html`<ul>${items.map((item) => html`<li><code>${item}</code></li>`)}</ul>`}</li>`;

/**
 * Who may answer, as the requester chose it, in the words of the request form's fieldset: the
 * addresses and @domains, members only, the address ranges. Nothing when anyone with the link may.
 */
export function requestGateSummary({ t }: Translator, gate: PushGate | null): Markup {
  if (gate === null) return html``;
  return html`<h2>${t('requestGate.legend')}</h2>
    <ul>
      ${gate.emails.length === 0 ? '' : rule(t('requestGate.emailsLabel'), gate.emails)}
      ${gate.members ? rule(t('gate.membersLabel'), []) : ''}
      ${gate.networks.length === 0 ? '' : rule(t('gate.networksLabel'), gate.networks)}
    </ul>`;
}
