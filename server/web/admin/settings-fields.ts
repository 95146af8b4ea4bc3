import { html } from 'hono/html';
import { ruleRange } from '../../../shared/policy-rules.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { Markup } from '../chrome/layout.ts';
import type { Draft } from './settings-form.ts';
import { CHOICES, choiceWords, ruleInput, ruleShortName, valueWords } from './settings-rules.ts';

/** What one field shows besides its value: the setting that pins it, and why it was refused. */
export interface FieldState {
  draft: Draft;
  pins: Readonly<Record<string, string>>;
  errors: Record<string, string>;
}

/** The id of a rule's field: its path with dashes, so `kinds.text.days.min` is `kinds-text-days-min`. */
export const fieldId = (rule: string) => rule.replaceAll('.', '-');

const HOURS_HINT = 'hours-default-hint';

function errorLine(id: string, error: string | undefined): Markup {
  return error === undefined ? html`` : html`<p class="error" id="${id}-error">${error}</p>`;
}

function described(id: string, error: string | undefined, hint?: string): Markup {
  const ids = [hint, error === undefined ? undefined : `${id}-error`].filter((x) => x !== undefined);
  const invalid = error === undefined ? '' : html` aria-invalid="true"`;
  return ids.length === 0 ? html`${invalid}` : html` aria-describedby="${ids.join(' ')}"${invalid}`;
}

function pinnedField(
  words: Translator,
  rule: string,
  state: FieldState,
  pin: string,
  label: string,
  notesBelow: boolean,
): Markup {
  const id = fieldId(rule);
  const error = notesBelow ? undefined : state.errors[rule];
  return html`<div class="pinned-rule" id="${id}">
      <span class="rule-name">${label}</span>
      <strong>${valueWords(words, state.draft[rule] ?? null)}</strong>
      <span class="muted">${words.t('settings.pinned', { name: pin })}</span>
      ${errorLine(id, error)}
    </div>`;
}

/** One rule's field, labelled and described; a pinned rule's value read-only with its setting's name. */
export function ruleField(
  words: Translator,
  rule: string,
  state: FieldState,
  label = ruleShortName(words.t, rule),
  notesBelow = false,
): Markup {
  const pin = state.pins[rule];
  if (pin !== undefined) return pinnedField(words, rule, state, pin, label, notesBelow);
  const { t } = words;
  const id = fieldId(rule);
  const value = state.draft[rule] ?? null;
  const error = state.errors[rule];
  const input = ruleInput(rule);
  if (input === 'flag')
    return html`<div><label class="check"><input type="checkbox" id="${id}" name="${rule}" value="on"${value === true ? ' checked' : ''}${described(id, error)}> ${label}</label>${errorLine(id, error)}</div>`;
  if (input === 'choice') {
    const options = (CHOICES[rule] ?? []).map(
      (choice) =>
        html`<option value="${choice}"${choice === value ? ' selected' : ''}>${choiceWords(t, choice)}</option>`,
    );
    return html`<div><label for="${id}">${label}</label><select id="${id}" name="${rule}"${described(id, error)}>${options}</select>${errorLine(id, error)}</div>`;
  }
  if (input === 'domains') {
    const text = Array.isArray(value) ? value.join('\n') : String(value ?? '');
    return html`<div><label for="${id}">${label}</label>
      <textarea class="note" id="${id}" name="${rule}" spellcheck="false"${described(id, error, `${id}-hint`)}>${text}</textarea>
      <p class="muted" id="${id}-hint">${t('settings.mailDomainsHint')}</p>${errorLine(id, error)}</div>`;
  }
  const [min, max] = ruleRange(rule);
  const hint = input === 'optional-number' ? `${id}-${HOURS_HINT}` : undefined;
  return html`<div><label for="${id}">${label}</label>
    <input type="number" id="${id}" name="${rule}" inputmode="numeric" min="${min}" max="${max}"${input === 'number' ? ' required' : ''} value="${value === null ? '' : String(value)}"${described(id, error, hint)}>
    ${notesBelow ? '' : ruleNotes(words, rule, state)}</div>`;
}

/** A number field's hint and error; under the whole line when the field shares it with others. */
export function ruleNotes(words: Translator, rule: string, state: FieldState): Markup {
  const id = fieldId(rule);
  const hint =
    ruleInput(rule) === 'optional-number' && state.pins[rule] === undefined
      ? html`<p class="muted" id="${id}-${HOURS_HINT}">${words.t(rule === 'keys.maxDays' ? 'settings.keysMaxDaysHint' : 'settings.hoursDefaultHint')}</p>`
      : '';
  return html`${hint}${errorLine(id, state.errors[rule])}`;
}
