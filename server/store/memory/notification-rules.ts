import type { NotificationRecord, NotificationSettingsRecord } from '../records.ts';
import { StoreConflictError } from '../store-conflict.ts';
import type { Effect } from './effects.ts';
import type { StoreState } from './store-state.ts';

/** The port's rules for what owners are told: their choices, and the feed of their pushes' events. */
export class NotificationRules {
  constructor(
    private readonly state: StoreState,
    private readonly emit: (effect: Effect) => void,
  ) {}

  setNotificationSettings(settings: NotificationSettingsRecord): boolean {
    if (!this.state.users.has(settings.userId)) return false;
    this.emit({ t: 'notifyset', settings });
    return true;
  }

  insertNotification(notification: NotificationRecord): void {
    if (this.state.notifications.has(notification.id))
      throw new StoreConflictError('That notification id is taken.');
    // An event of a user removed meanwhile has no one left to read it.
    if (!this.state.users.has(notification.userId)) return;
    this.emit({ t: 'notification', notification });
  }

  removeOldNotifications(before: number): number {
    const removed = this.state.notifications.countBefore(before);
    // One effect for the lot: a week's events of a busy instance would be a long journal line one by one.
    if (removed > 0) this.emit({ t: 'unnotifications', before });
    return removed;
  }
}
