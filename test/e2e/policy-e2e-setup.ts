import type { Policy } from '../../shared/policy.ts';
import { type RunningServer, userCli } from '../support/server-process.ts';

/** The rule the server's configuration pins for the whole file: no URL pushes. */
export const PINNED = { PWP__ENABLE_URL_PUSHES: 'false' };

export const ADMIN = 'root@example.com';
export const ADMIN_PASSWORD = 'the administrator password';
export const MEMBER_PASSWORD = 'the member chose this one';

/**
 * What the administrator sets on `/admin/settings`, by field id (the rule's path with dashes):
 * text pushes live at most 3 days (2 by default), need a passphrase of 12 characters and the
 * retrieval step; QR code pushes are off.
 */
export const RULE_FIELDS = {
  numbers: {
    'kinds-text-days-max': '3',
    'kinds-text-days-default': '2',
    'kinds-text-passphrase-minLength': '12',
  },
  tick: ['kinds-text-passphrase-required', 'kinds-text-retrievalStep-required'],
  untick: ['kinds-qr-allowed'],
} as const;

/** The history's rows those changes make: rule, from, to (the page's words). */
export const RULE_CHANGES = [
  ['QR code pushes · Allowed', 'Yes', 'No'],
  ['Text pushes · Days · Default', '7', '2'],
  ['Text pushes · Days · Maximum', '90', '3'],
  ['Text pushes · Passphrase required', 'No', 'Yes'],
  ['Text pushes · Retrieval step · Required', 'No', 'Yes'],
  ['Text pushes · Shortest passphrase (characters)', '1', '12'],
];

/** The words the web form and the popup say the rules in. */
export const WORDS = {
  webPassphrase: 'This server requires a passphrase here. Minimum length: 12.',
  webOption: 'This server requires this option.',
  popupPassphrase: 'This instance requires a passphrase: at least 12 characters.',
  popupOption: 'This instance requires this option.',
  pinned: "Set by the server's configuration (PWP__ENABLE_URL_PUSHES): it cannot be changed here.",
};

/** A passphrase long enough for the rule. */
export const GOOD_PASSPHRASE = 'correct horse battery';

/** An administrator who signs in with a password, and gives the member (the fixture's token user) one too. */
export function addPeople(server: RunningServer, member: string): void {
  for (const [email, args, password] of [
    [ADMIN, ['add', ADMIN, '--admin'], ADMIN_PASSWORD],
    [member, null, MEMBER_PASSWORD],
  ] as const) {
    if (args !== null) userCli(server.dataDir, [...args]);
    const set = userCli(server.dataDir, ['password', email], `${password}\n`);
    if (set.status !== 0) throw new Error(`no password for ${email}: ${set.stderr}`);
  }
}

/** The policy in force, as any client reads it. */
export async function policyNow(origin: string): Promise<{ policy: Policy; pinned: Record<string, string> }> {
  return (await (await fetch(`${origin}/api/v2/policy`)).json()) as {
    policy: Policy;
    pinned: Record<string, string>;
  };
}

/** A push through the API v2 with `token`: its status and body. */
export async function apiPush(origin: string, token: string, push: Record<string, unknown>) {
  const res = await fetch(`${origin}/api/v2/pushes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ push }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The token user's newest active push, as the API lists it. */
export async function newestPush(origin: string, token: string) {
  const res = await fetch(`${origin}/api/v2/pushes/active`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const pushes = (await res.json()) as Record<string, unknown>[];
  return { count: pushes.length, newest: pushes[0] };
}
