import { Hono } from 'hono';
import { changePolicy } from '../../pushes/change-policy.ts';
import type { PolicyReader } from '../../pushes/service.ts';
import type { PolicyStore } from '../../store/policy-store.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { askedRules, draftOf, errorWords } from './settings-form.ts';
import { HISTORY_PAGE_SIZE, type HistoryPage } from './settings-history-view.ts';
import { type SettingsView, settingsPage } from './settings-views.ts';

export interface SettingsDeps {
  store: PolicyStore;
  policy: PolicyReader;
  now: () => number;
}

/** `/admin/settings`: the policy's rules and the brand, and who changed what; behind the admin routes' guard. */
export function settingsRoutes(deps: SettingsDeps) {
  const { store, policy } = deps;

  async function historyPage(asked: string | undefined): Promise<HistoryPage> {
    const page = Math.max(1, Number.parseInt(asked ?? '1', 10) || 1);
    const offset = (page - 1) * HISTORY_PAGE_SIZE;
    // One more than shown tells whether an older page exists.
    const found = await store.policyHistory({ offset, limit: HISTORY_PAGE_SIZE + 1 });
    return { changes: found.slice(0, HISTORY_PAGE_SIZE), page, more: found.length > HISTORY_PAGE_SIZE };
  }

  return new Hono<PageEnv>()
    .get('/', async (c) => {
      const done = c.req.query('done');
      const view: SettingsView = {
        draft: draftOf((await policy.fresh()).policy),
        pins: policy.settings.pins,
        errors: {},
        history: await historyPage(c.req.query('page')),
        ...(done === 'saved' || done === 'unchanged' ? { notice: done } : {}),
      };
      return c.html(settingsPage(c, view));
    })
    .post('/', async (c) => {
      const user = c.get('user');
      if (user === null) throw new Error('The admin routes run for a signed-in user only.');
      const { pins } = policy.settings;
      const asked = askedRules(await c.req.parseBody(), pins);
      const done = await changePolicy({ store, source: policy, now: deps.now }, user, asked);
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
      };
      return c.html(settingsPage(c, view), done.refusal.status === 403 ? 403 : 422);
    });
}
