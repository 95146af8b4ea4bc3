import { emailKey } from './email-address.ts';
import type { FieldErrors } from './result.ts';

/**
 * Who may open a push (docs: README, "Gates"): every part given must admit the visitor. `emails`
 * are addresses or `@domains` proven by a mailed code; `members` asks for a signed-in user;
 * `networks` are CIDR ranges the client's address must fall in; past `burnAfterFailures` wrong
 * codes or passphrases the push expires.
 */
export interface PushGate {
  emails: string[];
  members: boolean;
  networks: string[];
  burnAfterFailures: number | null;
}

export const GATE_LIMITS = { emails: 20, networks: 20, burnMin: 1, burnMax: 100 } as const;

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^@[^\s@]+\.[^\s@]+$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An IPv6 address as URL parsing accepts it (a global of browsers and Node alike). */
function isIpv6(text: string): boolean {
  if (!text.includes(':') || /[^0-9a-fA-F:.]/.test(text)) return false;
  try {
    return new URL(`http://[${text}]/`).hostname !== '';
  } catch {
    return false;
  }
}

/** An address or CIDR range, IPv4 or IPv6: `192.0.2.0/24`, `2001:db8::/32`, `198.51.100.7`. */
export function isAddressRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const max = IPV4.test(address) ? 32 : isIpv6(address) ? 128 : 0;
  if (max === 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
}

/** An entry of a gate's `emails`: an address (`name@example.com`) or a domain (`@example.com`). */
export const isGateEmail = (entry: string): boolean => ADDRESS.test(entry) || DOMAIN.test(entry);

/** A list as a form or a client gives it: an array of strings, or one string split at commas, spaces and lines. */
export function gateEntries(value: unknown): string[] | undefined {
  if (value === undefined || value === null || value === '') return [];
  const items = typeof value === 'string' ? value.split(/[\s,;]+/) : value;
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) return undefined;
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
}

/** Whether `address` is one the gate's `emails` allow: the address itself, or one of its `@domain`. */
export function gateAllowsEmail(gate: PushGate, address: string): boolean {
  const key = emailKey(address);
  const domain = key.slice(key.lastIndexOf('@'));
  return ADDRESS.test(key) && gate.emails.some((allowed) => allowed === key || allowed === domain);
}

/**
 * The `gate` of a create request: `{ emails, members, networks, burn_after_failures }`; null when
 * absent or empty (no gate). Problems go into `errors` under `gate`.
 */
export function normalizeGate(raw: unknown, errors: FieldErrors): PushGate | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    errors.gate = ['must be an object'];
    return null;
  }
  const input = raw as Record<string, unknown>;
  const problems: string[] = [];
  const listed = gateEntries(input.emails);
  const emails = listed === undefined ? undefined : [...new Set(listed.map(emailKey))];
  if (emails === undefined) problems.push('emails must be a list of addresses or @domains');
  else if (emails.length > GATE_LIMITS.emails) problems.push(`emails holds at most ${GATE_LIMITS.emails}`);
  else if (!emails.every(isGateEmail))
    problems.push('emails must be addresses (name@example.com) or domains (@example.com)');
  const networks = gateEntries(input.networks);
  if (networks === undefined) problems.push('networks must be a list of CIDR ranges');
  else if (networks.length > GATE_LIMITS.networks)
    problems.push(`networks holds at most ${GATE_LIMITS.networks}`);
  else if (!networks.every(isAddressRange)) problems.push('networks must be IP addresses or CIDR ranges');
  const members = input.members === true || input.members === 'true' || input.members === 'on';
  const burnRaw = input.burn_after_failures;
  let burn: number | null = null;
  if (burnRaw !== undefined && burnRaw !== null && burnRaw !== '') {
    if (typeof burnRaw === 'number') burn = burnRaw;
    else burn = typeof burnRaw === 'string' && /^\d+$/.test(burnRaw.trim()) ? Number(burnRaw) : Number.NaN;
    if (!Number.isInteger(burn) || burn < GATE_LIMITS.burnMin || burn > GATE_LIMITS.burnMax) {
      problems.push(`burn_after_failures must be between ${GATE_LIMITS.burnMin} and ${GATE_LIMITS.burnMax}`);
      burn = null;
    }
  }
  if (problems.length > 0 || emails === undefined || networks === undefined) {
    errors.gate = problems;
    return null;
  }
  const gate: PushGate = { emails, members, networks, burnAfterFailures: burn };
  return isGated(gate) ? gate : null;
}

/** Whether the gate asks anything of a visitor: burning alone guards nothing but the passphrase. */
export function isGated(gate: PushGate | null | undefined): gate is PushGate {
  if (gate === null || gate === undefined) return false;
  return (
    gate.emails.length > 0 || gate.members || gate.networks.length > 0 || gate.burnAfterFailures !== null
  );
}

/** Whether the gate stands before the push's pages (a burn count alone leaves the pages as they are). */
export const gateStands = (gate: PushGate): boolean =>
  gate.emails.length > 0 || gate.members || gate.networks.length > 0;

/** The kinds of gate a server may keep: an e-mail gate needs a server that sends mail. */
export type GateKind = 'email' | 'member' | 'network';
export const GATE_KINDS: readonly GateKind[] = ['email', 'member', 'network'];

/** The refusal of an e-mail gate by a server that cannot mail: no code could ever reach the recipient. */
export const EMAIL_GATE_UNAVAILABLE =
  'e-mail gates are not available: this server has no mail server set, so no code could reach the recipient';

/** The kinds the gate asks that the server cannot keep (`kept`); empty when it keeps them all. */
export function unkeptGateKinds(gate: PushGate | null | undefined, kept: readonly GateKind[]): GateKind[] {
  if (gate === null || gate === undefined) return [];
  const asked: GateKind[] = [
    ...(gate.emails.length > 0 ? (['email'] as const) : []),
    ...(gate.members ? (['member'] as const) : []),
    ...(gate.networks.length > 0 ? (['network'] as const) : []),
  ];
  return asked.filter((kind) => !kept.includes(kind));
}

/** `errors` with `more` added after any the same field already has. */
export function withFieldErrors(errors: FieldErrors, more: FieldErrors): FieldErrors {
  const all: FieldErrors = { ...errors };
  for (const [field, said] of Object.entries(more)) all[field] = [...(all[field] ?? []), ...said];
  return all;
}

/** The field errors of a gate the server cannot keep, under `gate`; none when it keeps it. */
export function unkeptGateErrors(gate: PushGate | null | undefined, kept: readonly GateKind[]): FieldErrors {
  return unkeptGateKinds(gate, kept).includes('email') ? { gate: [EMAIL_GATE_UNAVAILABLE] } : {};
}

/** The gate kinds a server keeps: all with a mail server, none by e-mail without one. */
export const keptGateKinds = (sendsMail: boolean): GateKind[] =>
  GATE_KINDS.filter((kind) => sendsMail || kind !== 'email');
