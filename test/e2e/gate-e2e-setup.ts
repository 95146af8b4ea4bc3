import type { AuditJson, PushJson } from '../../shared/wire.ts';
import { freePort } from '../support/free-port.ts';
import { type OidcTestProvider, startOidcTestProvider } from '../support/oidc-test-provider.ts';
import { sealPush } from '../support/sealed-push.ts';
import { type RunningServer, startServer, tempDataDir, userCli } from '../support/server-process.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server.ts';
import { forwardingProxy } from './forwarding-proxy.ts';

/** The sender, who signs in with a password and holds an API token. */
export const OWNER = 'owner@example.com';
export const OWNER_PASSWORD = 'the owner chose this one';
/** The recipient the e-mail gate names, another address, and the member who signs in at the provider. */
export const BOB = 'bob@client.example';
export const EVE = 'eve@elsewhere.example';
export const MEMBER = { account: 'bob', email: 'bob@example.com' } as const;
/** The provider's name on the sign-in page's button. */
export const PROVIDER_NAME = 'Example ID';

/** The recipient's office network, an address in it, and one outside it, as the proxy reports them. */
export const OFFICE = '192.0.2.0/24';
export const AT_OFFICE = '192.0.2.10';
export const AWAY = '203.0.113.9';

/** How long a test waits for a mail to arrive (E2E_MAIL_WAIT_MS). */
export const MAIL_WAIT_MS = Number(process.env.E2E_MAIL_WAIT_MS ?? 10_000);
/** How long a browser step waits for what it looks for (E2E_STEP_WAIT_MS). */
export const STEP_WAIT_MS = Number(process.env.E2E_STEP_WAIT_MS ?? 15_000);

export interface GateWorld {
  smtp: SmtpTestServer;
  provider: OidcTestProvider;
  proxy: Awaited<ReturnType<typeof forwardingProxy>>;
  server: RunningServer;
  /** The public origin: the proxy's, as links, mails and the sign-in's return name it. */
  origin: string;
  token: string;
  stop: () => Promise<void>;
}

/**
 * A real SMTP server, a real OpenID provider and a real server process behind a reverse proxy
 * that says which network each request comes from (the server trusts it, and only it).
 */
export async function startGateWorld(): Promise<GateWorld> {
  const [smtp, provider, port] = await Promise.all([
    startSmtpTestServer(),
    startOidcTestProvider({ [MEMBER.account]: { email: MEMBER.email, email_verified: true } }),
    freePort(),
  ]);
  const proxy = await forwardingProxy(`http://127.0.0.1:${port}`, 0, AT_OFFICE);
  const server = await startServer(tempDataDir(), {
    PORT: String(port),
    PWP__OVERRIDE_BASE_URL: proxy.url,
    PWP__TRUSTED_PROXIES: '127.0.0.1',
    PWP__MAIL__SMTP_ADDRESS: '127.0.0.1',
    PWP__MAIL__SMTP_PORT: String(smtp.port),
    PWP__MAIL__SMTP_STARTTLS: 'false',
    PWP__MAIL__MAILER_SENDER: 'Secret Push <push@example.com>',
    PWP__OIDC__ISSUER: provider.issuer,
    PWP__OIDC__CLIENT_ID: provider.clientId,
    PWP__OIDC__CLIENT_SECRET: provider.clientSecret,
    PWP__OIDC__ALLOWED_DOMAINS: 'example.com',
    PWP__OIDC__AUTO_PROVISION: 'true',
    PWP__OIDC__NAME: PROVIDER_NAME,
  });
  provider.serve(`${proxy.url}/users/auth/oidc/callback`);
  const token = userCli(server.dataDir, ['add', OWNER]).lastLine;
  const set = userCli(server.dataDir, ['password', OWNER], `${OWNER_PASSWORD}\n`);
  if (set.status !== 0) throw new Error(`no password for ${OWNER}: ${set.stderr}`);
  return {
    smtp,
    provider,
    proxy,
    server,
    origin: proxy.url,
    token,
    stop: async () => {
      await server.stop('SIGTERM');
      await Promise.all([proxy.close(), smtp.close(), provider.stop()]);
    },
  };
}

/** A sealed text push made through the API by the owner, behind `gate`: the push and its whole link. */
export async function sealedGatedPush(world: GateWorld, text: string, gate: Record<string, unknown>) {
  const sealed = await sealPush(text);
  const res = await fetch(`${world.server.url}/api/v2/pushes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${world.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      push: { payload: sealed.payload, expire_after_views: 3, retrieval_step: false, gate },
    }),
  });
  if (res.status !== 201) throw new Error(`push refused: ${res.status} ${await res.text()}`);
  const push = (await res.json()) as PushJson;
  return { push, fragment: sealed.fragment, link: `${push.html_url}#${sealed.fragment}` };
}

const ownerGet = async <T>(world: GateWorld, path: string): Promise<T> =>
  (await (
    await fetch(`${world.server.url}${path}`, { headers: { authorization: `Bearer ${world.token}` } })
  ).json()) as T;

/** What the owner sees of a push: views left, and its audit oldest first as `kind` or `kind gate`, `@ address`. */
export async function ownerSees(world: GateWorld, urlToken: string) {
  const active = await ownerGet<PushJson[]>(world, '/api/v2/pushes/active');
  const { logs } = await ownerGet<{ logs: AuditJson[] }>(world, `/api/v2/pushes/${urlToken}/audit`);
  return {
    viewsLeft: active.find((p) => p.url_token === urlToken)?.views_remaining,
    audit: logs
      .map(
        (entry) => `${entry.gate === undefined ? entry.kind : `${entry.kind} ${entry.gate}`} @ ${entry.ip}`,
      )
      .reverse(),
  };
}

/** The owner's notices of a push, as the notification feed gives them: `event` and who viewed it, verified how. */
export async function ownerNotices(world: GateWorld, urlToken: string): Promise<string[]> {
  const { notifications } = await ownerGet<{
    notifications: { event: string; url_token: string; viewer?: { address: string; verified_by: string } }[];
  }>(world, '/api/v2/notifications');
  return notifications
    .filter((n) => n.url_token === urlToken)
    .map((n) =>
      [n.event, n.viewer?.address, n.viewer?.verified_by].filter((part) => part !== undefined).join(' '),
    );
}

/** The six-digit code in the n-th mail the SMTP server caught, with the mail's recipients. */
export async function mailedCode(world: GateWorld, n: number) {
  const mail = await world.smtp.nthMail(n, MAIL_WAIT_MS);
  return { to: mail.envelopeTo, code: /\b(\d{6})\b/.exec(mail.parsed.text ?? '')?.[1] ?? '' };
}
