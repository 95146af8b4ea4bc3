import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../../server/http/log.ts';
import type { MailConfig } from '../../../server/mail/mail-config.ts';
import { Mailer, type MailMessage } from '../../../server/mail/mailer.ts';
import { type MailTransport, smtpTransport } from '../../../server/mail/smtp-transport.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../support/smtp-test-server.ts';

const MESSAGE: MailMessage = {
  kind: 'password-reset',
  to: 'alice.secret@example.net',
  subject: 'Reset token 7f3a9c',
  text: 'Open https://push.example.com/reset/7f3a9c within the hour.',
  html: '<p>Open <a href="https://push.example.com/reset/7f3a9c">the reset page</a> within the hour.</p>',
};

const recordingLogger = () => {
  const lines: string[] = [];
  const logger: Logger = { info: (line) => lines.push(line), error: (line) => lines.push(line) };
  return { logger, lines };
};

const loopback = (port: number, auth?: { userName: string; password: string }): MailConfig => ({
  host: '127.0.0.1',
  port,
  userName: auth?.userName ?? null,
  password: auth?.password ?? null,
  starttls: false,
  sender: 'Secret Push <push@example.com>',
});

let server: SmtpTestServer | undefined;
let mailer: Mailer | undefined;
afterEach(async () => {
  await mailer?.close();
  await server?.close();
  mailer = undefined;
  server = undefined;
});

describe('Mailer over a real SMTP server', () => {
  it('delivers From, To, subject, text and HTML, and logs only the kind and the domain', async () => {
    server = await startSmtpTestServer();
    const { logger, lines } = recordingLogger();
    mailer = new Mailer({
      transport: smtpTransport(loopback(server.port)),
      from: 'Secret Push <push@example.com>',
      logger,
    });
    mailer.send(MESSAGE);
    const mail = await server.nthMail(1);
    expect(mail.envelopeTo).toEqual(['alice.secret@example.net']);
    expect(mail.parsed.from?.value).toEqual([{ name: 'Secret Push', address: 'push@example.com' }]);
    expect(mail.parsed.to).toMatchObject({ value: [{ name: '', address: 'alice.secret@example.net' }] });
    expect(mail.parsed.subject).toBe(MESSAGE.subject);
    expect(mail.parsed.text?.trim()).toBe(MESSAGE.text);
    expect(mail.parsed.html).toBe(MESSAGE.html);
    await expect.poll(() => lines).toEqual(['mail password-reset to @example.net: sent']);
  });

  it('signs in with the user name and password the server checks', async () => {
    server = await startSmtpTestServer({ mailer: 'correct horse' });
    const { logger, lines } = recordingLogger();
    const config = loopback(server.port, { userName: 'mailer', password: 'correct horse' });
    mailer = new Mailer({ transport: smtpTransport(config), from: config.sender, logger });
    mailer.send(MESSAGE);
    expect((await server.nthMail(1)).user).toBe('mailer');

    const wrong = new Mailer({
      transport: smtpTransport(loopback(server.port, { userName: 'mailer', password: 'wrong horse' })),
      from: config.sender,
      logger,
      retryDelaysMs: [],
    });
    wrong.send(MESSAGE);
    await expect.poll(() => lines).toHaveLength(2);
    await wrong.close();
    expect(lines[1]).toBe('mail password-reset to @example.net: given up after 1 tries (EAUTH 535)');
    expect(server.received).toHaveLength(1);
  });

  it('returns at once and delivers on the third try when the server refuses twice', async () => {
    server = await startSmtpTestServer();
    server.refuseNext(2);
    const { logger, lines } = recordingLogger();
    mailer = new Mailer({
      transport: smtpTransport(loopback(server.port)),
      from: 'push@example.com',
      logger,
      retryDelaysMs: [30, 60, 90],
    });
    const started = performance.now();
    mailer.send(MESSAGE);
    expect(performance.now() - started).toBeLessThan(20);
    expect(lines).toEqual([]);
    expect((await server.nthMail(1)).parsed.subject).toBe(MESSAGE.subject);
    expect(server.refused()).toBe(2);
    // The server keeps the mail before the client reads its answer: the last line may follow.
    await expect
      .poll(() => lines)
      .toEqual([
        'mail password-reset to @example.net: try 1 failed (EMESSAGE 451); retried in 0.03 s',
        'mail password-reset to @example.net: try 2 failed (EMESSAGE 451); retried in 0.06 s',
        'mail password-reset to @example.net: sent on try 3',
      ]);
  });

  it('gives up after the last try and logs neither the address, the subject, the link nor the body', async () => {
    server = await startSmtpTestServer();
    server.refuseNext(10);
    const { logger, lines } = recordingLogger();
    mailer = new Mailer({
      transport: smtpTransport(loopback(server.port)),
      from: 'push@example.com',
      logger,
      retryDelaysMs: [10, 10],
    });
    mailer.send(MESSAGE);
    await expect.poll(() => lines.length).toBe(3);
    expect(lines[2]).toBe('mail password-reset to @example.net: given up after 3 tries (EMESSAGE 451)');
    expect(server.refused()).toBe(3);
    for (const secret of ['alice', '7f3a9c', 'Reset', 'reset/', 'within the hour']) {
      expect(lines.join('\n')).not.toContain(secret);
    }
  });
});

describe('Mailer.close', () => {
  it('waits for a send in flight before it closes the connection', async () => {
    server = await startSmtpTestServer();
    const { logger } = recordingLogger();
    const stopping = new Mailer({
      transport: smtpTransport(loopback(server.port)),
      from: 'push@example.com',
      logger,
    });
    stopping.send(MESSAGE);
    stopping.send({ ...MESSAGE, to: 'bob@example.org' });
    await stopping.close();
    expect(server.received.map((m) => m.envelopeTo)).toEqual([
      ['alice.secret@example.net'],
      ['bob@example.org'],
    ]);
  });

  it('stops waiting after its grace time and logs what it drops, retries due later included', async () => {
    const { logger, lines } = recordingLogger();
    let closed = false;
    const stuck: MailTransport = { sendMail: () => new Promise(() => {}), close: () => (closed = true) };
    const stopping = new Mailer({ transport: stuck, from: 'push@example.com', logger, closeGraceMs: 50 });
    stopping.send(MESSAGE);
    stopping.send({ ...MESSAGE, kind: 'invitation', to: 'bob@example.org' });
    const started = performance.now();
    await stopping.close();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(closed).toBe(true);
    expect(lines).toEqual(['mail invitation to @example.org: not sent: the server is stopping']);
    stopping.send(MESSAGE);
    expect(lines[1]).toBe('mail password-reset to @example.net: not sent: the server is stopping');
  });

  it('drops a retry that is due after the stop', async () => {
    const { logger, lines } = recordingLogger();
    const failing: MailTransport = {
      sendMail: () =>
        Promise.reject(Object.assign(new Error('refused for alice@example.net'), { code: 'ECONNECTION' })),
      close: () => {},
    };
    const stopping = new Mailer({
      transport: failing,
      from: 'push@example.com',
      logger,
      retryDelaysMs: [60_000],
    });
    stopping.send(MESSAGE);
    await expect.poll(() => lines.length).toBe(1);
    await stopping.close();
    expect(lines).toEqual([
      'mail password-reset to @example.net: try 1 failed (ECONNECTION); retried in 60 s',
      'mail password-reset to @example.net: given up after 1 tries: the server is stopping',
    ]);
  });
});
