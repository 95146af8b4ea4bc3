import type { ActivityCategory, NewActivity } from '../../../server/store/activity-store.ts';
import { T0 } from './fixtures.ts';

/** An event as a recorder would hand it over: an administrator changing a rule, unless told otherwise. */
export function activity(overrides: Partial<NewActivity> = {}): NewActivity {
  return {
    at: T0,
    category: 'admin',
    event: 'policy.changed',
    actor: { kind: 'user', id: 'user-1', name: 'admin@example.com' },
    address: '192.0.2.7',
    browser: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    target: { kind: 'policy', id: 'kinds.text.views.max' },
    outcome: 'success',
    details: { rule: 'kinds.text.views.max', from: '100', to: '10' },
    ...overrides,
  };
}

export const inCategory = (category: ActivityCategory, at: number, event = `${category}.event`) =>
  activity({ category, at, event });
