import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { aesGcmCipher } from '../../../server/crypto/cipher.ts';
import { DeliveryFailure } from '../../../server/deliveries/channel.ts';
import type { DeliveryOutbox } from '../../../server/deliveries/outbox.ts';
import { Mailer } from '../../../server/mail/mailer.ts';
import { type MailTransport, smtpTransport } from '../../../server/mail/smtp-transport.ts';
import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../support/smtp-test-server.ts';
import { storedMailer } from '../../support/stored-mailer.ts';
import {
  loopbackTransport,
  mailOverStore,
  RESET,
  recordingLogger,
  T0,
} from '../deliveries/mail-runner-setup.ts';

let server: SmtpTestServer | undefined;
const mailers: Mailer[] = [];
afterEach(async () => {
  for (const mailer of mailers.splice(0)) mailer.close();
  await server?.close();
  server = undefined;
});

/** A Mailer over a store of its own, for tests of its way out only. */
function storedOnly(transport: MailTransport, from: string): Mailer {
  const { logger } = recordingLogger();
  const { mailer } = storedMailer({
    store: openMemoryStore(),
    cipher: aesGcmCipher(randomBytes(32)),
    transport,
    from,
    logger,
    now: () => T0,
  });
  mailers.push(mailer);
  return mailer;
}

const STORED = { to: RESET.to, subject: RESET.subject, text: RESET.text, html: RESET.html };

describe('Mailer.send', () => {
  it('returns at once and keeps the mail sealed in the store, with its kind, domain and user', async () => {
    let sent = 0;
    const transport: MailTransport = { sendMail: async () => sent++, close: () => {} };
    const mail = await mailOverStore(() => transport);
    const started = performance.now();
    await mail.send();
    expect(performance.now() - started).toBeLessThan(200);
    expect(sent).toBe(0);
    const record = await mail.only();
    expect(record).toEqual({
      id: expect.stringMatching(/^[\w-]{36}$/),
      channel: 'mail',
      userId: mail.alice.id,
      kind: 'password-reset',
      recipient: 'example.net',
      payload: expect.any(String),
      createdAt: T0,
      attempts: 0,
      nextAttemptAt: T0,
      status: 'pending',
      lastError: null,
      claimedUntil: null,
      doneAt: null,
    });
    for (const secret of ['alice', '7f3a9c', 'Reset', 'within the hour'])
      expect(record.payload).not.toContain(secret);
    expect(JSON.parse(mail.cipher.open(record.payload))).toEqual(STORED);
  });

  it('logs only the kind when the store cannot take the mail, and does not throw', async () => {
    const { logger, lines } = recordingLogger();
    const down: DeliveryOutbox = { queue: () => Promise.reject(new Error('no store for alice@example.net')) };
    const mailer = new Mailer({
      transport: loopbackTransport(1),
      from: 'push@example.com',
      origin: 'https://push.example.com',
      logger,
      outbox: down,
    });
    mailers.push(mailer);
    expect(() => mailer.send(RESET)).not.toThrow();
    await expect.poll(() => lines).toEqual(['mail password-reset: not queued, the store is out of reach']);
  });
});

describe('Mailer.deliver over a real SMTP server', () => {
  it('delivers From, To, subject, text and HTML', async () => {
    server = await startSmtpTestServer();
    const mailer = storedOnly(loopbackTransport(server.port), 'Secret Push <push@example.com>');
    await mailer.deliver(STORED);
    const mail = await server.nthMail(1);
    expect(mail.envelopeTo).toEqual(['alice.secret@example.net']);
    expect(mail.parsed.from?.value).toEqual([{ name: 'Secret Push', address: 'push@example.com' }]);
    expect(mail.parsed.to).toMatchObject({ value: [{ name: '', address: 'alice.secret@example.net' }] });
    expect(mail.parsed.subject).toBe(RESET.subject);
    expect(mail.parsed.text?.trim()).toBe(RESET.text);
    expect(mail.parsed.html).toBe(RESET.html);
  });

  it('signs in with the user name and password the server checks; a wrong one is worth trying again', async () => {
    server = await startSmtpTestServer({ mailer: 'correct horse' });
    const port = server.port;
    const signedIn = (password: string) => {
      const config = {
        host: '127.0.0.1',
        port,
        userName: 'mailer',
        password,
        starttls: false,
        sender: 'p@x.test',
      };
      return storedOnly(smtpTransport(config), config.sender);
    };
    await signedIn('correct horse').deliver(STORED);
    expect((await server.nthMail(1)).user).toBe('mailer');
    const refused = await signedIn('wrong horse')
      .deliver(STORED)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DeliveryFailure);
    expect(refused).toMatchObject({ code: 'EAUTH 535', permanent: false });
    expect(server.received).toHaveLength(1);
  });

  it('says a busy server may take it later, and a payload that is not a mail never will', async () => {
    server = await startSmtpTestServer();
    server.refuseNext(1);
    const mailer = storedOnly(loopbackTransport(server.port), 'push@example.com');
    await expect(mailer.deliver(STORED)).rejects.toMatchObject({ code: 'EMESSAGE 451', permanent: false });
    await expect(mailer.deliver({ to: RESET.to })).rejects.toMatchObject({
      code: 'not a mail',
      permanent: true,
    });
  });

  it('closes its SMTP connection on close', () => {
    let closed = false;
    const transport: MailTransport = { sendMail: async () => {}, close: () => (closed = true) };
    storedOnly(transport, 'push@example.com').close();
    expect(closed).toBe(true);
  });
});
