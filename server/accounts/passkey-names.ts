import type { PasskeyStore } from '../store/passkey-store.ts';
import type { UserRecord } from '../store/records.ts';
import { type AccountLog, recordIn, userTarget } from './account-log.ts';

/** The longest name kept: "Work laptop" and "Blue security key" are far shorter. */
export const PASSKEY_NAME_MAX = 60;

/** A name as it is kept: one line, trimmed, cut at the limit; '' when nothing was typed. */
export const passkeyName = (typed: string) =>
  typed
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, PASSKEY_NAME_MAX);

/** Gives one of the user's passkeys another name; false when they hold none of that id or typed none. */
export async function renamePasskey(
  store: Pick<PasskeyStore, 'renamePasskey'>,
  user: UserRecord,
  id: string,
  typed: string,
  log?: AccountLog,
): Promise<boolean> {
  const name = passkeyName(typed);
  if (name === '' || !(await store.renamePasskey(user.id, id, name))) return false;
  await recordIn(log, { event: 'passkey.renamed', target: userTarget(user), details: { name } });
  return true;
}

/** Removes one of the user's passkeys: it signs in nowhere from now on. False when they hold none of that id. */
export async function removePasskey(
  store: Pick<PasskeyStore, 'findPasskey' | 'removePasskey'>,
  user: UserRecord,
  id: string,
  log?: AccountLog,
): Promise<boolean> {
  const passkey = await store.findPasskey(id);
  if (passkey?.userId !== user.id || !(await store.removePasskey(user.id, id))) return false;
  await recordIn(log, {
    event: 'passkey.removed',
    target: userTarget(user),
    details: { name: passkey.name },
  });
  return true;
}
