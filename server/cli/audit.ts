import { readConfig } from '../config.ts';
import { describeError } from '../log/log.ts';
import { saidForPeople } from '../log/said-for-people.ts';
import { withSecretFiles } from '../secret-files.ts';
import type { ActivityVerdict } from '../store/activity/verify-activity.ts';
import type { ActivityCheckpoint } from '../store/activity-store.ts';
import { verifyConfiguredActivity } from './activity-source.ts';

const USAGE = `Usage: secret-push audit verify [--expect <seq>:<digest>]...
       (from a checkout: npm run audit -- verify ...)
  Checks the activity log of the store the settings name (DATABASE_URL, else DATA_DIR): every
  entry's digest and its link to the one before, from where retention left it. Prints how many
  entries it checked and "chain intact", or the first entry that was changed, removed or inserted.
  --expect <seq>:<digest>: a digest kept elsewhere (the SIEM's copy, one written down); the entry
  must still carry it. Whoever can write to the store can rebuild the chain after an entry they
  changed; a digest held elsewhere is what shows it.
  Exit codes: 0 intact, 1 broken, 2 wrong arguments, 3 the log could not be read.`;

/** The digests `verify` is asked to find, or what is wrong with the arguments (null: no command at all). */
function parseArgs(args: string[]): { expect: ActivityCheckpoint[] } | { problem: string | null } {
  if (args[0] !== 'verify')
    return { problem: args[0] === undefined ? null : `Unknown command "${args[0]}".` };
  const expect: ActivityCheckpoint[] = [];
  for (let i = 1; i < args.length; i++) {
    const [flag, inline] = (args[i] ?? '').split(/=(.*)/s, 2);
    if (flag !== '--expect') return { problem: `Unknown option "${flag}".` };
    const value = inline ?? args[++i] ?? '';
    const held = /^(\d+):([0-9a-f]{64})$/.exec(value);
    if (held === null)
      return {
        problem: `--expect takes <seq>:<digest>, an entry's number and its 64 hex digits, not "${value}".`,
      };
    expect.push({ seq: Number(held[1]), digest: held[2] ?? '' });
  }
  return { expect };
}

function report(verdict: ActivityVerdict): number {
  const range = verdict.checked === 0 ? '' : ` (${verdict.from.seq + 1} to ${verdict.last.seq})`;
  const start = verdict.from.seq === 0 ? 'from the start' : `after checkpoint ${verdict.from.seq}`;
  for (const seq of verdict.beforeCheckpoint)
    console.log(
      `Entry ${seq} was removed by retention before checkpoint ${verdict.from.seq}: its digest is not checked.`,
    );
  console.log(`Checked ${verdict.checked} ${verdict.checked === 1 ? 'entry' : 'entries'}${range}, ${start}.`);
  if (verdict.problem !== null) {
    const { seq, reason, detail } = verdict.problem;
    console.log(`Entry ${seq} was ${reason}: ${detail}.`);
    return 1;
  }
  console.log(`Chain intact. Newest: ${verdict.last.seq}:${verdict.last.digest}`);
  return 0;
}

async function main(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if ('problem' in parsed) {
    const asked = ['help', '--help', '-h'].includes(args[0] ?? '');
    if (asked) console.log(USAGE);
    else console.error(parsed.problem === null ? USAGE : `${parsed.problem}\n\n${USAGE}`);
    return asked ? 0 : 2;
  }
  try {
    return report(await verifyConfiguredActivity(readConfig(withSecretFiles(process.env)), parsed.expect));
  } catch (error) {
    const forPeople =
      saidForPeople(error, ['NoStoreError', 'VerifyRefusedError', 'StoreLockedError']) ||
      (error instanceof Error && typeof (error as { code?: unknown }).code === 'string');
    console.error(
      `Checking the activity log failed: ${forPeople ? (error as Error).message : describeError(error)}`,
    );
    return 3;
  }
}

process.exitCode = await main(process.argv.slice(2));
