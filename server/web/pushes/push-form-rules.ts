import { html } from 'hono/html';
import type { KindPolicy } from '../../../shared/policy.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { Markup } from '../chrome/layout.ts';

/** The push options a policy may require, by their form field. */
export type RequirableOption = 'retrieval_step' | 'deletable_by_viewer';

const OPTION_RULE = { retrieval_step: 'retrievalStep', deletable_by_viewer: 'deletableByViewer' } as const;

export const isRequired = (rules: KindPolicy, field: RequirableOption) => rules[OPTION_RULE[field]].required;

/**
 * A required option's box, ticked and locked with the reason. A disabled box is never posted, so
 * its hidden twin sends the tick, with script or without.
 */
export function lockedOption({ t }: Translator, field: RequirableOption, label: string): Markup {
  const hint = `${field}-rule`;
  return html`<label class="check"><input type="checkbox" checked disabled aria-describedby="${hint}">
      ${label}</label>
    <input type="hidden" name="${field}" value="on">
    <p class="muted" id="${hint}">${t('policy.optionRequired')}</p>`;
}

/** The passphrase field's own attributes under the policy: required, and at least its minimum length. */
export const passphraseAttributes = (rules: KindPolicy): Markup =>
  rules.passphrase.required ? html` required minlength="${rules.passphrase.minLength}"` : html``;

/**
 * Why the passphrase field is required, beside it; nothing when it is not, or when `refused`: the
 * field's error then says the same words, and once is enough.
 */
export function passphraseRule({ t }: Translator, rules: KindPolicy, refused = false): Markup {
  if (!rules.passphrase.required || refused) return html``;
  return html`<p class="muted" id="passphrase-rule">${t('policy.passphraseRequired', { min: rules.passphrase.minLength })}</p>`;
}

/**
 * The sealed switch as the policy has it: on and locked with the reason when required. Without
 * script the page cannot seal, so the reason stays shown outside the switch's hidden block.
 */
export function sealedRequirement({ t }: Translator, rules: KindPolicy): Markup {
  return rules.sealedRequired
    ? html`<p class="muted" id="sealed-rule">${t('policy.sealedRequired')}</p>`
    : html``;
}

/** The domains links may be mailed to, said beside the addresses' field; nothing when every domain may. */
export function mailDomainsNote({ t }: Translator, domains: readonly string[]): Markup {
  if (domains.length === 0) return html``;
  return html`<p class="muted" id="link-mail-domains">${t('policy.mailDomains', { domains: domains.join(', ') })}</p>`;
}
