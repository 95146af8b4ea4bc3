type Env = Record<string, string | undefined>;

/** The outgoing mail server, with Password Pusher's setting names; null in ServerConfig when mail is off. */
export interface MailConfig {
  host: string;
  port: number;
  /** Null: the server takes mail without signing in. */
  userName: string | null;
  /** Never logged, never put in a message. */
  password: string | null;
  /** TLS is required (STARTTLS, or TLS from the start on port 465); false allows plain loopback servers. */
  starttls: boolean;
  /** The From address, bare or with a name: `Secret Push <push@example.com>`. */
  sender: string;
  /** The public origin mails link to (`PWP__OVERRIDE_BASE_URL`), never a request's. */
  origin: string;
}

export interface SettingReaders {
  flag(name: string, fallback: boolean): boolean;
  int(name: string, fallback: number, min?: number, max?: number): number;
}

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

/** The address inside `Name <address>`, or the whole text when it has no angle brackets. */
export function senderAddress(sender: string): string {
  return /<([^<>]*)>\s*$/.exec(sender)?.[1]?.trim() ?? sender;
}

/**
 * Mail is on only when PWP__MAIL__SMTP_ADDRESS is set; each bad mail setting adds its problem.
 * `origin` is PWP__OVERRIDE_BASE_URL, required with mail: a reset link built on a request's Host
 * would go wherever the person asking for it chose.
 */
export function readMailConfig(
  env: Env,
  read: SettingReaders,
  problems: string[],
  origin: string | null,
): MailConfig | null {
  const host = env.PWP__MAIL__SMTP_ADDRESS?.trim() || null;
  if (host === null) return null;
  if (origin === null) {
    problems.push(
      'PWP__OVERRIDE_BASE_URL must be set when PWP__MAIL__SMTP_ADDRESS is: mails link to this server ' +
        '(password resets, invitations, sign-ups, notices, secret links), and without it a link would ' +
        'take its host from whoever asked for the mail. Set it to the address people open, such as ' +
        'https://push.example.com (or http://127.0.0.1:5100 on your own machine).',
    );
  }
  if (/[\s/]/.test(host)) {
    problems.push(`PWP__MAIL__SMTP_ADDRESS must be a host name or address such as smtp.example.com.`);
  }
  const userName = env.PWP__MAIL__SMTP_USER_NAME?.trim() || null;
  // Spaces may belong to a password: only an empty one counts as unset.
  const password = env.PWP__MAIL__SMTP_PASSWORD || null;
  if ((userName === null) !== (password === null)) {
    problems.push('PWP__MAIL__SMTP_USER_NAME and PWP__MAIL__SMTP_PASSWORD must be set together, or neither.');
  }
  const sender = env.PWP__MAIL__MAILER_SENDER?.trim() || '';
  if (sender === '') {
    problems.push(
      'PWP__MAIL__MAILER_SENDER must be set when PWP__MAIL__SMTP_ADDRESS is: the From address, ' +
        'such as "Secret Push <push@example.com>".',
    );
  } else if (!ADDRESS.test(senderAddress(sender))) {
    problems.push(
      `PWP__MAIL__MAILER_SENDER must be an e-mail address such as push@example.com or ` +
        `"Secret Push <push@example.com>", not "${sender}".`,
    );
  }
  return {
    host,
    port: read.int('PWP__MAIL__SMTP_PORT', 587, 1, 65535),
    userName,
    password,
    starttls: read.flag('PWP__MAIL__SMTP_STARTTLS', true),
    sender,
    origin: origin ?? '',
  };
}
