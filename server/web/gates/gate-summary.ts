import { html } from 'hono/html';
import type { PushGate } from '../../../shared/gate.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { Markup } from '../chrome/layout.ts';

/** One rule of the gate and what it lists, each item of its own so a screen reader counts them. */
const rule = (label: string, items: readonly string[]) =>
  html`<li>${label}${items.length === 0 ? '' : html`<ul>${items.map((item) => html`<li><code>${item}</code></li>`)}</ul>`}</li>`;

/** Whose gate it is: a push's recipient, or who may answer a request; each in its own form's words. */
export type GateSummaryOf = 'push' | 'request';

/**
 * The gate as its maker chose it, in the words of the form's fieldset: the addresses and @domains,
 * members only, the address ranges, and for a push the failures that burn it. Nothing without a gate.
 */
export function gateSummary({ t }: Translator, gate: PushGate | null, of: GateSummaryOf): Markup {
  if (gate === null) return html``;
  const push = of === 'push';
  return html`<h2>${t(push ? 'gate.legend' : 'requestGate.legend')}</h2>
    <ul>
      ${gate.emails.length === 0 ? '' : rule(t(push ? 'gate.emailsLabel' : 'requestGate.emailsLabel'), gate.emails)}
      ${gate.members ? rule(t('gate.membersLabel'), []) : ''}
      ${gate.networks.length === 0 ? '' : rule(t('gate.networksLabel'), gate.networks)}
      ${push && gate.burnAfterFailures !== null ? rule(t('gate.burnLabel'), [String(gate.burnAfterFailures)]) : ''}
    </ul>`;
}
