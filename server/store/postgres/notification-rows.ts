import type {
  NotificationRecord,
  NotificationSettingsRecord,
  NotifyEvent,
  WebhookFormat,
} from '../records.ts';
import type { PushValue } from './push-rows.ts';

/** How notification settings and the feed lie in PostgreSQL (migration 009). */

export const SETTINGS_COLUMNS = [
  'user_id',
  'events',
  'by_email',
  'webhook_url',
  'webhook_secret',
  'webhook_format',
  'updated_at',
] as const;

export function settingsValues(settings: NotificationSettingsRecord): (PushValue | string[])[] {
  const { webhook } = settings;
  return [
    settings.userId,
    settings.events,
    settings.byEmail,
    webhook?.url ?? null,
    webhook?.secret ?? null,
    webhook?.format ?? null,
    settings.updatedAt,
  ];
}

export interface SettingsRow {
  user_id: string;
  events: string[];
  by_email: boolean;
  webhook_url: string | null;
  webhook_secret: string | null;
  webhook_format: string | null;
  updated_at: string;
}

export function settingsFromRow(row: SettingsRow): NotificationSettingsRecord {
  const { webhook_url: url, webhook_secret: secret, webhook_format: format } = row;
  return {
    userId: row.user_id,
    events: row.events as NotifyEvent[],
    byEmail: row.by_email,
    webhook:
      url === null || secret === null || format === null
        ? null
        : { url, secret, format: format as WebhookFormat },
    updatedAt: Number(row.updated_at),
  };
}

export const NOTIFICATION_COLUMNS = [
  'id',
  'user_id',
  'event',
  'url_token',
  'name',
  'kind',
  'created_at',
  'viewer',
] as const;

export function notificationValues(notification: NotificationRecord): PushValue[] {
  return [
    notification.id,
    notification.userId,
    notification.event,
    notification.urlToken,
    notification.name,
    notification.kind,
    notification.createdAt,
    notification.viewer ?? null,
  ];
}

export interface NotificationRow {
  id: string;
  user_id: string;
  event: string;
  url_token: string;
  name: string;
  kind: string;
  created_at: string;
  viewer: string | null;
}

export function notificationFromRow(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    userId: row.user_id,
    event: row.event as NotifyEvent,
    urlToken: row.url_token,
    name: row.name,
    kind: row.kind as NotificationRecord['kind'],
    createdAt: Number(row.created_at),
    ...(row.viewer === null ? {} : { viewer: row.viewer }),
  };
}
