import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newWebhookSecret } from '../../server/deliveries/webhook-sender.ts';
import { firstArrivals, parseSyslogLine } from '../server/activity/syslog-receipt.ts';
import { settingsFormOf } from '../server/admin-settings-form.ts';
import { answerAtLink } from '../server/requests/answer-at-link.ts';
import { TEST_KEY } from '../server/store/fixtures.ts';
import { codeAt } from '../server/two-factor/two-factor-app.ts';
import { browserTests } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { type RsyslogDaemon, startRsyslog } from '../support/rsyslog-daemon.ts';
import {
  type RunningServer,
  runCommand,
  setupLinkOf,
  startServer,
  tempDataDir,
} from '../support/server-process.ts';
import { until } from '../support/until.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import {
  chainProblem,
  csvRows,
  type ExportedEntry,
  entryOfCsv,
  logOf,
  ndjsonEntries,
  overflowAt,
  secretsIn,
  storedEntries,
} from './activity-day-checks.ts';
import {
  acceptInvitation,
  browserToken,
  codeStep,
  invite,
  newApiToken,
  passwordStep,
  setUpAdministrator,
  setUpTotp,
  signOut,
  type Visitor,
  visitor,
} from './activity-day-people.ts';
import {
  apiAsk,
  apiFilePush,
  apiPush,
  apiRead,
  editThenExpire,
  webFormPush,
  webOpen,
} from './activity-day-pushes.ts';
import { ADMIN, CODES, DAY, dayEnv, GIVEN, MEMBER, SECRETS } from './activity-day-script.ts';
import { canariesIn } from './canary-scan.ts';
import { launchChromium } from './pages-browser.ts';
import { pageShots } from './web-pages-browser.ts';

const availability = browserTests('the day of activity');

const webhookSecret = newWebhookSecret();
SECRETS.webhookSecret = webhookSecret;

