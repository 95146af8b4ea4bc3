import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import { fileSize } from '../../../shared/file-size.ts';
import { holdsKeyMaterial } from '../../../shared/key-material.ts';
import type { PushView } from '../../../shared/wire.ts';
import type { DurationKeys, Translator } from '../../i18n/translator.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

type C = Context<PageEnv>;

/** Each language puts the count in the case its sentence needs: "for 6 more days", "within 6 days". */
const MORE: DurationKeys = {
  minutes: 'recipient.moreMinutes',
  hours: 'recipient.moreHours',
  days: 'recipient.moreDays',
};
const WITHIN: DurationKeys = {
  minutes: 'recipient.withinMinutes',
  hours: 'recipient.withinHours',
  days: 'recipient.withinDays',
};

/** What the link has left once this view is counted; a sealed page's script shows it after opening. */
export function leftAfterView(words: Translator, view: PushView, now: number): string {
  if (view.viewsRemaining === 0) return words.t('recipient.lastView');
  const time = words.duration(Date.parse(view.expiresAt) - now, WITHIN);
  return words.t('recipient.expiresAfter', { count: view.viewsRemaining, time });
}

const remaining = (words: Translator, view: PushView, now: number): Markup =>
  html`<p class="muted">${leftAfterView(words, view, now)}</p>`;

/** Leads to the confirmation step: a GET, so the secret page itself deletes nothing. */
function deleteButton(words: Translator, view: PushView, canDelete: boolean): Markup {
  if (!canDelete || view.viewsRemaining === 0) return html``;
  return html`<form method="get" action="/p/${view.urlToken}/delete">
    <button class="danger" type="submit">${words.t('recipient.deleteNow')}</button>
  </form>`;
}

/**
 * The secret, exactly as sent. Key material keeps every line whole and the box scrolls sideways;
 * the box takes the keyboard focus so it can be scrolled without a mouse.
 */
function secretText(payload: string, label: string): Markup {
  const cls = holdsKeyMaterial(payload) ? 'secret keep-lines' : 'secret';
  return html`<pre class="${cls}" id="secret" tabindex="0" aria-label="${label}">${payload}</pre>`;
}

/** Each file's download link and size; `sizes` are in the order of the view's files. */
function fileList(words: Translator, view: PushView, sizes: readonly number[]): Markup {
  return html`<ul class="files">
    ${view.files.map((f, i) => {
      const size = sizes[i];
      return html`<li><a href="${f.url}" download="${f.filename}">${f.filename}</a>${
        size === undefined ? '' : html` <span class="muted">(${fileSize(words.language.code, size)})</span>`
      }</li>`;
    })}
  </ul>`;
}

function content(words: Translator, view: PushView, qrCode: string, sizes: readonly number[]): Markup {
  const { t } = words;
  const payload = view.payload ?? '';
  const copied = html`${secretText(payload, t('recipient.secretLabel'))}
    <button type="button" data-copy="secret" hidden>${t('recipient.copySecret')}</button>`;
  switch (view.kind) {
    case 'qr':
      return html`<div class="qr">${raw(qrCode)}</div>
        <p>${t('recipient.qrHoldsText')}</p>
        ${secretText(payload, t('recipient.qrTextLabel'))}
        <button type="button" data-copy="secret" hidden>${t('recipient.copyQrText')}</button>`;
    case 'file':
      return html`${payload === '' ? '' : copied}
        <h2>${t('recipient.filesHeading')}</h2>
        ${fileList(words, view, sizes)}
        <p class="muted">${t('recipient.downloadLinksNote')}</p>`;
    default:
      return copied;
  }
}

/**
 * The secret itself: text, QR code (drawn by qrSvg beforehand) or files, and what is left of the
 * link. No language picker: opening it again in another language would use another view.
 */
export function secretPage(
  c: C,
  view: PushView,
  canDelete: boolean,
  now: number,
  qrCode = '',
  fileSizes: readonly number[] = [],
): Markup {
  const words = pageLanguage(c);
  const title = words.t('recipient.secretTitle');
  return page(
    c,
    title,
    html`<h1>${title}</h1>${content(words, view, qrCode, fileSizes)}${remaining(words, view, now)}${deleteButton(words, view, canDelete)}`,
    { languagePicker: false },
  );
}

/** What a link has left, said before the click that uses a view: "3 more times, for 6 more days". */
export interface LinkLeft {
  views: number;
  ms: number;
}

export function leftBeforeClick(words: Translator, left: LinkLeft): Markup {
  return html`<p>${words.t('recipient.viewableFor', { count: left.views, time: words.duration(left.ms, MORE) })}</p>`;
}

/** The first step of a link: reveals and counts nothing until the person submits it. */
export function revealPage(c: C, urlToken: string, needsPassphrase: boolean, left: LinkLeft): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  return page(
    c,
    t('recipient.revealTitle'),
    html`<h1>${t('recipient.revealHeading')}</h1>
    ${leftBeforeClick(words, left)}
    <p>${t('recipient.revealNote')}</p>
    <form method="post" action="/p/${urlToken}">
      ${csrfField(c)}
      ${needsPassphrase ? passphraseField(words, '') : ''}
      <button type="submit">${t('recipient.showSecret')}</button>
    </form>`,
  );
}

function passphraseField(words: Translator, error: string): Markup {
  return html`<label for="passphrase">${words.t('recipient.passphraseLabel')}</label>
    <input id="passphrase" name="passphrase" type="password" autocomplete="off" required
      ${error === '' ? '' : raw('aria-invalid="true" aria-describedby="passphrase-error" autofocus')}>
    ${error === '' ? '' : html`<p class="error" id="passphrase-error" role="alert">${error}</p>`}`;
}

/** Asks for the passphrase; it travels in a POST body, never in the URL. A wrong one is said as `wrong`. */
export function passphrasePage(c: C, urlToken: string, wrong = false, left?: LinkLeft): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  return page(
    c,
    t('recipient.passphraseTitle'),
    html`<h1>${t('recipient.passphraseHeading')}</h1>
    ${left === undefined ? '' : leftBeforeClick(words, left)}
    <p>${t('recipient.passphraseAsk')}</p>
    <form method="post" action="/p/${urlToken}">${csrfField(c)}${passphraseField(words, wrong ? t('recipient.wrongPassphrase') : '')}
      <button type="submit">${t('recipient.showSecret')}</button>
    </form>`,
  );
}

/** One page for unknown and expired links alike, so it reveals nothing about either. */
export function gonePage(c: C): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('recipient.goneTitle'),
    html`<h1>${t('recipient.goneHeading')}</h1>
    <p>${t('recipient.goneText')}</p>`,
  );
}
