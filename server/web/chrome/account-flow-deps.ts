import type { AccountSettings } from '../../accounts/account-settings.ts';
import type { ActivityRecorder } from '../../activity/activity-recorder.ts';
import type { Cipher } from '../../crypto/cipher.ts';
import type { Counters } from '../../limits/counters.ts';
import type { Logger } from '../../log/log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { DeliveryStore } from '../../store/delivery-store.ts';
import type { DeviceTokenStore } from '../../store/device-token-store.ts';
import type { NotificationStore } from '../../store/notification-store.ts';
import type { OneTimeStore } from '../../store/one-time-store.ts';
import type { PasskeyStore } from '../../store/passkey-store.ts';
import type { SignInStore } from '../../store/sign-in-store.ts';
import type { UserStore } from '../../store/user-store.ts';
import type { SessionStore } from './session-store.ts';

/** What the sign-in flows' routes share: password reset, sign-up, two factors, single sign-on, browser tokens. */
export interface AccountFlowDeps {
  store: UserStore &
    SignInStore &
    OneTimeStore &
    DeviceTokenStore &
    NotificationStore &
    DeliveryStore &
    PasskeyStore;
  sessions: SessionStore;
  /** Attempt limits count here, shared by every worker. */
  counters: Counters;
  /** Null when no SMTP server is set: flows that need mail say what an administrator can do instead. */
  mailer: Mailer | null;
  accounts: AccountSettings;
  /** The policy in force's `twoFactorRequired`, read at each page; absent, only `accounts.requireMfa` requires it. */
  policyRequiresSecondFactor?: () => Promise<boolean>;
  /** The instance key's cipher: TOTP secrets and flow data are sealed with it. */
  cipher: Cipher;
  /** Keys the HMAC digests of short codes (backup codes): a copy of the store alone cannot try them all. */
  digestKey: Buffer;
  overrideBaseUrl: string | null;
  now: () => number;
  /** The instance's activity log, where sign-ins and account changes are recorded; none when omitted. */
  activity?: ActivityRecorder;
  /** Where refusals are logged, by kind only; nothing is logged when omitted. */
  logger?: Logger;
}
