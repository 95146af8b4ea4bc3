import type { DirectoryGroupRecord } from '../directory-store.ts';
import type { PasskeyRecord } from '../passkey-store.ts';
import type { Store } from '../port.ts';
import { listedPush } from '../records.ts';
import type { StoreHealth } from '../store-control.ts';
import { listAllPushes } from './all-pushes.ts';
import { apiKeysOf } from './api-key-rules.ts';
import type { Effect } from './effects.ts';
import { fileKeysDue } from './file-key-rules.ts';
import { passkeysOf } from './passkey-rules.ts';
import { countPushes } from './push-counts.ts';
import { listRequests } from './request-rules.ts';
import { sweepInSlices } from './sliced-sweep.ts';
import { StoreRules } from './store-rules.ts';
import type { StoreState } from './store-state.ts';

export interface StateStoreOptions {
  /** Makes one mutation's effects durable; the mutation's promise waits for it. */
  persist: (effects: Effect[]) => Promise<void>;
  /** Expired pushes older than this are deleted, audit included, by `expireDue`; null keeps them. */
  purgeAfterMs: number | null;
  close: () => Promise<void>;
  /** Throws StoreUnavailableError when the adapter cannot take writes now; checked before a mutation changes anything. */
  guard?: () => void;
  health?: () => Promise<StoreHealth>;
  /** Milliseconds from any origin; times each sweep slice's hold on the event loop. `performance.now` by default. */
  clock?: () => number;
}

/** The port, plus the one way an adapter swaps in a state reloaded from its storage. */
export interface StateBackedStore extends Store {
  replaceState(next: StoreState): void;
}

const ALWAYS_WRITABLE: StoreHealth = { writable: true, problem: null };

/**
 * The port over an in-memory state. Every adapter is this plus its own `persist`, so the rules
 * cannot differ between adapters. Each mutation runs synchronously, then waits to be durable.
 */
