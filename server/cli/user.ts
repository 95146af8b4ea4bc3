import { commandLineLog } from '../accounts/account-log.ts';
import type { UserSummary } from '../accounts/user-admin.ts';
import { userAdmin } from '../accounts/user-admin.ts';
import { type AdminRequest, type AdminResponse, adminSocketPath } from '../admin/protocol.ts';
import { runAdminCommand } from '../admin/run-command.ts';
import { askRunningServer } from '../admin/socket-client.ts';
import { readConfig } from '../config.ts';
import { consoleLogger } from '../log/log.ts';
import { openDataStore } from '../open-data-store.ts';
import { withSecretFiles } from '../secret-files.ts';
import { readNewPassword } from './read-password.ts';

const USAGE = `Usage: secret-push user <command>   (from a checkout: npm run user -- <command>)
  add <email> [--admin]
                   create a user and print its API token (an administrator only with --admin)
  admin <email>    make a user an administrator of the web admin pages
  token <email>    replace a user's API token and print the new one
  list             list users
  remove <email>   remove a user
  password <email> set a user's password for web sign-in (asked for, or one line on stdin)
  two-factor-off <email>
                   turn off a user's two-factor authentication when they lost both their
                   authenticator app and their backup codes; ends their sessions`;

function parseArgs(args: string[]): AdminRequest | undefined {
  const [command, email] = args;
  if (command === 'list' && email === undefined) return { command };
  if (command === 'add' && email !== undefined && args.length === 3 && args[2] === '--admin')
    return { command, email, admin: true };
  // The password itself is read afterwards from the terminal or stdin, never from argv.
  if (command === 'password' && email !== undefined && args.length === 2)
    return { command, email, password: '' };
  if (
    (command === 'add' ||
      command === 'token' ||
      command === 'remove' ||
      command === 'admin' ||
      command === 'two-factor-off') &&
    email !== undefined &&
    args.length === 2
  ) {
    return { command, email };
  }
  return undefined;
}

/**
 * The embedded store: asks the running server when there is one, otherwise opens the store itself.
 * PostgreSQL: opens the database, which running servers share safely.
 */
async function run(request: AdminRequest): Promise<AdminResponse> {
  const config = readConfig(withSecretFiles(process.env));
  if (config.databaseUrl === null) {
    const viaServer = await askRunningServer(adminSocketPath(config.dataDir), request);
    if (viaServer !== undefined) return viaServer;
  }
  const { store } = await openDataStore(config);
  try {
    return await runAdminCommand(userAdmin(store, Date.now, commandLineLog(store, consoleLogger)), request);
  } finally {
    await store.close();
  }
}

function print(request: AdminRequest, result: unknown): void {
  switch (request.command) {
    case 'add':
      console.log(
        `Created ${request.admin === true ? 'administrator' : 'user'} ${request.email}. Its API token is shown once; keep it somewhere safe:`,
      );
      console.log(String(result));
      break;
    case 'token':
      console.log(`Replaced the API token of ${request.email}; the old one no longer works. New token:`);
      console.log(String(result));
      break;
    case 'admin':
      console.log(`${request.email} is now an administrator.`);
      break;
    case 'remove':
      console.log(`Removed user ${request.email}.`);
      break;
    case 'password':
      console.log(`Set the password of ${request.email}; they can now sign in at /users/sign_in.`);
      break;
    case 'two-factor-off':
      console.log(
        `Turned off two-factor authentication for ${request.email} and ended their sessions: their password alone signs them in now, and they can set up a new second factor from their account page.`,
      );
      // The notice mail speaks the language of the page that caused it, which a command line has not got.
      console.log(`No notice was mailed: tell ${request.email} yourself.`);
      break;
    case 'list': {
      const users = result as UserSummary[];
      if (users.length === 0)
        console.log(
          'No users yet. Create one with: secret-push user add <email> (npm run user -- add <email> in a checkout)',
        );
      for (const u of users)
        console.log(
          `${u.email}\tcreated ${u.createdAt}\t${u.hasToken ? 'has a token' : 'no token'}${u.admin ? '\tadministrator' : ''}`,
        );
      break;
    }
  }
}

const request = parseArgs(process.argv.slice(2));
if (request === undefined) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  try {
    const complete =
      request.command === 'password' ? { ...request, password: await readNewPassword() } : request;
    const response = await run(complete);
    if (response.ok) print(request, response.result);
    else {
      console.error(response.error);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
