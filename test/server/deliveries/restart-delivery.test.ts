import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { describePg, useTestDatabase } from '../../support/pg-test.ts';
import { type RunningServer, startServer, tempDataDir, userCliAsync } from '../../support/server-process.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../support/smtp-test-server.ts';
import { until } from '../../support/until.ts';
import { askForReset } from './ask-for-reset.ts';

const EMAIL = 'ops@example.com';
const running: RunningServer[] = [];
let smtp: SmtpTestServer | undefined;
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
  await smtp?.close();
  smtp = undefined;
});

/** A reset mail queued while SMTP refuses, the server stopped and started again: the mail arrives. */
async function expectMailOutlivesRestart(storeEnv: Record<string, string>): Promise<void> {
  const server = await startSmtpTestServer();
  smtp = server;
  server.refuseNext(1_000);
  const dataDir = tempDataDir();
  const env = {
    ...storeEnv,
    PWP__OVERRIDE_BASE_URL: 'https://push.example.com',
    PWP__MAIL__SMTP_ADDRESS: '127.0.0.1',
    PWP__MAIL__SMTP_PORT: String(server.port),
    PWP__MAIL__SMTP_STARTTLS: 'false',
    PWP__MAIL__MAILER_SENDER: 'Secret Push <push@example.com>',
  };
  const first = await startServer(dataDir, env);
  running.push(first);
  expect((await userCliAsync({ DATA_DIR: dataDir, ...storeEnv }, ['add', EMAIL])).status).toBe(0);
  await askForReset(first.url, EMAIL);
  await until(() => server.refused() === 1, 'the first try is refused', 10_000);
  await until(() => first.output().includes('try 1 failed'), 'the refusal is logged', 5_000);
  expect(await first.stop('SIGTERM')).toBe(0);
  expect(first.output()).toContain(
    'mail password-reset to example.com: try 1 failed (EMESSAGE 451); next in 10 s',
  );

  server.refuseNext(0);
  const second = await startServer(dataDir, env);
  running.push(second);
  const mail = await server.nthMail(1, 30_000);
  expect(mail.envelopeTo).toEqual([EMAIL]);
  expect(mail.parsed.text).toContain('https://push.example.com/users/password/edit/');
  await until(() => second.output().includes('sent on try 2'), 'the delivery is logged', 5_000);
  expect(second.output()).toContain('mail password-reset to example.com: sent on try 2');
  expect(`${first.output()}${second.output()}`).not.toContain('ops@');
}

describe('a reset mail queued while SMTP refuses, on the embedded store', () => {
  it('arrives after the server is stopped and started again', async () => {
    await expectMailOutlivesRestart({});
  }, 60_000);
});

describePg('a reset mail queued while SMTP refuses, on PostgreSQL', () => {
  const database = useTestDatabase('restart delivery');
  it('arrives after the server is stopped and started again', async () => {
    await expectMailOutlivesRestart({
      DATABASE_URL: database.url(),
      PWPUSH_MASTER_KEY: randomBytes(32).toString('hex'),
      FILES_DIR: tempDataDir(),
    });
  }, 60_000);
});