describe.skipIf(!availability.run)(`a day of activity on a real server ${availability.reason}`, () => {
  const dataDir = tempDataDir();
  const outputs: string[] = [];
  let env: Record<string, string>;
  let server: RunningServer;
  let daemon: RsyslogDaemon;
  let receiver: WebhookReceiver;
  let browser: Browser;
  let origin = '';
  let admin: Visitor;
  let member: Visitor;
  const urlTokens = { text: '', url: '', qr: '', file: '', web: '', request: '' };
  let apiToken = '';
  let ndjson = '';
  let csv = '';
  /** The log's page and the account page, as the server sent them. */
  const pagesSeen: string[] = [];

  const restartServer = async () => {
    await server.stop();
    outputs.push(server.output());
    server = await startServer(dataDir, env);
  };

  beforeAll(async () => {
    [daemon, receiver, browser] = await Promise.all([
      startRsyslog(),
      startWebhookReceiver(webhookSecret),
      launchChromium(),
    ]);
    SECRETS.webhookPath = new URL(receiver.url).pathname;
    env = dayEnv({ port: await freePort(), syslogPort: daemon.port, webhook: receiver.url, webhookSecret });
    server = await startServer(dataDir, env);
    origin = server.url;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    if (server?.child.exitCode === null) await server.stop();
    await daemon?.stop();
    await receiver?.close();
  });

  it('starts with an administrator, a member invited, sign-ins with two factors, a token and pushes of every kind', async () => {
    const setupLink = await setupLinkOf(server);
    SECRETS.setupLink = new URL(setupLink).pathname.split('/').pop() ?? '';
    admin = await setUpAdministrator(setupLink, ADMIN, GIVEN.adminPassword);
    const invitation = await invite(admin, MEMBER);
    SECRETS.invitation = new URL(invitation).pathname.split('/').pop() ?? '';
    member = await acceptInvitation(invitation, GIVEN.memberPassword);
    const totp = await setUpTotp(member, GIVEN.memberPassword);
    SECRETS.totpSecret = totp.secret;
    CODES.setUp = totp.code;
    totp.backupCodes.forEach((code, i) => {
      SECRETS[`backupCode${i}`] = code;
    });
    await signOut(member);

    // Sign-ins: a wrong password, then the right one, a wrong code, then the next step's code.
    member = visitor(origin);
    expect(await passwordStep(member, MEMBER, GIVEN.wrongPassword)).toBe(401);
    expect(await passwordStep(member, MEMBER, GIVEN.memberPassword)).toBe(303);
    CODES.wrong = codeAt(totp.secret, Date.now() - 3_600_000);
    expect(await codeStep(member, CODES.wrong)).not.toBe(303);
    CODES.next = codeAt(totp.secret, Date.now() + 30_000);
    expect(await codeStep(member, CODES.next)).toBe(303);
    apiToken = await newApiToken(member);
    SECRETS.apiToken = apiToken;

    urlTokens.text = await apiPush(origin, apiToken, {
      payload: GIVEN.textPayload,
      passphrase: GIVEN.passphrase,
      expire_after_views: 3,
    });
    urlTokens.url = await apiPush(origin, apiToken, { kind: 'url', payload: GIVEN.urlPayload });
    urlTokens.qr = await apiPush(origin, apiToken, { kind: 'qr', payload: GIVEN.qrPayload });
    urlTokens.file = await apiFilePush(origin, apiToken, GIVEN.fileName, GIVEN.fileContent);
    await until(() => daemon.received().length >= 14, 'the morning reaches the syslog daemon', 20_000);
  });

  it('goes on across a restart of the server at midday and of the syslog daemon in the afternoon', async () => {
    // The member's session outlives the server's restart.
    await restartServer();
    urlTokens.web = await webFormPush(member, GIVEN.webPayload, GIVEN.webPassphrase);
    const recipient = visitor(origin);
    expect(await apiRead(origin, urlTokens.text, GIVEN.wrongPassphrase)).toBe(401);
    expect(await apiRead(origin, urlTokens.text, GIVEN.passphrase)).toBe(200);
    expect(await webOpen(recipient, urlTokens.web, GIVEN.wrongPassphrase)).toBe(401);
    expect(await webOpen(recipient, urlTokens.web, GIVEN.webPassphrase)).toBe(200);
    expect(await apiRead(origin, urlTokens.file)).toBe(200);

    // The daemon goes down for the afternoon: what is written meanwhile reaches it when it is back.
    await daemon.stop();
    expect((await member.get(`/p/${urlTokens.web}/preview`)).status).toBe(200);
    // A URL push opened by its owner sends them on to the address.
    expect((await member.get(`/p/${urlTokens.url}`)).status).toBe(303);
    expect(await editThenExpire(member, urlTokens.web)).toEqual([303, 303]);
    urlTokens.request = await apiAsk(origin, apiToken, GIVEN.question);
    const answered = await answerAtLink(`${origin}/req/${urlTokens.request}`, GIVEN.answer);
    expect(answered.sent.status).toBe(303);
    await until(
      () => server.output().includes('activity stream to syslog failed'),
      'a try to the stopped daemon fails',
      10_000,
    );
    await daemon.start();
  });

  it('ends with a rule and a role changed, a browser signed in, and the log telling it all in order', async () => {
    // Evening: the administrator changes a rule and makes the member an administrator; the member signs in a browser.
    const settings = await admin.get('/admin/settings');
    expect(settings.status).toBe(200);
    const form = settingsFormOf(settings.html);
    expect((await admin.post('/admin/settings', { ...form, 'kinds.text.views.max': '40' })).status).toBe(303);
    // The member is the one with a second factor an administrator could turn off.
    const memberId =
      /\/admin\/users\/([^/"]+)\/two_factor_off/.exec((await admin.get('/admin')).html)?.[1] ?? '';
    expect((await admin.post(`/admin/users/${memberId}/admin`, { admin: 'yes' })).status).toBe(303);
    const extension = await browserToken(origin, member, 'Chromium on Linux');
    SECRETS.browserToken = extension.token;
    SECRETS.browserCode = extension.code;
    SECRETS.verifier = extension.verifier;
    for (const [kind, token] of Object.entries(urlTokens)) SECRETS[`urlToken.${kind}`] = token;

    const entries = await logOf(admin);
    expect(
      entries.map((e) => [e.event, e.actor.kind, e.actor.name, e.outcome, e.target?.kind ?? null]),
    ).toEqual(DAY);
  });

  it('downloads the log as CSV and NDJSON through the page’s links, each entry’s digest recomputed', async () => {
    const page = await admin.get('/admin/activity');
    pagesSeen.push(page.html, (await member.get('/users/account')).html);
    const linkTo = (name: string) => {
      const href = new RegExp(`<a [^>]*href="([^"]+)"[^>]*>${name}</a>`).exec(page.html)?.[1];
      if (href === undefined) throw new Error(`no ${name} link on the page`);
      return href.replaceAll('&amp;', '&');
    };
    ndjson = (await admin.get(linkTo('NDJSON'))).html;
    csv = (await admin.get(linkTo('CSV'))).html;
    const fromNdjson = ndjsonEntries(ndjson);
    const [header = [], ...rows] = csvRows(csv);
    const fromCsv = rows.map((row) => entryOfCsv(header, row));
    // Oldest first, so a reader follows the chain down the file.
    expect(fromNdjson.map((e) => e.seq)).toEqual(DAY.map((_, i) => i + 1));
    expect(fromCsv).toEqual(fromNdjson);
    expect(chainProblem(fromNdjson)).toBeNull();
    expect(fromNdjson.every((e) => e.time === new Date(e.at).toISOString())).toBe(true);
  });

  it('shows the log to the administrator, filtered and in German, and the member their own events, on a phone and a desktop', async () => {
    const signedIn = async (person: Visitor, locale = 'en-US') => {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
      await context.addCookies([...person.cookies].map(([name, value]) => ({ name, value, url: origin })));
      return context.newPage();
    };
    const page = await signedIn(admin);
    await page.goto(`${origin}/admin/activity?event=push.viewed`);
    expect(await page.locator('table.activity tbody tr').count()).toBe(3);
    expect(await overflowAt(page, [390, 1280])).toEqual([]);
    await pageShots(page, 'activity-day', 'admin-filtered');
    const german = await signedIn(admin, 'de-DE');
    await german.goto(`${origin}/admin/activity`);
    expect(await german.locator('html').getAttribute('lang')).toBe('de');
    expect(await german.locator('table.activity tbody tr').count()).toBe(DAY.length);
    expect(await overflowAt(german, [390, 1280])).toEqual([]);
    await pageShots(german, 'activity-day', 'admin-de');
    const own = await signedIn(member);
    await own.goto(`${origin}/users/account`);
    expect(await own.locator('#own-events-heading').count()).toBe(1);
    expect(await overflowAt(own, [390, 1280])).toEqual([]);
    await pageShots(own, 'activity-day', 'account-own-events');
    for (const p of [page, german, own]) await p.context().close();
  });

  it('reaches the syslog daemon and the webhook receiver whole, in order, and the chain verifies offline', async () => {
    const newest = DAY.length;
    const syslogSeqs = () => daemon.received().map((line) => Number(parseSyslogLine(line).params.seq));
    const webhookEntries = () =>
      receiver.received
        .filter((r) => r.verified && r.answer === 204)
        .flatMap((r) => (JSON.parse(r.body) as { data: { entries: ExportedEntry[] } }).data.entries);
    await until(() => syslogSeqs().includes(newest), 'the syslog daemon has the whole day', 20_000);
    await until(
      () => webhookEntries().some((e) => e.seq === newest),
      'the receiver has the whole day',
      20_000,
    );
    await server.stop();
    outputs.push(server.output());
    await daemon.stop();

    const stored = await storedEntries(dataDir);
    const exported = ndjsonEntries(ndjson);
    expect(exported).toEqual(stored.map((e) => ({ time: new Date(e.at).toISOString(), ...e })));

    const receipts = daemon.received().map(parseSyslogLine);
    expect(firstArrivals(receipts.map((r) => Number(r.params.seq)))).toEqual(stored.map((e) => e.seq));
    for (const receipt of receipts)
      expect(receipt.entry).toEqual(exported.find((e) => e.seq === Number(receipt.params.seq)));

    // Every batch signed; entries in order, a repeat dropped by its number.
    expect(receiver.received.length).toBeGreaterThan(0);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const delivered = webhookEntries();
    expect(firstArrivals(delivered.map((e) => e.seq))).toEqual(stored.map((e) => e.seq));
    for (const entry of delivered) expect(entry).toEqual(exported.find((e) => e.seq === entry.seq));

    const audit = await runCommand('server/cli/audit.ts', ['verify'], {
      DATA_DIR: dataDir,
      PWPUSH_MASTER_KEY: TEST_KEY.toString('hex'),
    });
    expect([audit.status, audit.stderr]).toEqual([0, '']);
    expect(audit.stdout).toContain(`Chain intact. Newest: ${newest}:${stored.at(-1)?.digest}`);
  });

  it('leaves no secret of the day in any output, export, stream or page', async () => {
    const received = daemon.received().join('\n');
    // What the server sent each time: its headers and body (the path is where it sent them).
    const hooks = receiver.received.map((r) => `${JSON.stringify(r.headers)}\n${r.body}`);
    const everything: Record<string, string> = {
      'the servers’ output': outputs.join('\n'),
      'the NDJSON export': ndjson,
      'the CSV export': csv,
      'the syslog file': received,
      'the webhook requests': hooks.join('\n'),
      'the pages': pagesSeen.join('\n'),
    };
    expect(received.length).toBeGreaterThan(10_000);
    // The scan finds what is there: the set-up link the server printed for its operator.
    expect(canariesIn(outputs.join('\n'), { setupLink: SECRETS.setupLink ?? '' })).toEqual(['setupLink']);
    expect(Object.keys(SECRETS).length).toBeGreaterThan(30);
    // The set-up link is printed at start on purpose, for the operator: it works once, and was used.
    const found = secretsIn(everything, SECRETS, CODES, { 'the servers’ output': ['setupLink'] });
    expect(found).toEqual([]);
  });
});
