import type { ActivityStore } from './activity-store.ts';
import type { ActivityStreamStore } from './activity-stream-store.ts';
import type { ApiKeyStore } from './api-key-store.ts';
import type { BrandLogoStore } from './brand-logo-store.ts';
import type { DeliveryStore } from './delivery-store.ts';
import type { DeviceTokenStore } from './device-token-store.ts';
import type { DirectoryStore } from './directory-store.ts';
import type { FileKeyStore } from './file-key-store.ts';
import type { InvitationStore } from './invitation-store.ts';
import type { NotificationStore } from './notification-store.ts';
import type { OneTimeStore } from './one-time-store.ts';
import type { PasskeyStore } from './passkey-store.ts';
import type { PolicyStore } from './policy-store.ts';
import type { PushStore } from './push-store.ts';
import type { RequestStore } from './request-store.ts';
import type { ResealStore } from './reseal/reseal-store.ts';
import type { SignInStore } from './sign-in-store.ts';
import type { StoreControl } from './store-control.ts';
import type { UserStore } from './user-store.ts';

/**
 * The storage contract: the sum of its slices, each in its own file, so a caller asks for the slice
 * it uses. Every method that changes data resolves only once the change is durable. Each mutation is
 * atomic: concurrent calls never see a half-applied change. A method that cannot reach its storage
 * throws StoreUnavailableError (store-unavailable.ts) and has changed nothing.
 */
export interface Store
  extends PushStore,
    UserStore,
    InvitationStore,
    SignInStore,
    OneTimeStore,
    DeviceTokenStore,
    ApiKeyStore,
    PasskeyStore,
    DeliveryStore,
    NotificationStore,
    RequestStore,
    FileKeyStore,
    PolicyStore,
    BrandLogoStore,
    ActivityStore,
    ActivityStreamStore,
    DirectoryStore,
    ResealStore,
    StoreControl {}
