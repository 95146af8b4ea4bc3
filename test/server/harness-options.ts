import type { AccountSettings } from '../../server/accounts/account-settings.ts';
import type { Brand } from '../../server/brand/brand.ts';
import type { FileStorage } from '../../server/files/file-storage.ts';
import type { ThrottleLimits } from '../../server/http/throttle.ts';
import type { Counters } from '../../server/limits/counters.ts';
import type { Logger } from '../../server/log/log.ts';
import type { ProxyTrust } from '../../server/net/trusted-proxies.ts';
import type { NotifySettings } from '../../server/notifications/notify-settings.ts';
import type { PushEventSink } from '../../server/pushes/push-event.ts';
import type { Store } from '../../server/store/port.ts';
import type { SmtpTestServer } from '../support/smtp-test-server.ts';
import type { MailChoice } from '../support/test-mail.ts';
import type { PolicyOptions } from './harness-policy.ts';

/** What a second process of one server shares with the first: its store, instance key and SMTP server. */
export interface ServerShare {
  store: Store;
  instanceKey: Buffer;
  smtp: SmtpTestServer | null;
}

/** Where the app's data lives, for a test that opens its own store there. */
export interface StorePlace {
  dataDir: string;
  instanceKey: Buffer;
  logger: Logger;
}

export interface HarnessOptions {
  /** File storage in a fresh temporary DATA_DIR, or the storage given (a bucket), wired the way main.ts wires it. */
  files?: boolean | FileStorage;
  bodyLimitBytes?: number;
  /** Peers whose X-Forwarded-* headers count; the app's default when omitted. */
  trustedProxies?: ProxyTrust;
  /** The durable lowdb store on disk in the test's DATA_DIR instead of memory; close it with `close()`. */
  durable?: boolean;
  /** Prometheus metrics at /metrics, wired the way main.ts wires them. */
  metrics?: { token: string | null };
  /** Off unless a test asks: every request of a test comes from the same (empty) address. */
  throttling?: ThrottleLimits;
  /** Where limits and throttles count; fresh memory counters when omitted. */
  counters?: Counters;
  /** A store the test opened (PostgreSQL, say), or opens in the app's place; `close()` closes it. Wins over `durable`. */
  store?: Store | ((place: StorePlace) => Promise<Store>);
  /** Outgoing mail (`true` keeps it in `mails`); without it the app runs as with no SMTP server. */
  mail?: boolean | MailChoice;
  /** Sign-up, a required second factor and single sign-on. */
  accounts?: Partial<AccountSettings>;
  /** Link mails, notices, requests; the defaults (requests off) when omitted. */
  notify?: Partial<NotifySettings>;
  /** Told of push and request events, as the server's notifier is; nobody is told when omitted. */
  events?: PushEventSink;
  /** A user's test notice from the notifications page, sent through the app's outbox and mailer. */
  notifier?: boolean;
  /** Whether every worker serves, as a cluster worker's primary answers; a lone process when omitted. */
  allWorkersServing?: () => Promise<boolean>;
  /** Who has an account at the start, each with a token; alice and bob when omitted. */
  users?: 'alice and bob' | 'alice' | 'none';
  /** The instance's brand on its pages and in its mail, as `PWP__BRAND__*` sets it; Secret Push's own when omitted. */
  brand?: Brand;
  /** The policy's environment settings and refresh time. */
  policy?: PolicyOptions;
  /** `PWP__BRAND__*` settings read as the server reads them, each set one pinning its field on the settings page. */
  brandEnv?: Record<string, string>;
  /** Serve as a second process of the server `sharedWith` is: its store, key and SMTP server, none closed here, no users made. */
  sharedWith?: ServerShare;
}
