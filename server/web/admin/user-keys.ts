import type { Context } from 'hono';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { revokeApiKey } from '../../accounts/api-keys.ts';
import { type ActivityRecorder, userActor } from '../../activity/activity-recorder.ts';
import type { ApiKeyRecord, ApiKeyStore } from '../../store/api-key-store.ts';
import type { UserStore } from '../../store/user-store.ts';
import { keyRow } from '../accounts/api-key-views.ts';
import { notFoundPage } from '../chrome/fallback-pages.ts';
import type { Markup } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { adminAct } from './admin-act-of.ts';

type C = Context<PageEnv>;

const keysPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}/keys`;

/** A user's named API keys on the administrator's page about them, revoked ones included, each standing one with Revoke. */
export function userKeysSection(c: C, userId: string, keys: ApiKeyRecord[], now: number): Markup {
  const { t } = pageLanguage(c);
  return html`<h2 id="keys">${t('apiKeys.heading')}</h2>
    <p>${t('apiKeys.adminIntro')}</p>
    ${
      keys.length === 0
        ? html`<p class="muted">${t('apiKeys.adminNone')}</p>`
        : html`<ul class="pushes">${keys.map((key) => keyRow(c, key, now, `${keysPath(userId)}/${key.id}/revoke`))}</ul>`
    }`;
}

export interface UserKeysDeps {
  store: UserStore & ApiKeyStore;
  activity: ActivityRecorder;
  now: () => number;
}

/** `/admin/users/:id/keys/:key/revoke`: an administrator revokes one of a user's keys, recorded as theirs. */
export function userKeysRoutes(deps: UserKeysDeps) {
  return new Hono<PageEnv>().post('/users/:id/keys/:key/revoke', async (c) => {
    const user = await deps.store.findUserById(c.req.param('id'));
    if (user === undefined) return notFoundPage(c);
    const { admin, client } = adminAct(c);
    const log = { activity: deps.activity, actor: userActor(admin), client };
    await revokeApiKey(deps, user.id, c.req.param('key'), 'administrator', log);
    return c.redirect(`/admin/users/${encodeURIComponent(user.id)}?done=key_revoked#keys`, 303);
  });
}
