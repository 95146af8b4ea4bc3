import type { ActivityStore } from '../../../server/store/activity-store.ts';
import type { ActivityStreamStore } from '../../../server/store/activity-stream-store.ts';
import type { ApiKeyStore } from '../../../server/store/api-key-store.ts';
import type { BrandLogoStore } from '../../../server/store/brand-logo-store.ts';
import type { DeliveryStore } from '../../../server/store/delivery-store.ts';
import type { DeviceTokenStore } from '../../../server/store/device-token-store.ts';
import type { DirectoryStore } from '../../../server/store/directory-store.ts';
import type { FileKeyStore } from '../../../server/store/file-key-store.ts';
import type { InvitationStore } from '../../../server/store/invitation-store.ts';
import type { NotificationStore } from '../../../server/store/notification-store.ts';
import type { OneTimeStore } from '../../../server/store/one-time-store.ts';
import type { PasskeyStore } from '../../../server/store/passkey-store.ts';
import type { PolicyStore } from '../../../server/store/policy-store.ts';
import type { Store } from '../../../server/store/port.ts';
import type { PushStore } from '../../../server/store/push-store.ts';
import type { RequestStore } from '../../../server/store/request-store.ts';
import type { ResealStore } from '../../../server/store/reseal/reseal-store.ts';
import type { SignInStore } from '../../../server/store/sign-in-store.ts';
import type { StoreControl } from '../../../server/store/store-control.ts';
import type { UserStore } from '../../../server/store/user-store.ts';
import type { Opened } from './conformance.ts';
import { activityRules } from './conformance-activity.ts';
import { activitySearchRules } from './conformance-activity-search.ts';
import { activityStreamRules } from './conformance-activity-stream.ts';
import { allPushesRules } from './conformance-all-pushes.ts';
import { apiKeyRules } from './conformance-api-keys.ts';
import { brandLogoRules } from './conformance-brand-logos.ts';
import { deliveryRules } from './conformance-deliveries.ts';
import { deviceTokenRules } from './conformance-device-tokens.ts';
import { directoryRules } from './conformance-directory.ts';
import { fileKeyRules } from './conformance-file-keys.ts';
import { invitationRules } from './conformance-invitations.ts';
import { notificationRules } from './conformance-notifications.ts';
import { oneTimeRules } from './conformance-one-times.ts';
import { passkeyRules } from './conformance-passkeys.ts';
import { policyRules } from './conformance-policy.ts';
import { pushRules } from './conformance-pushes.ts';
import { requestAdapter, requesterRules } from './conformance-requesters.ts';
import { requestRules } from './conformance-requests.ts';
import { resealRules } from './conformance-reseals.ts';
import { signInRules } from './conformance-sign-in.ts';
import { storeControlRules } from './conformance-store-control.ts';
import { suspensionRules } from './conformance-suspension.ts';
import { userAdminRules } from './conformance-user-admin.ts';
import { userLanguageRules } from './conformance-user-language.ts';
import { userRules } from './conformance-users.ts';

/** One slice of the port (named as its interface): its methods, and the suites every adapter passes for it. */
export interface StoreSlice {
  name: string;
  methods: readonly string[];
  suites: readonly ((adapter: Opened) => void)[];
}

