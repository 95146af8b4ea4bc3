import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { PushGate } from '../../../shared/gate.ts';
import type { Language } from '../../../shared/languages.ts';
import { qrSvg } from '../../browser/qr-svg.ts';
import { type Translator, translatorFor } from '../../i18n/translator.ts';
import { keptQuery, languageOptions } from '../chrome/language-picker.ts';
import { type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { gateSummary } from '../gates/gate-summary.ts';
import type { CreatedNow } from './created-once.ts';
import { mailedNote } from './push-form-link-mails.ts';
import { shareSentence } from './share-words.ts';

type C = Context<PageEnv>;

/** The query field that names the language the secret link opens in. */
export const RECIPIENT_LOCALE = 'recipient_locale';

/**
 * Reloads this page with the link in another language; the rest of the query is kept, and a
 * `?locale=` the page was opened with is carried on by the layout.
 */
function recipientLanguageForm(c: C, chosen: Language | null): Markup {
  const words = pageLanguage(c);
  return html`<form class="recipient-language" method="get" action="${c.req.path}">
      ${keptQuery(c, [RECIPIENT_LOCALE, 'locale'])}
      <label for="recipient-language">${words.t('pushes.recipientLanguage')}</label>
      <select id="recipient-language" name="${RECIPIENT_LOCALE}">
        ${languageOptions(chosen?.code ?? '', words.t('pushes.recipientBrowserLanguage'))}
      </select>
      <button type="submit" class="secondary">${words.t('pushes.recipientLanguageApply')}</button>
    </form>
    <p class="muted" id="link-language">${
      chosen === null
        ? words.t('pushes.linkOpensInBrowserLanguage')
        : words.t('pushes.linkOpensIn', { language: words.languageName(chosen) })
    }</p>`;
}

/** A QR code of the secret link, captioned: beside a QR push it could pass for the push's own code. */
function linkQr(t: Translator['t'], link: string, kind: string): Markup {
  return html`<figure class="link-qr"><div class="qr">${raw(qrSvg(link, t('pushes.qrLabel')))}</div>
      <figcaption class="muted">${kind === 'qr' ? t('pushes.qrCaptionQrPush') : t('pushes.qrCaption')}</figcaption>
    </figure>`;
}

/** A sealed push's page: its token, under which this tab keeps the link's key, and the script's tag. */
export interface SealedPage {
  urlToken: string;
  script: Markup;
}

/**
 * The place of a sealed push's link, QR code and copy button, filled by the page's script from
 * the key it holds (server/browser/result-key.ts): the server never has the key, so it draws no
 * QR code and writes the link nowhere the person could take it without its key.
 */
function sealedLink(t: Translator['t'], link: string, sealed: SealedPage, layout: string): Markup {
  return html`<div class="${layout}" data-sealed-result data-sealed-shown data-token="${sealed.urlToken}"
      data-link="${link}" data-qr-label="${t('pushes.qrLabel')}" hidden>
      <figure class="link-qr"><div class="qr" id="link-qr"></div>
        <figcaption class="muted">${t('pushes.qrCaption')}</figcaption></figure>
      <div class="result-link">
        <pre class="secret" id="link"></pre>
        <button type="button" data-copy="link" hidden>${t('pushes.copyLink')}</button>
      </div>
    </div>
    <noscript><p class="error">${t('pushes.sealedNeedsScript')}</p></noscript>`;
}

/**
 * The secret link and its QR code, and nothing of the secret. The QR code is the page's first
 * `<svg>`: Password Pusher's browser extension takes the first one it finds as the link's QR code.
 * A sealed push's link and code are the page script's, from the key this tab holds.
 */
export function previewPage(
  c: C,
  link: string,
  recipientLanguage: Language | null,
  sealed?: SealedPage,
): Markup {
  const { t } = pageLanguage(c);
  const shown =
    sealed === undefined
      ? html`${linkQr(t, link, '')}
    <pre class="secret" id="link">${link}</pre>
    <button type="button" data-copy="link" hidden>${t('pushes.copyLink')}</button>`
      : html`<p>${t('pushes.sealedPreviewNote')}</p>
    ${sealedLink(t, link, sealed, 'sealed-link')}
    <p class="error" data-sealed-gone hidden>${t('pushes.sealedKeyMissing')}</p>`;
  return page(
    c,
    t('pushes.secretLink'),
    html`<h1>${t('pushes.secretLink')}</h1>
    ${shown}
    ${recipientLanguageForm(c, recipientLanguage)}
    <p class="muted">${t('pushes.previewHint')}</p>`,
    { script: sealed?.script },
  );
}

/** What the creator's result page tells about the push it shows. */
export interface CreatedPush {
  urlToken: string;
  /** The secret link, with `?locale=` when a language was chosen for the recipient. */
  link: string;
  recipientLanguage: Language | null;
  kind: string;
  msLeft: number;
  viewsLeft: number;
  hasPassphrase: boolean;
  retrievalStep: boolean;
  deletableByViewer: boolean | null;
  signedIn: boolean;
  /** How many addresses the link was mailed to on create (the result page's `?mailed=`); 0 when none. */
  mailed: number;
  /** Set on the creator's first look after the push form alone: later looks show no banner and no passphrase. */
  justCreated: CreatedNow | null;
  /** Who may open it, as the creator chose; null for anyone holding the link. */
  gate: PushGate | null;
}

/** The share message: the link, how long it lasts, and where the passphrase will come from. */
export function shareMessage(words: Translator, push: CreatedPush): string {
  const lines = [push.link, shareSentence(words, push.msLeft, push.viewsLeft)];
  if (push.hasPassphrase) lines.push(words.t('pushes.sharePassphrase'));
  return lines.join('\n');
}

/** The passphrase as it was pushed, once, to copy before it is gone: the server keeps it only sealed. */
function passphraseOnce(t: Translator['t'], passphrase: string): Markup {
  return html`<section class="passphrase-once" aria-labelledby="passphrase-heading">
      <h2 id="passphrase-heading">${t('pushes.passphraseHeading')}</h2>
      <pre class="secret" id="passphrase-shown" translate="no">${passphrase}</pre>
      <button type="button" class="secondary" data-copy="passphrase-shown" hidden>${t('pushes.copyPassphrase')}</button>
      <p class="muted">${t('pushes.passphraseOnce')}</p>
    </section>`;
}

/** A sealed push's link without its key: what the creator can still do when the key is gone. */
function keyGone(t: Translator['t'], push: CreatedPush): Markup {
  return html`<p class="error" data-sealed-gone hidden>${t('pushes.sealedKeyGone')}</p>
    <p data-sealed-gone hidden>${
      push.signedIn
        ? html`<a class="danger" href="/p/${push.urlToken}/expire">${t('pushes.sealedExpire')}</a>`
        : t('pushes.sealedPushAgain')
    }</p>`;
}

/**
 * The creator's page after pushing: link, QR code (still the first `<svg>`), share message and
 * what next. A sealed push's link, code and message are completed by its script (see sealedLink).
 */
export function createdPage(c: C, push: CreatedPush, sealed?: SealedPage): Markup {
  const { t } = pageLanguage(c);
  // The message goes to the recipient: in their language when the creator chose one.
  const shared =
    push.recipientLanguage === null ? pageLanguage(c) : translatorFor(push.recipientLanguage.code);
  const facts = [
    push.retrievalStep ? t('pushes.factRetrievalStep') : '',
    push.deletableByViewer === true ? t('pushes.factDeletable') : '',
    push.hasPassphrase ? t('pushes.factPassphrase') : '',
  ].filter((fact) => fact !== '');
  const fresh = push.justCreated !== null;
  const passphrase = push.justCreated?.passphrase ?? null;
  const recipientView = `/p/${push.urlToken}/preview?as=recipient${
    push.recipientLanguage === null ? '' : `&${RECIPIENT_LOCALE}=${push.recipientLanguage.code}`
  }`;
  return page(
    c,
    t('pushes.createdTitle'),
    html`<h1>${t('pushes.createdTitle')}</h1>
    ${
      sealed === undefined
        ? html`${fresh ? html`<p class="success" role="status">${t('pushes.pushed')}</p>` : ''}
    ${push.mailed > 0 ? mailedNote(pageLanguage(c), push.mailed) : ''}
    <div class="result">
      ${linkQr(t, push.link, push.kind)}
      <div class="result-link">
        <pre class="secret" id="link">${push.link}</pre>
        <button type="button" data-copy="link" hidden>${t('pushes.copyLink')}</button>
      </div>
    </div>`
        : html`${fresh ? html`<p class="success" role="status" data-sealed-shown hidden>${t('pushes.sealedPushed')}</p>` : ''}
    ${sealedLink(t, push.link, sealed, 'result')}
    <p>${t('pushes.sealedNote')}</p>
    ${keyGone(t, push)}`
    }
    ${passphrase === null ? '' : passphraseOnce(t, passphrase)}
    ${recipientLanguageForm(c, push.recipientLanguage)}
    <div${sealed === undefined ? '' : html` data-sealed-shown hidden`}>
    <h2 id="share-heading">${t('pushes.messageHeading')}</h2>
    <pre class="secret" id="share" aria-labelledby="share-heading" lang="${shared.language.code}" dir="${shared.language.dir}">${shareMessage(shared, push)}</pre>
    <button type="button" class="secondary" data-copy="share" hidden>${t('pushes.copyMessage')}</button>
    </div>
    ${facts.length === 0 ? '' : html`<ul class="result-facts">${facts.map((fact) => html`<li>${fact}</li>`)}</ul>`}
    ${gateSummary(pageLanguage(c), push.gate, 'push')}
    <p class="result-actions">
      <a class="button" href="/?kind=${push.kind}">${t('pushes.pushAnother')}</a>
      <a href="${recipientView}">${t('pushes.previewLink')}</a>
      ${push.signedIn ? html`<a href="/d/active">${t('pushes.yourPushes')}</a> <a href="/p/${push.urlToken}/audit">${t('pushes.auditLog')}</a>` : ''}
    </p>
    <p class="muted">${push.signedIn ? t('pushes.ownViewsUncounted') : t('pushes.anonymousOnly')}</p>`,
    { script: sealed?.script },
  );
}
