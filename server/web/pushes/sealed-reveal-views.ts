import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Translator } from '../../i18n/translator.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { recipientScriptWords } from './open-words.ts';
import { type LinkLeft, leftBeforeClick } from './recipient-views.ts';
import { sealedScriptTag } from './sealed-script.ts';

type C = Context<PageEnv>;

export interface SealedReveal {
  urlToken: string;
  needsPassphrase: boolean;
  left: LinkLeft;
  /** A hint only: the delete button shows when the opening says this viewer may delete. */
  mayDelete: boolean;
}

/** A wrong passphrase is said beside the field, in place, by the script. */
function passphraseField(words: Translator): Markup {
  return html`<label for="passphrase">${words.t('recipient.passphraseLabel')}</label>
    <input id="passphrase" name="passphrase" type="password" autocomplete="off" required>
    <p class="error" id="passphrase-error" role="alert" hidden></p>`;
}

/** Where the script puts what it opened: the secret page's box and copy button, the files. */
function openedPart(words: Translator): Markup {
  const { t } = words;
  return html`<div id="sealed-opened" hidden>
    <pre class="secret" id="secret" tabindex="0" aria-label="${t('recipient.secretLabel')}" hidden></pre>
    <button type="button" data-copy="secret" hidden>${t('recipient.copySecret')}</button>
    <section id="sealed-files" hidden>
      <h2>${t('recipient.filesHeading')}</h2>
      <ul class="files" id="sealed-file-list"></ul>
      <p class="muted">${t('recipient.downloadLinksNote')}</p>
    </section>
  </div>`;
}

/** Shown by the script once the opening says this viewer may delete the push. */
function deleteForm(words: Translator, reveal: SealedReveal): Markup {
  if (!reveal.mayDelete) return html``;
  return html`<form method="get" action="/p/${reveal.urlToken}/delete" id="sealed-delete" hidden>
    <button class="danger" type="submit">${words.t('recipient.deleteNow')}</button>
  </form>`;
}

/**
 * A live sealed push's first page, whatever its retrieval step: it uses no view until the click.
 * Without script its form posts to the secret link as any reveal does, and the envelope is shown.
 */
export async function sealedRevealPage(c: C, reveal: SealedReveal): Promise<HtmlEscapedString> {
  const words = pageLanguage(c);
  const { t } = words;
  const script = await sealedScriptTag(c, { connect: true, worker: true });
  return page(
    c,
    t('sealed.revealTitle'),
    html`<h1 id="sealed-heading">${t('sealed.revealHeading')}</h1>
    <div id="sealed-before">
      ${leftBeforeClick(words, reveal.left)}
      <p>${t('sealed.revealNote')}</p>
    </div>
    <noscript><p>${t('sealed.revealNoScript')}</p></noscript>
    <p class="error" id="sealed-error" role="alert" hidden></p>
    <p class="muted" id="sealed-status" role="status"></p>
    <form method="post" action="/p/${reveal.urlToken}" id="sealed-form"${recipientScriptWords(words)}>
      ${csrfField(c)}
      ${reveal.needsPassphrase ? passphraseField(words) : ''}
      <button type="submit" id="sealed-open">${t('sealed.openSecret')}</button>
    </form>
    ${openedPart(words)}
    <p class="muted" id="sealed-left-after" hidden></p>
    ${deleteForm(words, reveal)}`,
    // Another language is another load, which would come without the key the first one took away.
    { script, languagePicker: false },
  );
}
