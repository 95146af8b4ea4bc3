import { expect, it } from 'vitest';
import { createTestDatabase, describePg } from '../../support/pg-test.ts';
import { startRsyslog } from '../../support/rsyslog-daemon.ts';
import { startServer, tempDataDir } from '../../support/server-process.ts';
import { until } from '../../support/until.ts';
import { cookieJar, signIn } from '../../support/web-sign-in.ts';
import { TEST_KEY } from '../store/fixtures.ts';
import { parseSyslogLine } from './syslog-receipt.ts';

describePg('the activity stream on PostgreSQL', () => {
  it('streams from one server at a time when two share the database: each entry once, in order', async () => {
    const url = await createTestDatabase('activity stream');
    const daemon = await startRsyslog();
    const env = {
      DATABASE_URL: url,
      PWPUSH_MASTER_KEY: TEST_KEY.toString('hex'),
      PWP__ACTIVITY__SYSLOG__URL: `tcp://127.0.0.1:${daemon.port}`,
      PWP__ACTIVITY__STREAM__POLL_MS: '20',
    };
    const servers = [await startServer(tempDataDir(), env), await startServer(tempDataDir(), env)];
    try {
      for (let i = 0; i < 20; i++) {
        const server = servers[i % 2];
        if (server) await signIn(server.url, cookieJar(), `nobody${i}@example.com`, 'wrong');
      }
      await until(() => daemon.received().length >= 20, 'twenty entries arrive', 20_000);
      // Both go on polling: a second streamer would now send some again.
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      for (const server of servers) await server.stop();
      await daemon.stop();
    }
    const seqs = daemon.received().map((line) => Number(parseSyslogLine(line).params.seq));
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