// Each listing names its interface's methods exactly: the compiler refuses one missing or one too many.
const pushes = {
  insertPush: true,
  findPush: true,
  claimView: true,
  updatePush: true,
  logGate: true,
  logFailedPassphrase: true,
  expirePush: true,
  handOverPushes: true,
  listAllPushes: true,
  listByOwner: true,
  auditLog: true,
  expireDue: true,
  heldFileIds: true,
  countPushes: true,
} satisfies Record<keyof PushStore, true>;
const users = {
  insertUser: true,
  updateUser: true,
  removeUser: true,
  findUserByEmail: true,
  findUserByTokenHash: true,
  findUserById: true,
  listUsers: true,
  setUserAdmin: true,
  removeUserUnlessLastAdmin: true,
  setUserSuspended: true,
  noteSignIn: true,
  setUserLanguage: true,
} satisfies Record<keyof UserStore, true>;
const invitations = {
  insertInvitation: true,
  findInvitation: true,
  listInvitations: true,
  removeInvitation: true,
  acceptInvitation: true,
  issueSetupLink: true,
} satisfies Record<keyof InvitationStore, true>;
const signIn = {
  insertSession: true,
  findSession: true,
  removeSession: true,
  removeExpiredSessions: true,
  countUserSessions: true,
  removeUserSessions: true,
  setUserTotp: true,
  useTotpStep: true,
  useBackupCode: true,
} satisfies Record<keyof SignInStore, true>;
const oneTimes = {
  insertOneTime: true,
  findOneTime: true,
  takeOneTime: true,
  removeUserOneTimes: true,
  removeExpiredOneTimes: true,
} satisfies Record<keyof OneTimeStore, true>;
const deviceTokens = {
  insertDeviceToken: true,
  findDeviceToken: true,
  listDeviceTokens: true,
  removeDeviceToken: true,
  touchDeviceToken: true,
} satisfies Record<keyof DeviceTokenStore, true>;
const apiKeys = {
  insertApiKey: true,
  findApiKey: true,
  listApiKeys: true,
  revokeApiKey: true,
  touchApiKey: true,
} satisfies Record<keyof ApiKeyStore, true>;
const passkeys = {
  insertPasskey: true,
  findPasskey: true,
  listPasskeys: true,
  renamePasskey: true,
  removePasskey: true,
  usePasskey: true,
} satisfies Record<keyof PasskeyStore, true>;
const deliveries = {
  insertDelivery: true,
  claimDueDeliveries: true,
  finishDelivery: true,
  findDelivery: true,
  listUserDeliveries: true,
  removeDoneDeliveries: true,
} satisfies Record<keyof DeliveryStore, true>;
const notifications = {
  findNotificationSettings: true,
  setNotificationSettings: true,
  insertNotification: true,
  listNotifications: true,
  removeOldNotifications: true,
} satisfies Record<keyof NotificationStore, true>;
const requests = {
  insertRequest: true,
  findRequest: true,
  answerRequest: true,
  closeRequest: true,
  handOverRequests: true,
  listRequests: true,
  closeDueRequests: true,
  removeEndedRequests: true,
} satisfies Record<keyof RequestStore, true>;
const fileKeys = {
  putFileKey: true,
  findFileKey: true,
  retireFileKeys: true,
  removeFileKeys: true,
  fileKeysDue: true,
  listFileKeys: true,
} satisfies Record<keyof FileKeyStore, true>;
const policy = {
  changePolicy: true,
  readPolicy: true,
  policyVersion: true,
  policyHistory: true,
} satisfies Record<keyof PolicyStore, true>;
const brandLogos = {
  putBrandLogo: true,
  findBrandLogo: true,
} satisfies Record<keyof BrandLogoStore, true>;
const activity = {
  appendActivity: true,
  readActivity: true,
  activityCheckpoint: true,
  activityHead: true,
  searchActivity: true,
  removeOldActivity: true,
} satisfies Record<keyof ActivityStore, true>;
const activityStream = {
  streamCursor: true,
  saveStreamCursor: true,
  newestActivitySeq: true,
} satisfies Record<keyof ActivityStreamStore, true>;
const directory = {
  insertScimSecret: true,
  listScimSecrets: true,
  revokeScimSecret: true,
  putDirectoryUser: true,
  findDirectoryUser: true,
  listDirectoryUsers: true,
  putDirectoryGroup: true,
  findDirectoryGroup: true,
  listDirectoryGroups: true,
  removeDirectoryGroup: true,
} satisfies Record<keyof DirectoryStore, true>;
const reseals = {
  resealSlice: true,
} satisfies Record<keyof ResealStore, true>;
const control = {
  keyCheck: true,
  setKeyCheck: true,
  runAlone: true,
  health: true,
  close: true,
} satisfies Record<keyof StoreControl, true>;

/** Every method of the port by its slices' listings: the compiler refuses a port method that no slice lists. */
export const portMethods: Record<keyof Store, true> = {
  ...pushes,
  ...users,
  ...invitations,
  ...signIn,
  ...oneTimes,
  ...deviceTokens,
  ...apiKeys,
  ...passkeys,
  ...deliveries,
  ...notifications,
  ...requests,
  ...fileKeys,
  ...policy,
  ...brandLogos,
  ...activity,
  ...activityStream,
  ...directory,
  ...reseals,
  ...control,
};

const slice = (name: string, methods: object, suites: StoreSlice['suites']): StoreSlice => ({
  name,
  methods: Object.keys(methods),
  suites,
});

/** The slices the port is the sum of, each with its conformance suites (files named for it). */
export const storeSlices: readonly StoreSlice[] = [
  slice('PushStore', pushes, [pushRules, allPushesRules]),
  slice('UserStore', users, [userRules, userAdminRules, userLanguageRules, suspensionRules]),
  slice('InvitationStore', invitations, [invitationRules]),
  slice('SignInStore', signIn, [signInRules]),
  slice('OneTimeStore', oneTimes, [oneTimeRules]),
  slice('DeviceTokenStore', deviceTokens, [deviceTokenRules]),
  slice('ApiKeyStore', apiKeys, [apiKeyRules]),
  slice('PasskeyStore', passkeys, [passkeyRules]),
  slice('DeliveryStore', deliveries, [deliveryRules]),
  slice('NotificationStore', notifications, [notificationRules]),
  slice('RequestStore', requests, [(adapter) => requestRules(requestAdapter(adapter)), requesterRules]),
  slice('FileKeyStore', fileKeys, [fileKeyRules]),
  slice('PolicyStore', policy, [policyRules]),
  slice('BrandLogoStore', brandLogos, [brandLogoRules]),
  slice('ActivityStore', activity, [activityRules, activitySearchRules]),
  slice('ActivityStreamStore', activityStream, [activityStreamRules]),
  slice('DirectoryStore', directory, [directoryRules]),
  slice('ResealStore', reseals, [resealRules]),
  slice('StoreControl', control, [storeControlRules]),
];
