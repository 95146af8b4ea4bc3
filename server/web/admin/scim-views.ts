import type { Context } from 'hono';
import { html } from 'hono/html';
import type { DirectorySettings } from '../../accounts/directory/directory-settings.ts';
import { SCIM_SECRET_NAME_MAX } from '../../accounts/directory/scim-secrets.ts';
import type { ScimSecretRecord } from '../../store/directory-store.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

type C = Context<PageEnv>;

/** The provisioning page as shown: where the endpoint is, what the settings say, the secrets, what the last post did. */
export interface ScimView {
  endpoint: string;
  directory: DirectorySettings;
  secrets: readonly ScimSecretRecord[];
  notice?: 'revoked';
  nameMissing?: boolean;
}

/** `/admin/scim`: the SCIM endpoint, the directory settings in force, and the secrets to make and revoke. */
export function scimPage(c: C, view: ScimView): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const title = t('scim.title');
  const leaver = view.directory.leaverLinks;
  const groups = view.directory.adminGroups;
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p><a href="/admin">${t('admin.backToAdmin')}</a></p>
    ${view.notice === 'revoked' ? html`<p class="success" role="status">${t('scim.revoked')}</p>` : ''}
    <p>${t('scim.intro')}</p>
    <p><strong>${t('scim.endpoint')}</strong><br><code id="scim-endpoint">${view.endpoint}</code></p>
    <p><strong>${t('scim.adminGroups')}</strong><br>${groups.length === 0 ? t('scim.adminGroupsNone') : html`${groups.map((g, i) => html`${i > 0 ? ', ' : ''}<code>${g}</code>`)}`}</p>
    <p><strong>${t('scim.leaverLinks')}</strong><br>${leaver === 'expire' ? t('scim.leaverExpire') : t('scim.leaverHandTo', { email: leaver.handTo })}</p>
    <h2>${t('scim.secretsHeading')}</h2>
    ${
      view.secrets.length === 0
        ? html`<p class="muted">${t('scim.noSecrets')}</p>`
        : html`<div class="table-wrap"><table>
      <thead><tr><th scope="col">${t('scim.name')}</th><th scope="col">${t('scim.made')}</th><th scope="col">${t('scim.state')}</th><th scope="col"><span class="visually-hidden">${t('scim.revoke')}</span></th></tr></thead>
      <tbody>${view.secrets.map(
        (s) => html`<tr>
        <td>${s.name}</td>
        <td>${words.dateTime(s.createdAt)}${s.createdBy === null ? '' : html`<br><span class="muted">${s.createdBy}</span>`}</td>
        <td>${s.revokedAt === null ? t('scim.working') : t('scim.revokedAt', { when: words.dateTime(s.revokedAt) })}</td>
        <td>${
          s.revokedAt === null
            ? html`<form method="post" action="/admin/scim/secrets/${s.id}/revoke">${csrfField(c)}<button type="submit" class="danger">${t('scim.revoke')}</button></form>`
            : ''
        }</td>
      </tr>`,
      )}</tbody>
    </table></div>`
    }
    <h2>${t('scim.makeHeading')}</h2>
    <form method="post" action="/admin/scim/secrets" novalidate>
      ${csrfField(c)}
      <label for="scim-name">${t('scim.name')}</label>
      <input type="text" id="scim-name" name="name" maxlength="${SCIM_SECRET_NAME_MAX}" required aria-describedby="scim-name-hint${view.nameMissing ? ' scim-name-error' : ''}"${view.nameMissing ? html` aria-invalid="true"` : ''}>
      <p class="hint" id="scim-name-hint">${t('scim.nameHint')}</p>
      ${view.nameMissing ? html`<p class="error" id="scim-name-error" role="alert">${t('scim.nameMissing')}</p>` : ''}
      <button type="submit">${t('scim.make')}</button>
    </form>`,
  );
}

/** The new secret, shown once; or, on a second look, why it is not shown. */
export function scimSecretMadePage(c: C, secret: string | undefined, endpoint: string): Markup {
  const { t } = pageLanguage(c);
  const title = t('scim.madeTitle');
  const back = html`<p><a href="/admin/scim">${t('scim.back')}</a></p>`;
  if (secret === undefined)
    return page(c, title, html`<h1>${title}</h1><p>${t('scim.alreadyShown')}</p>${back}`);
  return page(
    c,
    title,
    html`<h1>${title}</h1>
    <p class="success" role="status">${t('scim.shownOnce')}</p>
    <p>${t('scim.endpoint')}: <code>${endpoint}</code></p>
    <pre class="secret token" id="scim-secret">${secret}</pre>
    <button type="button" data-copy="scim-secret" hidden>${t('scim.copy')}</button>
    ${back}`,
  );
}
