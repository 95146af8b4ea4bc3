import type { SettingReaders } from '../mail/mail-config.ts';
import { parseTrustedProxies } from '../net/trusted-proxies.ts';

type Env = Record<string, string | undefined>;

/** Notices, link mails and requests, as the administrator set them. */
export interface NotifySettings {
  /**
   * `PWP__NOTIFY_BY_EMAIL__ENABLED` (default true): senders may have a push's link mailed
   * (`notify_emails_to`); it takes effect only when the server has SMTP.
   */
  linkMails: boolean;
  /** `PWP__NOTIFY_BY_EMAIL__DAILY_LIMIT`: link mails one sender may have sent a day; 0 turns them off. */
  linkMailsPerDay: number;
  /**
   * `PWP__WEBHOOKS__ALLOWED_NETWORKS`: addresses and CIDR ranges webhooks may reach although they
   * are private, loopback or link-local (an intranet receiver); empty allows none of those.
   */
  webhookAllowedNetworks: string[];
  /**
   * `PWP__WEBHOOKS__TIMEOUT_SECONDS` (default 10, at most 60): how long one webhook try may take,
   * connecting, sending and reading the answer; a receiver slower than that is tried again later.
   */
  webhookTimeoutMs: number;
  /** `PWP__ENABLE_REQUESTS` (default false): signed-in users may ask someone for a secret. */
  requests: boolean;
}

export const DEFAULT_NOTIFY_SETTINGS: NotifySettings = {
  linkMails: true,
  linkMailsPerDay: 100,
  webhookAllowedNetworks: [],
  webhookTimeoutMs: 10_000,
  requests: false,
};

export function readNotifySettings(env: Env, read: SettingReaders, problems: string[]): NotifySettings {
  const networks = (env.PWP__WEBHOOKS__ALLOWED_NETWORKS ?? '')
    .split(/[\s,]+/)
    .filter((entry) => entry !== '');
  // The same reading as PWP__TRUSTED_PROXIES: addresses and CIDR ranges.
  for (const problem of parseTrustedProxies(networks).problems) {
    problems.push(
      `PWP__WEBHOOKS__ALLOWED_NETWORKS: ${problem} (give addresses and ranges such as 10.0.0.0/8).`,
    );
  }
  return {
    linkMails: read.flag('PWP__NOTIFY_BY_EMAIL__ENABLED', DEFAULT_NOTIFY_SETTINGS.linkMails),
    linkMailsPerDay: read.int(
      'PWP__NOTIFY_BY_EMAIL__DAILY_LIMIT',
      DEFAULT_NOTIFY_SETTINGS.linkMailsPerDay,
      0,
    ),
    webhookAllowedNetworks: networks,
    // Below the delivery's lease (two minutes), so no other worker takes a try still under way.
    webhookTimeoutMs:
      read.int('PWP__WEBHOOKS__TIMEOUT_SECONDS', DEFAULT_NOTIFY_SETTINGS.webhookTimeoutMs / 1000, 1, 60) *
      1000,
    requests: read.flag('PWP__ENABLE_REQUESTS', DEFAULT_NOTIFY_SETTINGS.requests),
  };
}
