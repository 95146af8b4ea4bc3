import { Hono } from 'hono';
import type { NotifySettings } from '../notifications/notify-settings.ts';
import type { AccountFlowDeps } from './account-flow-deps.ts';
import type { PageEnv } from './page-env.ts';

export interface NotificationPageDeps extends AccountFlowDeps {
  notify: NotifySettings;
}

/** The account's notifications page: what to be told of and how, and the deliveries made. */
export function notificationPageRoutes(_deps: NotificationPageDeps) {
  return new Hono<PageEnv>();
}
