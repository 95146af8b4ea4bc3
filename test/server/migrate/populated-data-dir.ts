import { issueDeviceToken } from '../../../server/accounts/device-tokens.ts';
import { invite } from '../../../server/accounts/invitations.ts';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { hashToken, newSecretToken } from '../../../server/crypto/tokens.ts';
import type { NotificationRecord, NotificationSettingsRecord } from '../../../server/store/records.ts';
import type { RequestRecord } from '../../../server/store/request-records.ts';
import { SessionStore } from '../../../server/web/chrome/session-store.ts';
import { filesHarness } from '../files-harness.ts';
import { DAY } from '../harness.ts';
import { apiKey } from '../store/conformance-api-keys.ts';

/**
 * An embedded store on disk as a team would leave it: text, url and qr pushes, live and expired
 * (by days, by views, by their owner, by a viewer), with and without passphrases, owned and not;
 * audit logs with counted failures; users with tokens, passwords and a language; a web session; a file push
 * with its blob; a second factor, a browser token, a named API key, a password reset link, an invitation, a mail
 * still to go out, notification settings with an event in the feed, and requests (one answered, one
 * open). Built
 * through the API over the durable store, then closed.
 */
export async function populatedDataDir() {
  const h = await filesHarness(
    (s) => {
      for (const kind of ['text', 'url', 'qr'] as const) s.kinds[kind].enableDeletableByViewer = true;
    },
    { durable: true },
  );
  const start = Date.now();
  h.clock.now = start - 3 * DAY;
  const byDays = await h.create({ payload: 'gone by days', expire_after_days: 1 }, h.alice);
  h.clock.now = start;
  await h.service.sweep();

  const guarded = await h.create(
    {
      payload: 'guarded secret',
      passphrase: 'open sesame',
      name: 'db root',
      note: 'for ops',
      expire_after_views: 5,
    },
    h.alice,
  );
  // Five wrong passphrases in a minute: three entries of their own, then one that counts the rest.
  for (let i = 0; i < 5; i++) await h.call('GET', `/api/v2/pushes/${guarded.url_token}?passphrase=wrong${i}`);
  await h.call('GET', `/api/v2/pushes/${guarded.url_token}?passphrase=${encodeURIComponent('open sesame')}`);
  h.clock.now = start + 61_000;
  await h.service.sweep();

  const url = await h.create(
    { kind: 'url', payload: 'https://example.com/reset?k=1', expire_after_views: 3 },
    h.bob,
  );
  const qr = await h.create({ kind: 'qr', payload: 'WIFI:S:lab;P:hunter2;;' });
  const once = await h.create({ payload: 'read once', expire_after_views: 1 }, h.alice);
  await h.call('GET', `/api/v2/pushes/${once.url_token}`);
  const byOwner = await h.create({ payload: 'withdrawn' }, h.alice);
  await h.call('DELETE', `/api/v2/pushes/${byOwner.url_token}`, { token: h.alice });
  const byViewer = await h.create({ payload: 'burn after reading', deletable_by_viewer: true });
  await h.call('DELETE', `/api/v2/pushes/${byViewer.url_token}`);
  const file = await h.upload([{ name: 'id_rsa.pub', content: 'ssh-ed25519 AAAA migrated' }], {
    expire_after_views: '4',
  });
  if (file.status !== 201) throw new Error(`file push failed: ${file.status}`);

  await h.admin.setPassword('alice@example.com', 'correct horse battery');
  await h.admin.add('carol@example.com');
  // A suspended account moves suspended.
  await h.store.setUserSuspended((await h.store.findUserByEmail('carol@example.com'))?.id ?? '', true);
  const alice = await h.store.findUserByEmail('alice@example.com');
  if (alice?.passwordHash == null) throw new Error('alice has no password');
  await h.store.setUserLanguage(alice.id, 'de');
  const session = await new SessionStore(h.store, () => h.clock.now).create(alice.id, alice.passwordHash);
  const bob = await h.store.findUserByEmail('bob@example.com');
  if (bob === undefined) throw new Error('bob is missing');
  await h.store.setUserTotp(alice.id, {
    secret: aesGcmCipher(h.instanceKey).seal('JBSWY3DPEHPK3PXP'),
    lastStep: 58_000_000,
    backupCodes: [hashToken('backup one'), hashToken('backup two')],
    enabledAt: h.clock.now,
  });
  const browser = await issueDeviceToken(h.store, alice.id, 'Firefox on Linux', h.clock.now);
  await h.store.insertApiKey(apiKey(alice.id, { name: 'Nightly backup', createdAt: h.clock.now }));
  const resetToken = newSecretToken();
  const oneTime = {
    hash: hashToken(resetToken),
    purpose: 'reset' as const,
    userId: bob.id,
    data: null,
    createdAt: h.clock.now,
    expiresAt: h.clock.now + DAY,
  };
  await h.store.insertOneTime(oneTime);
  const invitationToken = await invite(h.store, 'dave@example.com', false, h.clock.now);
  // Bob's reset mail, not yet sent (its SMTP server was down): a move must not lose it.
  const delivery = {
    id: 'delivery-reset-bob',
    channel: 'mail' as const,
    userId: bob.id,
    kind: 'reset',
    recipient: 'example.com',
    payload: aesGcmCipher(h.instanceKey).seal('{"subject":"Reset"}'),
    createdAt: h.clock.now,
    attempts: 1,
    nextAttemptAt: h.clock.now + 30_000,
    status: 'pending' as const,
    lastError: 'ECONNREFUSED',
    claimedUntil: null,
    doneAt: null,
  };
  await h.store.insertDelivery(delivery);
  // Alice's notification settings (a Slack webhook) and an event her extension has not read yet.
  const sealer = aesGcmCipher(h.instanceKey);
  const notificationSettings: NotificationSettingsRecord = {
    userId: alice.id,
    events: ['view', 'expire'],
    byEmail: true,
    webhook: {
      url: sealer.seal('https://hooks.slack.example/services/T1'),
      secret: sealer.seal('whsec_c2VjcmV0IHNpZ25pbmcga2V5'),
      format: 'slack',
    },
    updatedAt: h.clock.now,
  };
  await h.store.setNotificationSettings(notificationSettings);
  const notification: NotificationRecord = {
    id: 'notification-guarded-view',
    userId: alice.id,
    event: 'view',
    urlToken: sealer.seal(guarded.url_token),
    name: sealer.seal('db root'),
    kind: 'text',
    createdAt: h.clock.now,
  };
  await h.store.insertNotification(notification);
  // Alice asked for two secrets: one was answered (its answer is the guarded push), one still waits.
  const asked = (urlToken: string, createdAt: number): RequestRecord => ({
    urlToken,
    ownerId: alice.id,
    name: sealer.seal('vpn key'),
    message: sealer.seal('Please send the VPN key'),
    note: sealer.seal('for the new laptop'),
    passphrase: null,
    allowFiles: true,
    includeRequestor: true,
    closeAfterDuration: 3,
    createdAt,
    updatedAt: createdAt,
    closesAt: createdAt + DAY,
    state: 'open',
    answeredAt: null,
    closedAt: null,
    answerToken: null,
    attachmentToken: null,
    answerExpireAfterDays: 7,
    answerLifetimeMs: 7 * DAY,
    answerExpireAfterViews: 5,
    answerRetrievalStep: true,
    answerDeletableByViewer: null,
  });
  const answeredRequest = asked(newSecretToken(), h.clock.now - 1);
  await h.store.insertRequest(answeredRequest);
  await h.store.answerRequest(answeredRequest.urlToken, sealer.seal(guarded.url_token), h.clock.now);
  const openRequest = { ...asked(newSecretToken(), h.clock.now), passphrase: sealer.seal('knock knock') };
  await h.store.insertRequest(openRequest);
  const requests = await h.store.listRequests(alice.id, { now: h.clock.now, offset: 0, limit: 10 });

  const pushes = { byDays, guarded, url, qr, once, byOwner, byViewer, file: file.body };
  // Every record as the embedded store holds it, to compare the database's against.
  const tokens = Object.values(pushes).map((p) => p.url_token);
  const records = await Promise.all(tokens.map((t) => h.store.findPush(t)));
  const audits = await Promise.all(tokens.map((t) => h.store.auditLog(t, { offset: 0, limit: 1000 })));
  const users = await h.store.listUsers();
  const listing = { expired: false, now: h.clock.now, offset: 0, limit: 50 };
  const alicesLive = await h.store.listByOwner(alice.id, listing);
  const alicesExpired = await h.store.listByOwner(alice.id, { ...listing, expired: true });
  const storedSession = await h.store.findSession(session.idHash);
  const invitations = await h.store.listInvitations();
  await h.files?.idle();
  await h.close();
  return {
    dataDir: h.dataDir,
    instanceKey: h.instanceKey,
    pushes,
    tokens,
    records,
    audits,
    users,
    session: storedSession,
    owners: { alice, listing, alicesLive, alicesExpired },
    apiTokens: [h.alice, h.bob],
    browser,
    oneTime,
    delivery,
    notificationSettings,
    notification,
    requests,
    invitations,
    linkTokens: [resetToken, invitationToken, answeredRequest.urlToken, openRequest.urlToken],
  };
}

export type PopulatedDataDir = Awaited<ReturnType<typeof populatedDataDir>>;
