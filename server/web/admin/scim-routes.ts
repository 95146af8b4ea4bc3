import { Hono } from 'hono';
import type { DirectorySettings } from '../../accounts/directory/directory-settings.ts';
import { makeScimSecret, revokeScimSecret } from '../../accounts/directory/scim-secrets.ts';
import type { ActivityRecorder } from '../../activity/activity-recorder.ts';
import { baseUrl } from '../../http/client-info.ts';
import type { DirectoryStore } from '../../store/directory-store.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { requestAccountLog } from '../chrome/request-account-log.ts';
import { keepTokenForDisplay, type ShownOncePlace, takeTokenForDisplay } from '../chrome/token-once.ts';
import { scimPage, scimSecretMadePage } from './scim-views.ts';

export interface ScimPageDeps {
  store: DirectoryStore;
  directory: DirectorySettings;
  digestKey: Buffer;
  activity: ActivityRecorder;
  now: () => number;
  overrideBaseUrl: string | null;
}

/** Where a new secret waits for the one page that shows it. */
const SECRET_SHOWN: ShownOncePlace = { cookie: 'sp_new_scim_secret', path: '/admin/scim/secrets/new' };

/** `/admin/scim`: the provisioning endpoint's secrets, made (shown once) and revoked by an administrator. */
export function scimPageRoutes(deps: ScimPageDeps) {
  const endpoint = (c: Parameters<typeof baseUrl>[0]) => `${baseUrl(c, deps.overrideBaseUrl)}/scim/v2`;
  const view = async (c: Parameters<typeof baseUrl>[0]) => ({
    endpoint: endpoint(c),
    directory: deps.directory,
    secrets: [...(await deps.store.listScimSecrets())].reverse(),
  });
  return new Hono<PageEnv>()
    .get('/', async (c) =>
      c.html(
        scimPage(c, {
          ...(await view(c)),
          ...(c.req.query('done') === 'revoked' ? { notice: 'revoked' } : {}),
        }),
      ),
    )
    .post('/secrets', async (c) => {
      const form = await c.req.parseBody();
      const name = typeof form.name === 'string' ? form.name.trim() : '';
      if (name === '') return c.html(scimPage(c, { ...(await view(c)), nameMissing: true }), 422);
      const log = requestAccountLog(c, deps.activity);
      const made = await makeScimSecret(deps, name, c.get('user')?.email ?? null, log);
      keepTokenForDisplay(c, made.secret, deps.now(), deps.overrideBaseUrl, SECRET_SHOWN);
      return c.redirect('/admin/scim/secrets/new', 303);
    })
    .get('/secrets/new', (c) =>
      c.html(scimSecretMadePage(c, takeTokenForDisplay(c, deps.now(), SECRET_SHOWN), endpoint(c))),
    )
    .post('/secrets/:id/revoke', async (c) => {
      await revokeScimSecret(deps, c.req.param('id'), requestAccountLog(c, deps.activity));
      return c.redirect('/admin/scim?done=revoked', 303);
    });
}
