import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { openPageScriptWords } from './open-words.ts';
import { sealedScriptTag } from './sealed-script.ts';

/**
 * "Open a sealed secret": an envelope, a link or key, and sealed files, opened by the script with
 * no request at all (the page's CSP allows its scripts none). The fields have no names and the form
 * is shown only by the script, so nothing typed here can be submitted to the server.
 */
export async function openPage(c: Context<PageEnv>): Promise<HtmlEscapedString> {
  const words = pageLanguage(c);
  const { t } = words;
  const script = await sealedScriptTag(c, { connect: false });
  return page(
    c,
    t('sealed.openTitle'),
    html`<h1>${t('sealed.openTitle')}</h1>
    <p>${t('sealed.openIntro')}</p>
    <noscript><p class="error">${t('sealed.openNoScript')}</p></noscript>
    <form id="open-form" hidden${openPageScriptWords(words)}>
      <label for="open-envelope">${t('sealed.envelopeLabel')}</label>
      <textarea id="open-envelope" spellcheck="false" autocomplete="off" aria-describedby="open-envelope-hint"></textarea>
      <p class="muted" id="open-envelope-hint">${t('sealed.envelopeHint')}</p>
      <label for="open-key">${t('sealed.keyLabel')}</label>
      <input id="open-key" type="text" spellcheck="false" autocomplete="off" autocapitalize="off" aria-describedby="open-key-hint">
      <p class="muted" id="open-key-hint">${t('sealed.keyHint')}</p>
      <label for="open-files">${t('sealed.filesLabel')}</label>
      <input id="open-files" type="file" multiple aria-describedby="open-files-hint">
      <p class="muted" id="open-files-hint">${t('sealed.filesHint')}</p>
      <p class="error" id="open-error" role="alert" hidden></p>
      <button type="submit">${t('sealed.openSecret')}</button>
    </form>
    <section id="sealed-opened" hidden>
      <h2>${t('sealed.openedHeading')}</h2>
      <pre class="secret" id="secret" tabindex="0" aria-label="${t('recipient.secretLabel')}" hidden></pre>
      <button type="button" data-copy="secret" hidden>${t('recipient.copySecret')}</button>
      <section id="sealed-files" hidden>
        <h3>${t('recipient.filesHeading')}</h3>
        <ul class="files" id="sealed-file-list"></ul>
      </section>
    </section>`,
    { script, inlineIcon: true },
  );
}
