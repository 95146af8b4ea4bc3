import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import { type Markup, page } from './layout.ts';
import type { PageEnv } from './page-env.ts';
import { PUSH_FORM_SCRIPT } from './push-form-script.ts';
import { kindTabs, type PushFormModel, pushForm } from './push-form-views.ts';

type C = Context<PageEnv>;

const HEADING = 'Share a secret through a link that expires';

/** The push form of the kind chosen, with its script (passphrase generator, file checks, upload progress). */
export function homePage(c: C, model: PushFormModel): Markup {
  const refused = Object.keys(model.errors).length > 0;
  return page(
    c,
    refused ? 'Check the form · Share a secret' : 'Share a secret',
    html`<h1>${HEADING}</h1>
    ${refused ? html`<p class="error" role="alert">Nothing was pushed. Check the fields marked below.</p>` : ''}
    ${pushForm(c, model)}
    <script nonce="${c.get('nonce')}">${raw(PUSH_FORM_SCRIPT)}</script>`,
  );
}

/** Files always need an account: the kind's tab says so instead of offering a form that can only fail. */
export function signInForFilesPage(c: C, model: Pick<PushFormModel, 'kinds'>): Markup {
  return page(
    c,
    'Share files',
    html`<h1>${HEADING}</h1>
    ${kindTabs(model.kinds, 'file')}
    <p>Files can be pushed by signed-in users only. <a href="/users/sign_in">Sign in</a> to push files.</p>`,
  );
}

export function signInToCreatePage(c: C): Markup {
  return page(
    c,
    'Share a secret',
    html`<h1>${HEADING}</h1>
    <p>This server only lets its users create secret links. <a href="/users/sign_in">Sign in</a> to create one.</p>
    <p class="muted">If someone sent you a secret link, open that link instead.</p>`,
  );
}
