import { type Context, Hono } from 'hono';
import type { ActivityRecorder } from '../../activity/activity-recorder.ts';
import { activityClient } from '../../http/activity-client.ts';
import type { BrandSource } from '../../pushes/brand-source.ts';
import { changeBrand } from '../../pushes/change-brand.ts';
import { changePolicy } from '../../pushes/change-policy.ts';
import type { PolicyReader } from '../../pushes/service.ts';
import type { BrandLogoStore } from '../../store/brand-logo-store.ts';
import type { PolicyStore } from '../../store/policy-store.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { askedBrand, brandProblemWords } from './settings-brand-form.ts';
import type { BrandFormState } from './settings-brand-view.ts';
import { askedRules, draftOf, errorWords } from './settings-form.ts';
import { HISTORY_PAGE_SIZE, type HistoryPage } from './settings-history-view.ts';
import { type SettingsView, settingsPage } from './settings-views.ts';

export interface SettingsDeps {
  store: PolicyStore & BrandLogoStore;
  policy: PolicyReader;
  brand: BrandSource;
  now: () => number;
  activity: ActivityRecorder;
}

/** `/admin/settings`: the policy's rules and the brand, and who changed what; behind the admin routes' guard. */
export function settingsRoutes(deps: SettingsDeps) {
  const { store, policy, brand } = deps;

  async function historyPage(asked: string | undefined): Promise<HistoryPage> {
    const page = Math.max(1, Number.parseInt(asked ?? '1', 10) || 1);
    const offset = (page - 1) * HISTORY_PAGE_SIZE;
    // One more than shown tells whether an older page exists.
    const found = await store.policyHistory({ offset, limit: HISTORY_PAGE_SIZE + 1 });
    return { changes: found.slice(0, HISTORY_PAGE_SIZE), page, more: found.length > HISTORY_PAGE_SIZE };
  }

  async function brandForm(extra: Partial<BrandFormState> = {}): Promise<BrandFormState> {
    const { values } = await brand.fresh();
    const { pins, showFooterMenu } = brand.settings;
    return { values, draft: {}, pins, errors: {}, showFooterMenu, ...extra };
  }

  const signedIn = (c: Context<PageEnv>) => {
    const user = c.get('user');
    if (user === null) throw new Error('The admin routes run for a signed-in user only.');
    return user;
  };

  return new Hono<PageEnv>()
    .get('/', async (c) => {
      const done = c.req.query('done');
      const view: SettingsView = {
        draft: draftOf((await policy.fresh()).policy),
        pins: policy.settings.pins,
        errors: {},
        history: await historyPage(c.req.query('page')),
        brand: await brandForm(
          done === 'brand-saved' || done === 'brand-unchanged'
            ? { notice: done === 'brand-saved' ? 'saved' : 'unchanged' }
            : {},
        ),
        ...(done === 'saved' || done === 'unchanged' ? { notice: done } : {}),
      };
      return c.html(settingsPage(c, view));
    })
    .post('/', async (c) => {
      const user = signedIn(c);
      const { pins } = policy.settings;
      const asked = askedRules(await c.req.parseBody(), pins);
      const done = await changePolicy(
        { store, source: policy, now: deps.now, activity: deps.activity },
        user,
        asked,
        activityClient(c),
      );
      if (done.ok)
        return c.redirect(
          `/admin/settings?done=${done.value.changed.length > 0 ? 'saved' : 'unchanged'}`,
          303,
        );
      const errors = done.refusal.body as Record<string, string[]>;
      const draft = draftOf((await policy.fresh()).policy, asked, pins);
      const view: SettingsView = {
        draft,
        pins,
        errors: errorWords(pageLanguage(c).t, errors, draft, pins),
        refused: true,
        history: await historyPage(undefined),
        brand: await brandForm(),
      };
      return c.html(settingsPage(c, view), done.refusal.status === 403 ? 403 : 422);
    })
    .post('/brand', async (c) => {
      const user = signedIn(c);
      const { values } = await brand.fresh();
      const { asked, draft } = await askedBrand(await c.req.parseBody(), values);
      const done = await changeBrand(
        { store, source: brand, now: deps.now, activity: deps.activity },
        user,
        asked,
        activityClient(c),
      );
      if (done.ok)
        return c.redirect(
          `/admin/settings?done=${done.changed.length > 0 ? 'brand-saved' : 'brand-unchanged'}#brand`,
          303,
        );
      const { t } = pageLanguage(c);
      const errors = Object.fromEntries(
        Object.entries(done.problems).map(([field, problem]) => [field, brandProblemWords(t, problem)]),
      );
      const view: SettingsView = {
        draft: draftOf((await policy.fresh()).policy),
        pins: policy.settings.pins,
        errors: {},
        history: await historyPage(undefined),
        brand: await brandForm({ draft, errors, refused: true }),
      };
      return c.html(settingsPage(c, view), done.status);
    });
}
