import { createTransport } from 'nodemailer';
import type { MailConfig } from './mail-config.ts';

/** What the Mailer needs of a transport: nodemailer's, or a stand-in in tests. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
  close(): void;
}

/** One pooled SMTP connection: the delivery runner's sends queue on it, and a burst reuses it. */
export function smtpTransport(config: Omit<MailConfig, 'origin'>): MailTransport {
  return createTransport({
    pool: true,
    maxConnections: 1,
    host: config.host,
    port: config.port,
    // Port 465 speaks TLS from the start; any other port upgrades with STARTTLS, which is then required.
    secure: config.starttls && config.port === 465,
    requireTLS: config.starttls && config.port !== 465,
    ignoreTLS: !config.starttls,
    ...(config.userName !== null && config.password !== null
      ? { auth: { user: config.userName, pass: config.password } }
      : {}),
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}