export function stateStore(initial: StoreState, options: StateStoreOptions): StateBackedStore {
  let state = initial;
  let rules = new StoreRules(state);
  let closed = false;
  let sweeping: Promise<unknown> = Promise.resolve();

  async function mutate<T>(step: () => T): Promise<T> {
    if (closed) throw new Error('The store is closed.');
    options.guard?.();
    const { result, effects } = rules.run(step);
    if (effects.length > 0) await options.persist(effects);
    return result;
  }

  return {
    insertPush: (push, creation, now) => mutate(() => rules.insertPush(push, creation, now)),
    findPush: async (urlToken) => state.pushes.get(urlToken),
    claimView: (urlToken, by, now, claiming) =>
      mutate(() => {
        claiming?.signal?.throwIfAborted();
        return rules.claimView(urlToken, by, now);
      }),
    updatePush: (urlToken, edit, audit, now) => mutate(() => rules.updatePush(urlToken, edit, audit, now)),
    logGate: (urlToken, entry, audit, now) => mutate(() => rules.logGate(urlToken, entry, audit, now)),
    logFailedPassphrase: (urlToken, audit, now) =>
      mutate(() => rules.logFailedPassphrase(urlToken, audit, now)),
    expirePush: (urlToken, by, now) => mutate(() => rules.expirePush(urlToken, by, now)),
    handOverPushes: (fromId, toId, now) => mutate(() => rules.handOverPushes(fromId, toId, now)),
    listAllPushes: async (query) => listAllPushes(state.pushes.values(), query).map(listedPush),
    listByOwner: async (ownerId, query) => state.listByOwner(ownerId, query).map(listedPush),
    auditLog: async (urlToken, page) => newestFirst(state.audits.get(urlToken) ?? [], page),
    expireDue: (now, purged) => {
      // One sweep at a time: sweeps side by side (a listing asks for one) would each run a slice per turn.
      const sweep = sweeping.then(() =>
        sweepInSlices(
          (limit) => mutate(() => rules.expireDue(now, options.purgeAfterMs, limit)),
          options.clock ?? (() => performance.now()),
          purged,
        ),
      );
      // Holds neither outcome: the pushes a sweep returns, with their payloads, must go once its caller is done.
      sweeping = sweep.then(
        () => {},
        () => {},
      );
      return sweep;
    },
    heldFileIds: async () => state.heldFileIds(),

    insertUser: (user) => mutate(() => rules.users.insertUser(user)),
    updateUser: (user) => mutate(() => rules.users.updateUser(user)),
    removeUser: (id) => mutate(() => rules.users.removeUser(id)),
    findUserByEmail: async (email) => userById(state, state.userIdByEmail(email)),
    findUserByTokenHash: async (tokenHash) => userById(state, state.userIdByTokenHash(tokenHash)),
    findUserById: async (id) => state.users.get(id),
    listUsers: async () => [...state.users.values()],
    setUserAdmin: (id, admin) => mutate(() => rules.users.setUserAdmin(id, admin)),
    removeUserUnlessLastAdmin: (id) => mutate(() => rules.users.removeUserUnlessLastAdmin(id)),
    setUserSuspended: (id, suspended) => mutate(() => rules.users.setUserSuspended(id, suspended)),
    noteSignIn: (id, at) => mutate(() => rules.users.noteSignIn(id, at)),
    setUserLanguage: (id, language) => mutate(() => rules.users.setUserLanguage(id, language)),
    countPushes: async (now) => countPushes(state, now),
    insertInvitation: (invitation) => mutate(() => rules.invitations.insertInvitation(invitation)),
    findInvitation: async (tokenHash) => state.invitations.get(tokenHash),
    listInvitations: async () =>
      [...state.invitations.values()]
        .filter((i) => i.email !== null)
        .sort((a, b) => a.createdAt - b.createdAt),
    removeInvitation: (tokenHash) => mutate(() => rules.invitations.removeInvitation(tokenHash)),
    acceptInvitation: (tokenHash, user, now) =>
      mutate(() => rules.invitations.acceptInvitation(tokenHash, user, now)),
    issueSetupLink: (link) => mutate(() => rules.invitations.issueSetupLink(link)),

    insertSession: (session) => mutate(() => rules.signIns.insertSession(session)),
    findSession: async (idHash) => state.sessions.get(idHash),
    removeSession: (idHash) => mutate(() => rules.signIns.removeSession(idHash)),
    removeExpiredSessions: (now) => mutate(() => rules.signIns.removeExpiredSessions(now)),
    countUserSessions: async (userId, now) => {
      let live = 0;
      for (const session of state.sessions.values())
        if (session.userId === userId && session.expiresAt > now) live++;
      return live;
    },
    removeUserSessions: (userId, keep) => mutate(() => rules.signIns.removeUserSessions(userId, keep)),

    setUserTotp: (userId, totp) => mutate(() => rules.users.setUserTotp(userId, totp)),
    useTotpStep: (userId, step) => mutate(() => rules.users.useTotpStep(userId, step)),
    useBackupCode: (userId, digest) => mutate(() => rules.users.useBackupCode(userId, digest)),

    insertOneTime: (record) => mutate(() => rules.signIns.insertOneTime(record)),
    findOneTime: async (hash, purpose, now) => {
      const record = state.oneTimes.get(hash);
      return record?.purpose === purpose && record.expiresAt > now ? record : undefined;
    },
    takeOneTime: (hash, purpose, now) => mutate(() => rules.signIns.takeOneTime(hash, purpose, now)),
    removeUserOneTimes: (userId, purpose) => mutate(() => rules.signIns.removeUserOneTimes(userId, purpose)),
    removeExpiredOneTimes: (now) => mutate(() => rules.signIns.removeExpiredOneTimes(now)),

    insertDeviceToken: (token) => mutate(() => rules.signIns.insertDeviceToken(token)),
    findDeviceToken: async (tokenHash) => state.deviceTokens.byTokenHash(tokenHash),
    listDeviceTokens: async (userId) => state.deviceTokens.ofUser(userId),
    removeDeviceToken: (userId, id) => mutate(() => rules.signIns.removeDeviceToken(userId, id)),
    touchDeviceToken: (id, at) => mutate(() => rules.signIns.touchDeviceToken(id, at)),

    insertApiKey: (key) => mutate(() => rules.apiKeys.insertApiKey(key)),
    findApiKey: async (id) => state.apiKeys.get(id),
    listApiKeys: async (userId) => apiKeysOf(state, userId),
    revokeApiKey: (userId, id, at) => mutate(() => rules.apiKeys.revokeApiKey(userId, id, at)),
    touchApiKey: (id, at, address) => mutate(() => rules.apiKeys.touchApiKey(id, at, address)),
    insertPasskey: (passkey) => mutate(() => rules.passkeys.insertPasskey(passkey)),
    findPasskey: async (id) => copyPasskey(state.passkeys.get(id)),
    listPasskeys: async (userId) =>
      passkeysOf(state, userId).map((passkey) => copyPasskey(passkey) ?? passkey),
    renamePasskey: (userId, id, name) => mutate(() => rules.passkeys.renamePasskey(userId, id, name)),
    removePasskey: (userId, id) => mutate(() => rules.passkeys.removePasskey(userId, id)),
    usePasskey: (id, counter, at) => mutate(() => rules.passkeys.usePasskey(id, counter, at)),

    insertDelivery: (delivery) => mutate(() => rules.deliveries.insertDelivery(delivery)),
    claimDueDeliveries: (now, limit, leaseMs, channels) =>
      mutate(() => rules.deliveries.claimDueDeliveries(now, limit, leaseMs, channels)),
    finishDelivery: (id, outcome, now) => mutate(() => rules.deliveries.finishDelivery(id, outcome, now)),
    findDelivery: async (id) => copy(state.deliveries.get(id)),
    listUserDeliveries: async (userId, limit) => state.deliveries.ofUser(userId).slice(0, Math.max(limit, 0)),
    removeDoneDeliveries: (before) => mutate(() => rules.deliveries.removeDoneDeliveries(before)),

    findNotificationSettings: async (userId) => state.notificationSettings.get(userId),
    setNotificationSettings: (settings) =>
      mutate(() => rules.notifications.setNotificationSettings(settings)),
    insertNotification: (notification) => mutate(() => rules.notifications.insertNotification(notification)),
    listNotifications: async (userId, after, limit) => state.notifications.after(userId, after, limit),
    removeOldNotifications: (before) => mutate(() => rules.notifications.removeOldNotifications(before)),

    // Requests go in and out as copies: a caller changing one changes nothing stored.
    insertRequest: (request) => mutate(() => rules.requests.insertRequest({ ...request })),
    findRequest: async (urlToken) => copy(state.requests.get(urlToken)),
    answerRequest: async (urlToken, answerToken, now) => {
      const answer = await mutate(() => rules.requests.answerRequest(urlToken, answerToken, now));
      return answer === undefined ? undefined : { ...answer, request: { ...answer.request } };
    },
    handOverRequests: (fromId, toId, now) => mutate(() => rules.requests.handOverRequests(fromId, toId, now)),
    closeRequest: async (urlToken, now) => {
      const closed = await mutate(() => rules.requests.closeRequest(urlToken, now));
      return closed === undefined ? undefined : { before: { ...closed.before }, after: { ...closed.after } };
    },
    listRequests: async (ownerId, query) => listRequests(state, ownerId, query).map((r) => ({ ...r })),
    closeDueRequests: async (now) =>
      (await mutate(() => rules.requests.closeDueRequests(now))).map((r) => ({ ...r })),
    removeEndedRequests: (before) => mutate(() => rules.requests.removeEndedRequests(before)),

    putFileKey: (record) => mutate(() => rules.fileKeys.putFileKey({ ...record })),
    findFileKey: async (id) => copy(state.fileKeys.get(id)),
    retireFileKeys: (ids, until) => mutate(() => rules.fileKeys.retireFileKeys(ids, until)),
    removeFileKeys: (ids) => mutate(() => rules.fileKeys.removeFileKeys(ids)),
    fileKeysDue: async (now) => fileKeysDue(state, now),
    listFileKeys: async () => [...state.fileKeys.values()].map(({ meta: _meta, ...listed }) => listed),

    changePolicy: (changes) => mutate(() => rules.changePolicy(changes)),
    readPolicy: async () => ({
      rules: Object.fromEntries(state.policyRules),
      version: state.policyChanges.length,
    }),
    policyVersion: async () => state.policyChanges.length,
    policyHistory: async ({ offset, limit }) =>
      state.policyChanges
        .slice()
        .reverse()
        .slice(offset, offset + limit)
        .map((change) => ({ ...change })),

    putBrandLogo: (logo) => mutate(() => rules.putBrandLogo({ ...logo })),
    findBrandLogo: async (name) => copy(state.brandLogos.get(name)),

    appendActivity: (entry) => mutate(() => rules.activity.appendActivity(entry)),
    readActivity: async (afterSeq, limit) => state.activity.after(afterSeq, limit),
    activityCheckpoint: async () => ({ ...state.activity.checkpoint }),
    activityHead: async () => state.activity.head(),
    searchActivity: async (filter, page) => state.activity.search(filter, page),
    removeOldActivity: (cutoffs, limit) => mutate(() => rules.activity.removeOldActivity(cutoffs, limit)),

    streamCursor: async (sink) => {
      const cursor = state.streamCursors.get(sink);
      return cursor === undefined
        ? null
        : { seq: cursor.seq, pending: cursor.pending && { ...cursor.pending } };
    },
    saveStreamCursor: (sink, cursor) => mutate(() => rules.saveStreamCursor(sink, cursor)),
    newestActivitySeq: async () => state.activity.head().seq,

    insertScimSecret: (secret) => mutate(() => rules.directory.insertScimSecret({ ...secret })),
    listScimSecrets: async () => [...state.scimSecrets.values()].map((secret) => ({ ...secret })),
    revokeScimSecret: (id, at) => mutate(() => rules.directory.revokeScimSecret(id, at)),
    putDirectoryUser: (record) => mutate(() => rules.directory.putDirectoryUser({ ...record })),
    findDirectoryUser: async (userId) => copy(state.directoryUsers.get(userId)),
    listDirectoryUsers: async () => [...state.directoryUsers.values()].map((record) => ({ ...record })),
    putDirectoryGroup: (group) =>
      mutate(() => rules.directory.putDirectoryGroup({ ...group, memberIds: [...group.memberIds] })),
    findDirectoryGroup: async (id) => groupCopy(state.directoryGroups.get(id)),
    listDirectoryGroups: async () =>
      [...state.directoryGroups.values()].flatMap((group) => groupCopy(group) ?? []),
    removeDirectoryGroup: (id) => mutate(() => rules.directory.removeDirectoryGroup(id)),

    resealSlice: (cursor, limit, reseal) => mutate(() => rules.reseals.resealSlice(cursor, limit, reseal)),

    keyCheck: async () => state.keyCheck,
    setKeyCheck: (sealed) => mutate(() => rules.setKeyCheck(sealed)),

    // One process owns this state, so no other can be running the task.
    runAlone: (_task, work) => work(),
    health: async () =>
      closed ? { writable: false, problem: 'closed' } : (options.health?.() ?? ALWAYS_WRITABLE),
    replaceState: (next) => {
      state = next;
      rules = new StoreRules(next);
    },

    close: async () => {
      if (closed) return;
      closed = true;
      await options.close();
    },
  };
}

/** The log is kept in the order it was written, so a newest-first page is a slice from the end. */
function newestFirst<T>(entries: readonly T[], page: { offset: number; limit: number }): T[] {
  const end = Math.max(entries.length - page.offset, 0);
  return entries.slice(Math.max(end - page.limit, 0), end).reverse();
}

function copy<T extends object>(record: T | undefined): T | undefined {
  return record === undefined ? undefined : { ...record };
}

function groupCopy(group: DirectoryGroupRecord | undefined): DirectoryGroupRecord | undefined {
  return group === undefined ? undefined : { ...group, memberIds: [...group.memberIds] };
}

function userById(state: StoreState, id: string | undefined) {
  return id === undefined ? undefined : state.users.get(id);
}

/** Passkeys go out as copies, their transports too: a caller changing one changes nothing stored. */
function copyPasskey(passkey: PasskeyRecord | undefined): PasskeyRecord | undefined {
  return passkey === undefined ? undefined : { ...passkey, transports: [...passkey.transports] };
}
