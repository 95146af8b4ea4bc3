import type { NotificationRecord, NotificationSettingsRecord } from '../records.ts';
import { StoreConflictError } from '../store-conflict.ts';
import {
  NOTIFICATION_COLUMNS,
  type NotificationRow,
  notificationFromRow,
  notificationValues,
  SETTINGS_COLUMNS,
  type SettingsRow,
  settingsFromRow,
  settingsValues,
} from './notification-rows.ts';
import type { Query } from './push-queries.ts';

const SETTINGS_FIELDS = SETTINGS_COLUMNS.join(', ');
const NOTIFICATION_FIELDS = NOTIFICATION_COLUMNS.join(', ');
/** Typed: parameters in a SELECT list are not given their target columns' types as VALUES's are. */
const params = (types: readonly string[]) => types.map((type, i) => `$${i + 1}::${type}`).join(', ');

const S = {
  findSettings: {
    name: 'sp_find_notification_settings',
    text: `SELECT ${SETTINGS_FIELDS} FROM notification_settings WHERE user_id = $1`,
  },
  // Nothing for a user unknown; one row per user, replaced whole.
  setSettings: {
    name: 'sp_set_notification_settings',
    text: `INSERT INTO notification_settings (${SETTINGS_FIELDS})
      SELECT ${params(['text', 'text[]', 'boolean', 'text', 'text', 'text', 'bigint'])} WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)
      ON CONFLICT (user_id) DO UPDATE SET events = excluded.events, by_email = excluded.by_email,
        webhook_url = excluded.webhook_url, webhook_secret = excluded.webhook_secret,
        webhook_format = excluded.webhook_format, updated_at = excluded.updated_at`,
  },
  insert: {
    name: 'sp_insert_notification',
    text: `INSERT INTO notifications (${NOTIFICATION_FIELDS})
      SELECT ${params(['text', 'text', 'text', 'text', 'text', 'text', 'bigint', 'text'])} WHERE EXISTS (SELECT 1 FROM users WHERE id = $2)`,
  },
  // The row comparison walks notifications_feed from the reader's position on.
  list: {
    name: 'sp_list_notifications',
    text: `SELECT ${NOTIFICATION_FIELDS} FROM notifications
      WHERE user_id = $1 AND (created_at, id) > ($2::bigint, $3::text COLLATE "C")
      ORDER BY created_at, id LIMIT $4`,
  },
  removeOld: { name: 'sp_remove_old_notifications', text: 'DELETE FROM notifications WHERE created_at < $1' },
};

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function failure(error: unknown): { code?: string; constraint?: string } {
  return error as { code?: string; constraint?: string };
}

/** The notification methods of the port, each one statement. */
export function notificationQueries(query: Query) {
  return {
    findNotificationSettings: async (userId: string) => {
      const row = (await query<SettingsRow>(S.findSettings, [userId])).rows[0];
      return row === undefined ? undefined : settingsFromRow(row);
    },
    setNotificationSettings: async (settings: NotificationSettingsRecord): Promise<boolean> => {
      try {
        return ((await query(S.setSettings, settingsValues(settings))).rowCount ?? 0) > 0;
      } catch (error) {
        // The user went between the look-up and the check: as if they had gone before.
        if (failure(error).code === FOREIGN_KEY_VIOLATION) return false;
        throw error;
      }
    },
    insertNotification: async (notification: NotificationRecord): Promise<void> => {
      try {
        await query(S.insert, notificationValues(notification));
      } catch (error) {
        const { code, constraint } = failure(error);
        if (code === UNIQUE_VIOLATION && constraint === 'notifications_pkey')
          throw new StoreConflictError('That notification id is taken.');
        // Its user went meanwhile: no one is left to read it, as when they went before.
        if (code !== FOREIGN_KEY_VIOLATION) throw error;
      }
    },
    listNotifications: async (userId: string, after: { createdAt: number; id: string }, limit: number) => {
      const values = [userId, after.createdAt, after.id, Math.max(limit, 0)];
      return (await query<NotificationRow>(S.list, values)).rows.map(notificationFromRow);
    },
    removeOldNotifications: async (before: number) => (await query(S.removeOld, [before])).rowCount ?? 0,
  };
}
