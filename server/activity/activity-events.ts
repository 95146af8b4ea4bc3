import type { ActivityCategory } from '../store/activity-store.ts';

/**
 * Every event the activity log knows, with the category whose retention keeps it. The names are
 * the log's vocabulary for pages, exports and streams alike (docs/activity-log.md), so a name,
 * once recorded, never changes its meaning.
 */
export const ACTIVITY_EVENTS = {
  'push.created': 'push',
  'push.viewed': 'push',
  'push.viewed_by_owner': 'push',
  'push.passphrase_failed': 'push',
  'push.edited': 'push',
  'push.expired': 'push',
  'push.deleted': 'push',
  'push.file_downloaded': 'push',
  'push.link_mailed': 'push',

  'request.asked': 'request',
  'request.answered': 'request',
  'request.closed': 'request',

  sign_in: 'security',
  'sign_in.password_checked': 'security',
  'sign_in.failed': 'security',
  'two_factor.set_up': 'security',
  'two_factor.used': 'security',
  'two_factor.failed': 'security',
  'two_factor.turned_off': 'security',
  'two_factor.reset': 'security',
  'backup_code.used': 'security',
  'backup_codes.renewed': 'security',
  'password.changed': 'security',
  'password.reset_asked': 'security',
  'password.reset': 'security',
  'email.changed': 'security',
  'api_token.created': 'security',
  'api_token.revoked': 'security',
  'browser_token.created': 'security',
  'browser_token.revoked': 'security',
  'api_key.created': 'security',
  'api_key.revoked': 'security',
  'api_key.refused': 'security',
  'passkey.added': 'security',
  'passkey.renamed': 'security',
  'passkey.removed': 'security',
  'session.ended': 'security',

  'invitation.sent': 'admin',
  'invitation.resent': 'admin',
  'invitation.revoked': 'admin',
  'invitation.accepted': 'admin',
  'user.created': 'admin',
  'user.role_changed': 'admin',
  'user.suspended': 'admin',
  'user.restored': 'admin',
  'user.removed': 'admin',
  'user.password_reset_sent': 'admin',
  'user.reset_link_shown': 'admin',
  'user.pushes_expired': 'admin',
  'user.pushes_handed_over': 'admin',
  'policy.changed': 'admin',
  'brand.changed': 'admin',

  'user.provisioned': 'admin',
  'user.directory_updated': 'admin',
  'user.deactivated': 'admin',
  'user.reactivated': 'admin',
  'user.deprovisioned': 'admin',
  'user.role_from_directory': 'admin',
  'scim_secret.created': 'admin',
  'scim_secret.revoked': 'admin',
  'scim.refused': 'security',
} as const satisfies Record<string, ActivityCategory>;

export type ActivityEventName = keyof typeof ACTIVITY_EVENTS;

export const ACTIVITY_EVENT_NAMES = Object.keys(ACTIVITY_EVENTS) as ActivityEventName[];

/** The category an event's retention follows. */
export const categoryOf = (event: ActivityEventName): ActivityCategory => ACTIVITY_EVENTS[event];
