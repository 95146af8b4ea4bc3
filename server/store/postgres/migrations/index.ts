import { initialSchema } from './001-initial-schema.ts';
import { countersSchema } from './002-counters.ts';
import { batchedStatements } from './003-batched-statements.ts';
import { userAdminFlag } from './004-user-admin-flag.ts';
import { invitations } from './005-invitations.ts';
import { userLanguage } from './006-user-language.ts';
import { signInRecords } from './007-sign-in-records.ts';
import { deliveries } from './008-deliveries.ts';
import { notifications } from './009-notifications.ts';
import { requests } from './010-requests.ts';
import { sealedPushes } from './011-sealed-pushes.ts';
import { fileKeys } from './012-file-keys.ts';
import { policy } from './013-policy.ts';
import { brandLogos } from './014-brand-logos.ts';
import { activityLog } from './015-activity-log.ts';
import { activitySearch } from './016-activity-search.ts';
import { activityStreamCursors } from './017-activity-stream-cursors.ts';
import { suspendedUsers } from './018-suspended-users.ts';
import { pushGates } from './019-push-gates.ts';
import { noticeViewers } from './020-notice-viewers.ts';
import { requestGates } from './021-request-gates.ts';
import { apiKeys } from './022-api-keys.ts';
import { passkeys } from './023-passkeys.ts';
import { directory } from './024-directory.ts';

/** One schema change: applied once, in its own transaction, in version order. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Every migration this code knows, oldest first; a new one takes the next version and one line here. */
export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  countersSchema,
  batchedStatements,
  userAdminFlag,
  invitations,
  userLanguage,
  signInRecords,
  deliveries,
  notifications,
  requests,
  sealedPushes,
  fileKeys,
  policy,
  brandLogos,
  activityLog,
  activitySearch,
  activityStreamCursors,
  suspendedUsers,
  pushGates,
  noticeViewers,
  requestGates,
  apiKeys,
  passkeys,
  directory,
];
