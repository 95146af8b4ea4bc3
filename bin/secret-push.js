#!/usr/bin/env node
// The installed command. The server is TypeScript run as is: tsx compiles each file as it loads.
import { register } from 'tsx/esm/api';

const USAGE = `Usage: secret-push <command>
  serve             run the server; every setting comes from the environment (see the README)
  user <command>    manage users and API tokens while the server runs or not: add, token,
                    password, list, remove (run "secret-push user" for details)
  migrate --to URL  move the embedded store in DATA_DIR into an empty PostgreSQL database
                    (run "secret-push migrate" for details)
  migrate files --to bucket | --from bucket
                    copy the files of file pushes into the bucket PWP__FILES__* names, or
                    back into a directory (run "secret-push migrate files help" for details)
  rotate-key        re-seal the store and its files under PWPUSH_MASTER_KEY, opening what the
                    keys in PWPUSH_MASTER_KEY_PREVIOUS sealed (run "secret-push rotate-key help")
  audit verify      check the activity log's chain and name the first entry changed, removed
                    or inserted (run "secret-push audit help" for details)`;

const ENTRIES = {
  serve: '../server/main.ts',
  user: '../server/cli/user.ts',
  migrate: '../server/cli/migrate.ts',
  'rotate-key': '../server/cli/rotate-key.ts',
  audit: '../server/cli/audit.ts',
};

const [command, ...rest] = process.argv.slice(2);
if (command === undefined || !Object.hasOwn(ENTRIES, command)) {
  const asked = command === undefined || command === 'help' || command === '--help' || command === '-h';
  (asked ? console.log : console.error)(USAGE);
  process.exit(asked ? 0 : 2);
}
// Each entry reads its own arguments from argv, as it does under `npm start` and `npm run user`.
process.argv = [process.argv[0] ?? 'node', process.argv[1] ?? 'secret-push', ...rest];
register();
await import(new URL(ENTRIES[command], import.meta.url).href);
