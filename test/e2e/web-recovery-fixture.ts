import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server.ts';
import { launchChromium, screenshots } from './pages-browser.ts';
import { setPassword } from './pages-server.ts';

export const EMAIL = 'team@example.com';
export const PASSWORD = 'a password of some length';

/**
 * A real server process that mails through a real SMTP server on loopback (or, with `mail` false,
 * has no SMTP server), sign-up on, one user with a password, and Chromium.
 */
export function recoveryFixture(mail = true) {
  const f = {
    server: undefined as unknown as RunningServer,
    smtp: undefined as unknown as SmtpTestServer,
    browser: undefined as unknown as Browser,
  };
  beforeAll(async () => {
    f.smtp = await startSmtpTestServer();
    // Mail needs the public origin configured: its links never take a request's Host.
    const port = await freePort();
    const mailEnv = {
      PORT: String(port),
      PWP__OVERRIDE_BASE_URL: `http://127.0.0.1:${port}`,
      PWP__MAIL__SMTP_ADDRESS: '127.0.0.1',
      PWP__MAIL__SMTP_PORT: String(f.smtp.port),
      PWP__MAIL__SMTP_STARTTLS: 'false',
      PWP__MAIL__MAILER_SENDER: 'Secret Push <push@example.com>',
    };
    f.server = await startServer(tempDataDir(), { ...(mail ? mailEnv : {}), PWP__DISABLE_SIGNUPS: 'false' });
    userCli(f.server.dataDir, ['add', EMAIL]);
    setPassword(f.server.dataDir, EMAIL, PASSWORD);
    f.browser = await launchChromium();
  });
  afterAll(async () => {
    await f.browser?.close();
    await f.server?.stop('SIGTERM');
    await f.smtp?.close();
  });
  return f;
}

/** The link to the server in the n-th mail received, waiting for it. */
export async function mailedLink(f: ReturnType<typeof recoveryFixture>, n: number): Promise<string> {
  const mail = await f.smtp.nthMail(n, 15_000);
  const link = /(http:\/\/\S+\/users\/\S+)/.exec(mail.parsed.text ?? '')?.[1];
  if (link === undefined) throw new Error(`no link in mail ${n}: ${mail.parsed.text}`);
  return link;
}

/** Signs in through the sign-in form. */
export async function signIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/users/sign_in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Screenshots of a page 390 px wide and at desktop width, light and dark: test-results/pages/recovery-<name>-*. */
export async function recoveryShots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 780 });
  await screenshots(page, `recovery-${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshots(page, `recovery-${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 780 });
}
