import { type Context, Hono } from 'hono';
import { normalizeNewPush } from '../../shared/normalize.ts';
import type { InstanceSettings } from '../../shared/settings.ts';
import { htmlUrl } from '../../shared/wire.ts';
import { auditMeta, baseUrl } from '../http/client-info.ts';
import type { PushService } from '../pushes/service.ts';
import { createdPage, defaultForm, type HomeForm, homePage, signInToCreatePage } from './home-views.ts';
import type { PageEnv } from './page-env.ts';
import { formExpired } from './recipient-views.ts';
import { csrfMatches } from './web-session.ts';

export interface HomeDeps {
  service: PushService;
  settings: InstanceSettings;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** `/`: a small text-push form, for anonymous visitors when the instance allows it, else for signed-in users. */
export function homeRoutes({ service, settings }: HomeDeps) {
  const rules = settings.kinds.text;
  const mayCreate = (c: Context<PageEnv>) => settings.allowAnonymous || c.get('user') !== null;

  return new Hono<PageEnv>()
    .get('/', (c) => c.html(mayCreate(c) ? homePage(c, rules, defaultForm(rules)) : signInToCreatePage(c)))
    .post('/', async (c) => {
      const body = await c.req.parseBody();
      if (!csrfMatches(c, body)) return formExpired(c);
      if (!mayCreate(c)) return c.html(signInToCreatePage(c), 403);
      const form: HomeForm = {
        payload: text(body.payload),
        days: text(body.expire_after_days),
        views: text(body.expire_after_views),
        retrievalStep: body.retrieval_step === 'on',
        deletable: body.deletable_by_viewer === 'on',
      };
      const input = normalizeNewPush(
        {
          kind: 'text',
          payload: form.payload,
          passphrase: text(body.passphrase),
          expire_after_days: form.days,
          expire_after_views: form.views,
          retrieval_step: form.retrievalStep,
          deletable_by_viewer: form.deletable,
        },
        settings,
      );
      if (!input.ok)
        return c.html(homePage(c, rules, form, input.refusal.body as Record<string, string[]>), 422);
      const { push } = await service.create(input.value, { user: c.get('user'), audit: auditMeta(c) });
      const link = htmlUrl(baseUrl(c, settings.overrideBaseUrl), push.urlToken, push.retrievalStep);
      return c.html(createdPage(c, link, push.expireAfterDays, push.expireAfterViews));
    });
}
