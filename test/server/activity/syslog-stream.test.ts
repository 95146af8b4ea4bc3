import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { streamedEntry } from '../../../server/activity/streamed-entry.ts';
import type { ActivityEntry } from '../../../server/store/activity-store.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { makeCertificates, type RsyslogDaemon, startRsyslog } from '../../support/rsyslog-daemon.ts';
import { type RunningServer, startServer } from '../../support/server-process.ts';
import { until } from '../../support/until.ts';
import { cookieJar, signIn } from '../../support/web-sign-in.ts';
import { activity } from '../store/activity-fixtures.ts';
import { T0, TEST_KEY } from '../store/fixtures.ts';
import { firstArrivals, parseSyslogLine } from './syslog-receipt.ts';

/** Quick polls and retries, so an outage is noticed and outlived within the test's time. */
const QUICK = {
  PWPUSH_MASTER_KEY: TEST_KEY.toString('hex'),
  PWP__ACTIVITY__STREAM__POLL_MS: '50',
  PWP__ACTIVITY__STREAM__RETRY_MS: '20',
  PWP__ACTIVITY__STREAM__BACKOFF_MS: '200',
  PWP__ACTIVITY__SYSLOG__TIMEOUT_MS: '3000',
  PWP__ACTIVITY__SYSLOG__HOSTNAME: 'push.example',
};

/** Entries whose fields need escaping in structured data, and text beyond ASCII. */
async function appendAwkward(dataDir: string, count: number): Promise<void> {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  for (let i = 0; i < count; i++)
    await store.appendActivity(
      activity({
        at: T0 + i,
        actor: { kind: 'user', id: `u-${i}`, name: `zoë "the ] admin" \\ ${i}@exämple.com` },
        browser: 'Navigateur « 🦊 »',
      }),
    );
  await store.close();
}

async function storedEntries(dataDir: string): Promise<ActivityEntry[]> {
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  try {
    return await store.readActivity(0, 10_000);
  } finally {
    await store.close();
  }
}

const seqsOf = (daemon: RsyslogDaemon) =>
  daemon.received().map((line) => Number(parseSyslogLine(line).params.seq));

/** Failed sign-ins: each one an entry, made through the server's own form. */
async function failSignIns(server: RunningServer, count: number, password: string): Promise<void> {
  for (let i = 0; i < count; i++) await signIn(server.url, cookieJar(), `nobody${i}@example.com`, password);
}

it('hands the syslog daemon every entry in order, across a restart of the server and of the daemon', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-syslog-'));
  const password = `typed-${randomBytes(8).toString('hex')}`;
  await appendAwkward(dataDir, 3);
  const daemon = await startRsyslog();
  const env = { ...QUICK, PWP__ACTIVITY__SYSLOG__URL: `tcp://127.0.0.1:${daemon.port}` };
  const outputs: string[] = [];
  let server = await startServer(dataDir, env);
  try {
    await failSignIns(server, 2, password);
    await until(() => daemon.received().length >= 5, 'the first five entries arrive');

    // Written while the server is down: the next server sends them from the cursor it left.
    await server.stop();
    outputs.push(server.output());
    await appendAwkward(dataDir, 2);
    server = await startServer(dataDir, env);
    await until(() => daemon.received().length >= 7, 'the entries written while the server was down arrive');

    // Written while the daemon is down: the stream fails, waits, and delivers them once it is back.
    await daemon.stop();
    await failSignIns(server, 2, password);
    await until(
      () => server.output().includes('activity stream to syslog failed (ECONNREFUSED)'),
      'a try fails',
    );
    await daemon.start();
    await until(() => new Set(seqsOf(daemon)).size >= 9, 'the entries made during the outage arrive');
    // The daemon may write the last batch before the server has noted that it went.
    await until(
      () => server.output().includes('activity stream to syslog: delivering again'),
      'the server says so',
    );
  } finally {
    await server.stop();
    outputs.push(server.output());
    await daemon.stop();
  }

  const stored = await storedEntries(dataDir);
  expect(stored.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const receipts = daemon.received().map(parseSyslogLine);
  expect(firstArrivals(receipts.map((r) => Number(r.params.seq)))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  for (const receipt of receipts) {
    const entry = stored.find((e) => e.seq === Number(receipt.params.seq));
    if (entry === undefined) throw new Error(`received an entry never stored: ${receipt.params.seq}`);
    expect(receipt.entry).toEqual(streamedEntry(entry));
    expect(receipt).toMatchObject({
      timestamp: new Date(entry.at).toISOString(),
      hostname: 'push.example',
      appName: 'secret-push',
      msgId: entry.event,
    });
    expect(receipt.params).toMatchObject({
      digest: entry.digest,
      prevDigest: entry.prevDigest,
      outcome: entry.outcome,
      actorKind: entry.actor.kind,
    });
    // authpriv (10): a failure is a warning (4), an administrator's change a notice (5).
    expect(receipt.pri).toBe(10 * 8 + (entry.outcome === 'failure' ? 4 : 5));
  }
  expect(receipts.find((r) => r.params.seq === '1')?.params.actorName).toBe(
    'zoë "the ] admin" \\ 0@exämple.com',
  );
  const everything = [...outputs, ...daemon.received()].join('\n');
  expect(everything).not.toContain(password);
  expect(everything).not.toContain(TEST_KEY.toString('hex'));
});

it('streams over TLS to a daemon whose certificate the given CA signed, and to none that another signed', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sp-syslog-tls-'));
  const daemonCerts = makeCertificates(mkdtempSync(join(dir, 'a-')));
  const otherCerts = makeCertificates(mkdtempSync(join(dir, 'b-')));
  const daemon = await startRsyslog({ tls: daemonCerts });
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-syslog-tls-data-'));
  await appendAwkward(dataDir, 2);
  const env = { ...QUICK, PWP__ACTIVITY__SYSLOG__URL: `tls://127.0.0.1:${daemon.port}` };
  try {
    const refused = await startServer(dataDir, { ...env, PWP__ACTIVITY__SYSLOG__CA_FILE: otherCerts.caFile });
    try {
      await until(() => refused.output().includes('activity stream to syslog failed ('), 'a try fails');
    } finally {
      await refused.stop();
    }
    expect(refused.output()).toMatch(
      /activity stream to syslog failed \((UNABLE_TO_VERIFY_LEAF_SIGNATURE|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_GET_ISSUER_CERT_LOCALLY)\)/,
    );
    expect(daemon.received()).toEqual([]);

    const server = await startServer(dataDir, { ...env, PWP__ACTIVITY__SYSLOG__CA_FILE: daemonCerts.caFile });
    try {
      await until(() => daemon.received().length >= 2, 'both entries arrive over TLS');
    } finally {
      await server.stop();
    }
    const stored = await storedEntries(dataDir);
    expect(daemon.received().map((line) => parseSyslogLine(line).entry)).toEqual(stored.map(streamedEntry));
  } finally {
    await daemon.stop();
  }
});
