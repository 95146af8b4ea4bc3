import type { NotificationRecord, NotificationSettingsRecord } from './records.ts';

/** A user's notification choices and their feed of events; the contract of port.ts holds for every method. */
export interface NotificationStore {
  /** A user's notification choices; undefined when they made none. */
  findNotificationSettings(userId: string): Promise<NotificationSettingsRecord | undefined>;
  /** Stores a user's choices, replacing any; false (nothing stored) for no such user. Removed with the user. */
  setNotificationSettings(settings: NotificationSettingsRecord): Promise<boolean>;
  /**
   * Adds an event to its user's feed; stores nothing for a user who no longer exists (a removed
   * owner's push still read). A second event with the same id throws StoreConflictError. Removed with the user.
   */
  insertNotification(notification: NotificationRecord): Promise<void>;
  /**
   * A user's feed after a point, oldest first: events created after `after`, or at `after` with an id
   * greater than `afterId` (so a reader that keeps the last one it saw misses none and sees none twice).
   */
  listNotifications(
    userId: string,
    after: { createdAt: number; id: string },
    limit: number,
  ): Promise<NotificationRecord[]>;
  /** Deletes feed events created before `before`; returns how many. */
  removeOldNotifications(before: number): Promise<number>;
}
