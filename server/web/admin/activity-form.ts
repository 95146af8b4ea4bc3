import { html } from 'hono/html';
import { ACTIVITY_EVENT_NAMES, ACTIVITY_EVENTS } from '../../activity/activity-events.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { ActivityCategory } from '../../store/activity-store.ts';
import { eventLabel } from '../accounts/activity-entry-view.ts';
import type { Markup } from '../chrome/layout.ts';
import type { ActivityAsked, AskedProblem } from './activity-query.ts';

const GROUPS = {
  push: ['activity.groupPush', 'activity.allPush'],
  request: ['activity.groupRequest', 'activity.allRequest'],
  security: ['activity.groupSecurity', 'activity.allSecurity'],
  admin: ['activity.groupAdmin', 'activity.allAdmin'],
} as const satisfies Record<ActivityCategory, readonly [string, string]>;

type Problems = Partial<Record<keyof ActivityAsked, AskedProblem>>;

const option = (value: string, label: string, chosen: string) =>
  html`<option value="${value}"${value === chosen ? ' selected' : ''}>${label}</option>`;

function eventSelect(t: Translator['t'], chosen: string): Markup {
  return html`<select id="activity-event" name="event">
    ${option('', t('activity.anyEvent'), chosen)}
    ${Object.entries(GROUPS).map(
      ([category, [group, all]]) => html`<optgroup label="${t(group)}">
      ${option(`category:${category}`, t(all), chosen)}
      ${ACTIVITY_EVENT_NAMES.filter((name) => ACTIVITY_EVENTS[name] === category).map((name) =>
        option(name, eventLabel(t, name), chosen),
      )}
    </optgroup>`,
    )}
  </select>`;
}

/** The filter form: a GET, so a search is a link, works without script, and keeps its fields. */
export function filterForm(words: Translator, asked: ActivityAsked, problems: Problems): Markup {
  const { t } = words;
  const field = (name: keyof ActivityAsked, label: string, control: Markup, hint?: string) => {
    const problem = problems[name];
    return html`<div>
      <label for="activity-${name}">${label}</label>
      ${control}
      ${hint === undefined ? '' : html`<p class="muted" id="activity-${name}-hint">${hint}</p>`}
      ${problem === undefined ? '' : html`<p class="error" id="activity-${name}-error">${t(`activity.${problem}`)}</p>`}
    </div>`;
  };
  const text = (name: keyof ActivityAsked, type = 'text', hint = false) => {
    const problem = problems[name] !== undefined;
    const described = [hint ? `activity-${name}-hint` : '', problem ? `activity-${name}-error` : '']
      .filter(Boolean)
      .join(' ');
    return html`<input type="${type}" id="activity-${name}" name="${name}" value="${asked[name]}" autocomplete="off"${
      described === '' ? '' : html` aria-describedby="${described}"`
    }${problem ? html` aria-invalid="true"` : ''}>`;
  };
  return html`<form method="get" action="/admin/activity" role="search" aria-labelledby="activity-filter-heading" novalidate>
    <fieldset class="rules">
      <legend id="activity-filter-heading">${t('activity.filterHeading')}</legend>
      <div class="row">
        ${field('user', t('activity.user'), text('user', 'email'))}
        ${field('push', t('activity.push'), text('push'))}
        ${field('event', t('activity.event'), eventSelect(t, asked.event))}
      </div>
      <div class="row">
        ${field('address', t('activity.address'), text('address', 'text', true), t('activity.addressHint'))}
        ${field('from', t('activity.from'), text('from', 'text', true), t('activity.dateHint'))}
        ${field('to', t('activity.to'), text('to', 'text', true), t('activity.dateHint'))}
      </div>
      <div class="row actions">
        <button type="submit">${t('activity.search')}</button>
        <a href="/admin/activity">${t('activity.clear')}</a>
      </div>
    </fieldset>
  </form>`;
}
