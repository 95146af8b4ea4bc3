import type { Context } from 'hono';
import { html } from 'hono/html';
import { PASSKEY_NAME_MAX } from '../../accounts/passkey-names.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { PasskeyRecord } from '../../store/passkey-store.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

type C = Context<PageEnv>;

/** What a passkey action says on the account page once it is shown again, by `?passkey=`. */
const OUTCOMES = {
  added: ['success', 'passkeys.added'],
  renamed: ['success', 'passkeys.renamed'],
  removed: ['success', 'passkeys.removed'],
  refused: ['error', 'passkeys.addRefused'],
  taken: ['error', 'passkeys.taken'],
  unnamed: ['error', 'passkeys.nameMissing'],
} as const;

function outcome(c: C, words: Translator): Markup {
  const said = c.req.query('passkey') ?? '';
  if (!Object.hasOwn(OUTCOMES, said)) return html``;
  const [kind, key] = OUTCOMES[said as keyof typeof OUTCOMES];
  return html`<p class="${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${words.t(key)}</p>`;
}

/** One passkey's row: its dates, a form to rename it and one to remove it, each labelled with its name. */
function row(c: C, words: Translator, passkey: PasskeyRecord, index: number): Markup {
  const { t } = words;
  const action = `/users/passkeys/${encodeURIComponent(passkey.id)}`;
  const used = passkey.lastUsedAt === null ? t('passkeys.neverUsed') : words.dateTime(passkey.lastUsedAt);
  return html`<tr>
      <th scope="row">${passkey.name}</th>
      <td data-label="${t('passkeys.columnAdded')}">${words.dateTime(passkey.createdAt)}</td>
      <td data-label="${t('passkeys.columnLastUsed')}">${used}</td>
      <td data-label="${t('passkeys.columnActions')}"><form method="post" action="${action}/rename" class="inline">
        ${csrfField(c)}
        <label class="visually-hidden" for="passkey-name-${index}">${t('passkeys.renameLabel', { name: passkey.name })}</label>
        <input id="passkey-name-${index}" name="name" type="text" required maxlength="${PASSKEY_NAME_MAX}" value="${passkey.name}">
        <button class="secondary" type="submit" aria-label="${t('passkeys.renameButtonFor', { name: passkey.name })}">${t('passkeys.renameButton')}</button>
      </form>
      <form method="post" action="${action}/delete" class="inline">
        ${csrfField(c)}
        <button class="danger" type="submit" aria-label="${t('passkeys.removeButtonFor', { name: passkey.name })}">${t('passkeys.removeButton')}</button>
      </form></td>
    </tr>`;
}

/** The account page's passkey section: the list, and the form the page's script runs to add one. */
export function passkeySection(
  c: C,
  passkeys: readonly PasskeyRecord[],
  script: Markup,
  heading: 'h1' | 'h2' = 'h2',
): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const list =
    passkeys.length === 0
      ? html`<p>${t('passkeys.none')}</p>`
      : html`<div class="table-scroll"><table class="audit">
      <caption class="visually-hidden">${t('passkeys.listCaption')}</caption>
      <thead><tr><th scope="col">${t('passkeys.columnName')}</th><th scope="col">${t('passkeys.columnAdded')}</th>
        <th scope="col">${t('passkeys.columnLastUsed')}</th><th scope="col">${t('passkeys.columnActions')}</th></tr></thead>
      <tbody>${passkeys.map((passkey, index) => row(c, words, passkey, index))}</tbody>
    </table></div>`;
  const title =
    heading === 'h1'
      ? html`<h1 id="passkeys-heading">${t('passkeys.sectionHeading')}</h1>`
      : html`<h2 id="passkeys-heading">${t('passkeys.sectionHeading')}</h2>`;
  return html`${title}
    <p>${t('passkeys.sectionText')}</p>
    ${outcome(c, words)}
    ${list}
    <p class="muted" data-passkey-missing>${t('passkeys.needsScript')}</p>
    <form method="post" action="/users/passkeys" data-passkey="add" data-options="/users/passkeys/options"
      data-words-waiting="${t('passkeys.waiting')}" data-words-failed="${t('passkeys.addFailed')}"
      aria-labelledby="passkeys-heading" hidden>
      ${csrfField(c)}
      <input type="hidden" name="credential" value="">
      <label for="passkey-name">${t('passkeys.nameLabel')}</label>
      <input id="passkey-name" name="name" type="text" maxlength="${PASSKEY_NAME_MAX}" autocomplete="off"
        aria-describedby="passkey-name-hint">
      <p class="muted" id="passkey-name-hint">${t('passkeys.nameHint')}</p>
      <button type="submit">${t('passkeys.addButton')}</button>
      <p class="muted" data-passkey-status aria-live="polite"></p>
    </form>${script}`;
}

/** The passkeys on a page of their own: where a second factor is required before the account page opens. */
export function passkeysPage(c: C, passkeys: readonly PasskeyRecord[], script: Markup): Markup {
  const { t } = pageLanguage(c);
  return page(
    c,
    t('passkeys.sectionHeading'),
    html`${passkeySection(c, passkeys, script, 'h1')}
    <p><a href="/users/account">${t('twoFactor.backToAccount')}</a></p>`,
  );
}
