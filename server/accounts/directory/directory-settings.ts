import { typedEmailKey } from './typed-email-key.ts';

type Env = Record<string, string | undefined>;

/** What becomes of the live links of someone the directory deactivates or deletes. */
export type LeaverLinks = 'expire' | { handTo: string };

/** Accounts that follow the organisation's directory (`PWP__DIRECTORY__*`): roles and leavers. */
export interface DirectorySettings {
  /**
   * The directory groups whose members are administrators, by name or id as the ID token's groups
   * claim or the SCIM Groups name them; empty: roles never come from the directory.
   */
  adminGroups: string[];
  /** A deactivated or deleted person's active pushes and open requests: expired, or handed to this address's account. */
  leaverLinks: LeaverLinks;
}

export const DEFAULT_DIRECTORY_SETTINGS: DirectorySettings = { adminGroups: [], leaverLinks: 'expire' };

/** Reads the directory settings; each bad one adds its problem. */
export function readDirectorySettings(env: Env, problems: string[]): DirectorySettings {
  const adminGroups = (env.PWP__DIRECTORY__ADMIN_GROUPS ?? '')
    .split(',')
    .map((group) => group.trim())
    .filter((group) => group !== '');
  const leaver = env.PWP__DIRECTORY__LEAVER_LINKS?.trim() || 'expire';
  let leaverLinks: LeaverLinks = 'expire';
  if (leaver !== 'expire') {
    const email = typedEmailKey(leaver);
    if (email === null)
      problems.push(
        `PWP__DIRECTORY__LEAVER_LINKS must be "expire" or the e-mail address of the user who takes them, not "${leaver}".`,
      );
    else leaverLinks = { handTo: email };
  }
  return { adminGroups, leaverLinks };
}
