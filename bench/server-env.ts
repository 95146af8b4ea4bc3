import { BENCH_KEY_HEX } from './seed.ts';

/**
 * The environment of a measured server. DATABASE_URL and WEB_CONCURRENCY are always given here
 * (undefined removes them: the embedded store, one process), so a value in the caller's shell
 * never leaks into a run.
 */
export function serverEnv(
  dataDir: string,
  database?: { url: string; workers: number },
  notices?: { smtpPort: number },
): Record<string, string | undefined> {
  return {
    ...(notices === undefined ? {} : noticeEnv(notices.smtpPort)),
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    PWPUSH_MASTER_KEY: BENCH_KEY_HEX,
    // The load comes from one address; the throttles would measure only their own 429s.
    PWP__THROTTLING__MINUTE: '0',
    PWP__THROTTLING__SECOND: '0',
    DATABASE_URL: database?.url,
    WEB_CONCURRENCY: database ? String(database.workers) : undefined,
  };
}

/** Mail through the bench's SMTP server, and webhooks allowed to reach its loopback receiver. */
function noticeEnv(smtpPort: number): Record<string, string> {
  return {
    PWP__MAIL__SMTP_ADDRESS: '127.0.0.1',
    PWP__MAIL__SMTP_PORT: String(smtpPort),
    PWP__MAIL__SMTP_STARTTLS: 'false',
    PWP__MAIL__MAILER_SENDER: 'Secret Push <push@example.com>',
    // Mail needs an origin for its links; the bench's answers are read for their status and token only.
    PWP__OVERRIDE_BASE_URL: 'http://127.0.0.1',
    PWP__WEBHOOKS__ALLOWED_NETWORKS: '127.0.0.0/8',
  };
}
