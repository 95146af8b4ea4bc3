import type { Context } from 'hono';
import { html } from 'hono/html';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { type BrandFormState, brandSection } from './settings-brand-view.ts';
import { type FieldState, ruleField, ruleNotes } from './settings-fields.ts';
import { type HistoryPage, historySection } from './settings-history-view.ts';
import { RULE_GROUPS, ruleEndName, runName } from './settings-rules.ts';

type C = Context<PageEnv>;

/** The settings page as shown: the form's state, what the last post did, and a page of the history. */
export interface SettingsView extends FieldState {
  notice?: 'saved' | 'unchanged';
  refused?: boolean;
  history: HistoryPage;
  brand: BrandFormState;
}

/** A kind's bounds (min, max, default), options and passphrase share a line; the other rules stand alone. */
function groupFields(c: C, rules: readonly string[], state: FieldState): Markup {
  const words = pageLanguage(c);
  const runs = new Map<string, string[]>();
  for (const rule of rules) {
    const parts = rule.split('.');
    const run = rule.startsWith('kinds.') && parts.length === 4 ? parts.slice(0, 3).join('.') : rule;
    runs.set(run, [...(runs.get(run) ?? []), rule]);
  }
  return html`${[...runs].map(([run, members]) => {
    if (members.length === 1) return ruleField(words, run, state);
    // A bound's or an option's three rules under its name, each labelled by its last word.
    if (/\.(days|hours|views|retrievalStep|deletableByViewer)$/.test(run)) {
      const bounds = /\.(days|hours|views)$/.test(run);
      const fields = members.map((rule) => ruleField(words, rule, state, ruleEndName(words.t, rule), bounds));
      const notes = bounds ? members.map((rule) => ruleNotes(words, rule, state)) : '';
      return html`<fieldset class="${bounds ? 'bounds' : 'options'}"><legend>${runName(words.t, run)}</legend><div class="row">${fields}</div>${notes}</fieldset>`;
    }
    return html`<div class="row">${members.map((rule) => ruleField(words, rule, state))}</div>`;
  })}`;
}

export function settingsPage(c: C, view: SettingsView): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const title = t('settings.title');
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p><a href="/admin">${t('admin.backToAdmin')}</a></p>
    ${view.notice === undefined ? '' : html`<p class="success" role="status">${t(`settings.${view.notice}`)}</p>`}
    ${view.refused === true ? html`<p class="error" role="alert">${t('settings.refused')}</p>` : ''}
    <p>${t('settings.intro')}</p>
    <form method="post" action="/admin/settings" novalidate>
      ${csrfField(c)}
      ${RULE_GROUPS.map(
        (group) => html`<fieldset class="rules">
        <legend>${t(group.heading)}</legend>
        ${groupFields(c, group.rules, view)}
      </fieldset>`,
      )}
      <button type="submit">${t('settings.save')}</button>
    </form>
    ${brandSection(c, view.brand)}
    ${historySection(c, view.history)}`,
  );
}
