import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chainActivity } from '../../../server/store/activity/activity-chain.ts';
import type { ActivityEntry } from '../../../server/store/activity-store.ts';
import { openLowdbStore } from '../../../server/store/lowdb-store.ts';
import { runCommand } from '../../support/server-process.ts';
import { activity } from '../store/activity-fixtures.ts';
import { T0, TEST_KEY } from '../store/fixtures.ts';

/** A data directory whose journal holds five entries of the activity log, and those entries. */
async function dataDirWithLog(): Promise<{ dataDir: string; entries: ActivityEntry[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sp-audit-'));
  const store = await openLowdbStore({ dataDir, instanceKey: TEST_KEY });
  const entries: ActivityEntry[] = [];
  for (let i = 0; i < 5; i++) entries.push(await store.appendActivity(activity({ at: T0 + i })));
  await store.close();
  return { dataDir, entries };
}

const auditCli = (dataDir: string, args: string[] = []) =>
  runCommand('server/cli/audit.ts', ['verify', ...args], {
    DATA_DIR: dataDir,
    PWPUSH_MASTER_KEY: TEST_KEY.toString('hex'),
  });

/** Rewrites the journal's lines: `change` gets each line's effects and returns the lines to write instead. */
function editJournal(
  dataDir: string,
  change: (effects: { t: string; entry?: ActivityEntry }[]) => unknown[][],
) {
  const name = readdirSync(dataDir).find((file) => file.startsWith('journal-'));
  if (name === undefined) throw new Error('no journal');
  const path = join(dataDir, name);
  const lines = readFileSync(path, 'utf8').trim().split('\n');
  const out = lines.flatMap((line) => change(JSON.parse(line)).map((effects) => JSON.stringify(effects)));
  writeFileSync(path, `${out.join('\n')}\n`);
}

const activityOf = (effects: { t: string; entry?: ActivityEntry }[]) =>
  effects.find((effect) => effect.t === 'activity')?.entry;

describe('secret-push audit verify on the embedded store', () => {
  it('says how many entries it checked, that the chain is intact and its newest digest, and exits 0', async () => {
    const { dataDir, entries } = await dataDirWithLog();
    const run = await auditCli(dataDir);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toBe(
      `Checked 5 entries (1 to 5), from the start.\nChain intact. Newest: 5:${entries[4]?.digest}\n`,
    );
  });

  it('names an entry edited by hand in the journal and exits 1', async () => {
    const { dataDir } = await dataDirWithLog();
    editJournal(dataDir, (effects) => {
      const entry = activityOf(effects);
      if (entry?.seq === 3) entry.actor.name = 'someone-else@example.com';
      return [effects];
    });
    const run = await auditCli(dataDir);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      'Checked 2 entries (1 to 2), from the start.\nEntry 3 was changed: its content no longer matches its digest.\n',
    );
  });

  it('names an entry deleted by hand from the journal', async () => {
    const { dataDir } = await dataDirWithLog();
    editJournal(dataDir, (effects) => (activityOf(effects)?.seq === 3 ? [] : [effects]));
    const run = await auditCli(dataDir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Entry 3 was removed: entries 3 to 3 are missing.');
  });

  it('names an entry inserted by hand into the journal, even one chained with care', async () => {
    const { dataDir, entries } = await dataDirWithLog();
    const second = entries[1];
    if (second === undefined) throw new Error('no second entry');
    const forged = chainActivity(3, activity({ at: T0 + 2, event: 'policy.forged' }), second.digest);
    editJournal(dataDir, (effects) =>
      activityOf(effects)?.seq === 3 ? [[{ t: 'activity', entry: forged }], effects] : [effects],
    );
    const run = await auditCli(dataDir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Entry 3 was inserted: two entries carry its number.');
  });

  it('finds a chain rebuilt after an edit only through a digest held elsewhere', async () => {
    const { dataDir, entries } = await dataDirWithLog();
    let prev = entries[1]?.digest ?? '';
    editJournal(dataDir, (effects) => {
      const entry = activityOf(effects);
      if (entry === undefined || entry.seq < 3) return [effects];
      const { seq, prevDigest: _p, digest: _d, ...content } = entry;
      const rebuilt = chainActivity(seq, seq === 3 ? { ...content, outcome: 'failure' } : content, prev);
      prev = rebuilt.digest;
      return [
        effects.map((effect) => (effect.t === 'activity' ? { t: 'activity', entry: rebuilt } : effect)),
      ];
    });
    expect((await auditCli(dataDir)).status).toBe(0);
    const held = await auditCli(dataDir, ['--expect', `5:${entries[4]?.digest}`]);
    expect(held.status).toBe(1);
    expect(held.stdout).toContain('Entry 5 was changed: its digest differs from the one held elsewhere.');
  });

  it('refuses arguments it does not know with exit 2, and a directory with no store with exit 3', async () => {
    const { dataDir } = await dataDirWithLog();
    const wrong = await auditCli(dataDir, ['--expect', '5:not-a-digest']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain(
      '--expect takes <seq>:<digest>, an entry\'s number and its 64 hex digits, not "5:not-a-digest".',
    );
    expect((await auditCli(dataDir, ['--since', '3'])).stderr).toContain('Unknown option "--since".');
    const empty = mkdtempSync(join(tmpdir(), 'sp-audit-empty-'));
    const run = await auditCli(empty);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain('holds no embedded store');
  });
});
