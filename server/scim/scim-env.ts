import type { AccountLog } from '../accounts/account-log.ts';
import type { DirectorySettings } from '../accounts/directory/directory-settings.ts';
import type { ActivityRecorder } from '../activity/activity-recorder.ts';
import type { Counters } from '../limits/counters.ts';
import type { Logger } from '../log/log.ts';
import type { PushService } from '../pushes/service.ts';
import type { Store } from '../store/port.ts';

/** What the SCIM routes need: the store, the push service (a leaver's pushes expire through it), settings. */
export interface ScimDeps {
  store: Store;
  service: PushService;
  directory: DirectorySettings;
  /** The account digest key the administrator's page made the secrets' digests with. */
  digestKey: Buffer;
  activity: ActivityRecorder;
  /** Where refused calls are counted and their log entries spaced, shared by every process. */
  counters: Counters;
  now: () => number;
  logger: Logger;
  overrideBaseUrl: string | null;
  bodyLimitBytes: number;
}

/** What the secret check leaves for the routes: the call's log (the provisioning client its actor) and the endpoint's URL. */
export interface ScimEnv {
  Variables: { scimLog: AccountLog; scimBase: string };
}
