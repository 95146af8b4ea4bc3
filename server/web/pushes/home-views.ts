import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { PUSH_FORM_SCRIPT } from './push-form-script.ts';
import { kindTabs, type PushFormModel, pushForm } from './push-form-views.ts';

type C = Context<PageEnv>;

/** A sign-in link inside a sentence (its words chosen to fit it); a template of no promises is done at once. */
const signInLink = (text: string) => html`<a href="/users/sign_in">${text}</a>` as HtmlEscapedString;

/**
 * The push form of the kind chosen, with its script (passphrase generator, file checks, upload
 * progress) and, for kinds that seal, the sealing script's tag, already allowed by the page's CSP.
 */
export function homePage(c: C, model: PushFormModel, sealingScript?: Markup): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const refused = Object.keys(model.errors).length > 0;
  return page(
    c,
    refused ? t('pushForm.titleRefused') : t('pushForm.title'),
    html`<h1>${t('pushForm.heading')}</h1>
    ${refused ? html`<p class="error" role="alert">${t('pushForm.refused')}</p>` : ''}
    ${pushForm(c, model)}
    <script nonce="${c.get('nonce')}">${raw(PUSH_FORM_SCRIPT)}</script>`,
    { script: sealingScript, tagline: true },
  );
}

/** Files always need an account: the kind's tab says so instead of offering a form that can only fail. */
export function signInForFilesPage(c: C, model: Pick<PushFormModel, 'kinds'>): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  return page(
    c,
    t('pushForm.titleFiles'),
    html`<h1>${t('pushForm.heading')}</h1>
    ${kindTabs(words, model.kinds, 'file')}
    <p>${words.html('pushForm.filesNeedSignIn', { link: signInLink(t('pushForm.filesSignInLink')) })}</p>`,
    { tagline: true },
  );
}

export function signInToCreatePage(c: C): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  return page(
    c,
    t('pushForm.title'),
    html`<h1>${t('pushForm.heading')}</h1>
    <p>${words.html('pushForm.createNeedsSignIn', { link: signInLink(t('pushForm.createSignInLink')) })}</p>
    <p class="muted">${t('pushForm.openLinkInstead')}</p>`,
    { tagline: true },
  );
}
