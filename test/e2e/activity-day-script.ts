import { TEST_KEY } from '../server/store/fixtures.ts';

/** The day's people and secrets, and the log it must leave. */

export const ADMIN = 'root@example.com';
export const MEMBER = 'mira@example.com';
/** The secrets the day starts with. */
export const GIVEN = {
  adminPassword: 'Adm1n-pass-Qv8-day',
  memberPassword: 'Memb3r-pass-Hx2-day',
  wrongPassword: 'Wr0ng-pass-Zk5-day',
  textPayload: 'payload-text-Tq4w-day',
  urlPayload: 'https://intranet.example/payload-url-Ub7k',
  qrPayload: 'payload-qr-Wm3s-day',
  webPayload: 'payload-web-Ny6c-day',
  passphrase: 'phrase-Lp9d-day',
  webPassphrase: 'phrase-web-Rf2g-day',
  wrongPassphrase: 'phrase-wrong-Ej8h',
  fileName: 'vpn-secret-Kc4x.conf',
  fileContent: 'file-content-Pz5y-day',
  question: 'question-Dw3n: send me the VPN key',
  answer: 'answer-Gt6b-day',
} as const;

/** Everything secret the day uses, those it is given and those the server hands out: none may show in any output, export or stream. */
export const SECRETS: Record<string, string> = { ...GIVEN };
/** The TOTP codes are six digits: a digest or a time may hold them by chance, so they count only standing alone. */
export const CODES: Record<string, string> = {};

const [A, M] = [ADMIN, MEMBER];
const ok = 'success';
const no = 'failure';
/** The day as the log must tell it: event, actor's kind and name, outcome, target's kind. */
export const DAY = [
  // The first administrator, made at the set-up link: an invitation without an address.
  ['invitation.accepted', 'user', A, ok, 'invitation'],
  ['invitation.sent', 'user', A, ok, 'invitation'],
  ['invitation.accepted', 'user', M, ok, 'invitation'],
  ['two_factor.set_up', 'user', M, ok, 'user'],
  ['session.ended', 'user', M, ok, 'user'],
  ['sign_in.failed', 'anonymous', null, no, 'user'],
  ['sign_in.password_checked', 'user', M, ok, 'user'],
  ['two_factor.failed', 'anonymous', null, no, 'user'],
  ['two_factor.used', 'user', M, ok, 'user'],
  ['sign_in', 'user', M, ok, 'user'],
  ['api_token.created', 'user', M, ok, 'api_token'],
  ...['text', 'url', 'qr', 'file'].map(() => ['push.created', 'api_token', M, ok, 'push']),
  // After the server's restart: the web form's push, then the recipients.
  ['push.created', 'user', M, ok, 'push'],
  ['push.passphrase_failed', 'anonymous', null, no, 'push'],
  ['push.viewed', 'anonymous', null, ok, 'push'],
  ['push.passphrase_failed', 'anonymous', null, no, 'push'],
  ['push.viewed', 'anonymous', null, ok, 'push'],
  ['push.viewed', 'anonymous', null, ok, 'push'],
  // While the syslog daemon is down.
  ['push.viewed_by_owner', 'user', M, ok, 'push'],
  ['push.edited', 'user', M, ok, 'push'],
  ['push.expired', 'user', M, ok, 'push'],
  ['request.asked', 'api_token', M, ok, 'request'],
  ['push.created', 'anonymous', null, ok, 'push'],
  ['request.answered', 'anonymous', null, ok, 'request'],
  // Evening.
  ['policy.changed', 'user', A, ok, 'policy'],
  ['user.role_changed', 'user', A, ok, 'user'],
  ['sign_in', 'user', M, ok, 'user'],
  ['browser_token.created', 'user', M, ok, 'browser_token'],
];

/**
 * The server's settings for the day: file pushes and requests on, the log streamed to the daemon
 * and the receiver, with quick polls and retries so restarts and outages pass within the test's time.
 */
export function dayEnv(at: { port: number; syslogPort: number; webhook: string; webhookSecret: string }) {
  return {
    PORT: String(at.port),
    PWPUSH_MASTER_KEY: TEST_KEY.toString('hex'),
    PWP__ENABLE_FILE_PUSHES: 'true',
    PWP__ENABLE_REQUESTS: 'true',
    PWP__ACTIVITY__SYSLOG__URL: `tcp://127.0.0.1:${at.syslogPort}`,
    PWP__ACTIVITY__SYSLOG__TIMEOUT_MS: '3000',
    PWP__ACTIVITY__WEBHOOK__URL: at.webhook,
    PWP__ACTIVITY__WEBHOOK__SECRET: at.webhookSecret,
    PWP__WEBHOOKS__ALLOWED_NETWORKS: '127.0.0.1',
    PWP__ACTIVITY__STREAM__POLL_MS: '50',
    PWP__ACTIVITY__STREAM__RETRY_MS: '20',
    PWP__ACTIVITY__STREAM__BACKOFF_MS: '200',
  };
}
