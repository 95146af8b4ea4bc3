import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryRunner } from '../../../server/deliveries/delivery-runner.ts';
import type { MailTransport } from '../../../server/mail/smtp-transport.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../support/smtp-test-server.ts';
import { loopbackTransport, mailOverStore, RESET, T0 } from './mail-runner-setup.ts';

let smtp: SmtpTestServer | undefined;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await smtp?.close();
  smtp = undefined;
});

async function setup() {
  const server = await startSmtpTestServer();
  smtp = server;
  const mail = await mailOverStore(() => loopbackTransport(server.port));
  cleanups.push(mail.closeAll);
  return { server, ...mail };
}

describe('the delivery runner over a real SMTP server', () => {
  it('sends a mail queued in the store on the first try and records it delivered', async () => {
    const { server, send, runner, only, lines, alice } = await setup();
    await send();
    expect(server.received).toHaveLength(0);
    await runner().runDue();
    const mail = await server.nthMail(1);
    expect(mail.envelopeTo).toEqual(['alice.secret@example.net']);
    expect(mail.parsed.subject).toBe(RESET.subject);
    expect(mail.parsed.html).toBe(RESET.html);
    expect(await only()).toMatchObject({
      channel: 'mail',
      userId: alice.id,
      kind: 'password-reset',
      recipient: 'example.net',
      attempts: 1,
      status: 'delivered',
      lastError: null,
      claimedUntil: null,
      doneAt: T0,
    });
    expect(lines).toEqual(['mail password-reset to example.net: sent on try 1']);
  });

  it('tries again 10 s and then 40 s after refusals, and delivers on the third try', async () => {
    const { server, send, runner, only, lines, clock } = await setup();
    server.refuseNext(2);
    const worker = runner();
    await send();
    await worker.runDue();
    expect(await only()).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: T0 + 10_000,
      lastError: 'EMESSAGE 451',
    });
    clock.now = T0 + 9_999;
    await worker.runDue();
    expect(server.refused()).toBe(1);
    clock.now = T0 + 10_000;
    await worker.runDue();
    expect(await only()).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: T0 + 50_000 });
    clock.now = T0 + 50_000;
    await worker.runDue();
    expect((await server.nthMail(1)).parsed.subject).toBe(RESET.subject);
    expect(server.refused()).toBe(2);
    expect(await only()).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastError: null,
      doneAt: T0 + 50_000,
    });
    expect(lines).toEqual([
      'mail password-reset to example.net: try 1 failed (EMESSAGE 451); next in 10 s',
      'mail password-reset to example.net: try 2 failed (EMESSAGE 451); next in 40 s',
      'mail password-reset to example.net: sent on try 3',
    ]);
  });

  it('gives up when the day is over, after eleven tries, and logs no address, subject, link or body', async () => {
    const { server, send, runner, only, lines, clock } = await setup();
    server.refuseNext(100);
    const worker = runner();
    await send();
    for (let record = await only(); record.status === 'pending'; record = await only()) {
      clock.now = record.nextAttemptAt;
      await worker.runDue();
    }
    expect(await only()).toMatchObject({ status: 'failed', attempts: 11, lastError: 'EMESSAGE 451' });
    expect(server.refused()).toBe(11);
    expect(lines.at(-1)).toBe('mail password-reset to example.net: given up after try 11 (EMESSAGE 451)');
    for (const secret of ['alice', '7f3a9c', 'Reset', 'reset/', 'within the hour']) {
      expect(lines.join('\n')).not.toContain(secret);
    }
  });

  it('gives up at once on an address the SMTP server refuses with a 5xx', async () => {
    const refusing = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => refusing.close(resolve)));
    const { port } = refusing.server.address() as AddressInfo;
    const mail = await mailOverStore(() => loopbackTransport(port));
    cleanups.push(mail.closeAll);
    await mail.send();
    await mail.runner().runDue();
    expect(await mail.only()).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'EENVELOPE 550',
      doneAt: T0,
    });
    expect(mail.lines).toEqual(['mail password-reset to example.net: given up after try 1 (EENVELOPE 550)']);
  });

  it('sends each mail once when two runners take from one store at the same time', async () => {
    const { server, send, runner, mailer, records } = await setup();
    for (let i = 0; i < 7; i++) await send({ to: `person${i}@example.org` });
    await Promise.all([runner().runDue(), runner(mailer(loopbackTransport(server.port))).runDue()]);
    await server.nthMail(7);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.received.map((m) => m.envelopeTo[0]).sort()).toEqual(
      Array.from({ length: 7 }, (_, i) => `person${i}@example.org`),
    );
    expect((await records()).map((r) => [r.status, r.attempts])).toEqual(Array(7).fill(['delivered', 1]));
  });

  it('leaves a mail untaken and untried on a process that sends no mail, for one that does', async () => {
    const { server, send, only, lines, store, cipher, logger, clock, runner } = await setup();
    await send();
    const hooks = { deliver: async () => {} };
    for (const senders of [{}, { webhook: hooks }, { mail: undefined, webhook: hooks }]) {
      await new DeliveryRunner({ store, cipher, logger, now: () => clock.now, senders }).runDue();
    }
    expect(await only()).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: null,
      claimedUntil: null,
    });
    expect(lines).toEqual([]);
    await runner().runDue();
    expect((await server.nthMail(1)).envelopeTo).toEqual([RESET.to]);
    expect(await only()).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});

describe('DeliveryRunner.start', () => {
  it('sends what is due by itself, and on a process that cannot send mail leaves it for one that can', async () => {
    const { server, send, only, store, cipher, logger, clock, runner } = await setup();
    await send();
    const noMail = new DeliveryRunner({
      store,
      cipher,
      logger,
      now: () => clock.now,
      senders: {},
      pollMs: 10,
    });
    noMail.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await noMail.stop();
    expect(await only()).toMatchObject({ status: 'pending', attempts: 0 });
    const worker = runner();
    worker.start();
    cleanups.push(() => worker.stop());
    expect((await server.nthMail(1)).envelopeTo).toEqual([RESET.to]);
  });
});

describe('DeliveryRunner.stop', () => {
  it('waits for a send in flight, then takes no more', async () => {
    const { server, send, runner, only, clock } = await setup();
    const worker = runner();
    await send();
    const round = worker.runDue();
    await worker.stop();
    await round;
    expect(server.received).toHaveLength(1);
    expect((await only()).status).toBe('delivered');
    clock.now += 1;
    await send({ kind: 'invitation' });
    await worker.runDue();
    expect(server.received).toHaveLength(1);
  });

  it('stops waiting after its grace time; the mail cut off is taken again once its lease is over', async () => {
    const stuck: MailTransport = { sendMail: () => new Promise(() => {}), close: () => {} };
    const { server, send, runner, mailer, only, clock } = await setup();
    const stopping = runner(mailer(stuck), { stopGraceMs: 50, leaseMs: 60_000 });
    await send();
    void stopping.runDue();
    const started = performance.now();
    await stopping.stop();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(await only()).toMatchObject({ status: 'pending', attempts: 0, claimedUntil: T0 + 60_000 });

    const next = runner();
    await next.runDue();
    expect(server.received).toHaveLength(0);
    clock.now = T0 + 60_000;
    await next.runDue();
    expect((await server.nthMail(1)).envelopeTo).toEqual([RESET.to]);
    expect(await only()).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});
