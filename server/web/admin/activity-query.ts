import { normalizeEmail } from '../../accounts/user-admin.ts';
import { ACTIVITY_EVENT_NAMES } from '../../activity/activity-events.ts';
import {
  ACTIVITY_CATEGORIES,
  type ActivityCategory,
  type ActivityFilter,
} from '../../store/activity-store.ts';
import type { UserStore } from '../../store/user-store.ts';

/** The filter form's fields as typed, so a page shows them back and its links carry them. */
export interface ActivityAsked {
  user: string;
  push: string;
  event: string;
  address: string;
  from: string;
  to: string;
}

export const ASKED_FIELDS = ['user', 'push', 'event', 'address', 'from', 'to'] as const;

export type AskedProblem = 'badDate' | 'badAddress' | 'badRange' | 'noUser' | 'badEvent';

/** The form read: the filter it asks for, or each field's problem. */
export type ReadFilter =
  | { ok: true; filter: ActivityFilter }
  | { ok: false; problems: Partial<Record<keyof ActivityAsked, AskedProblem>> };

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A day or a minute, in UTC, as the form takes them; its length is how far an "until" reaches. */
function moment(text: string): { at: number; span: number } | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const minute = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(text);
  const parts = (day ?? minute)?.slice(1).map(Number);
  if (parts === undefined) return null;
  const [year = 0, month = 1, date = 1, hour = 0, min = 0] = parts;
  const at = Date.UTC(year, month - 1, date, hour, min);
  // Date.UTC rolls a 31 February over into March: such a date was not a date.
  const back = new Date(at);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date || hour > 23 || min > 59) return null;
  return { at, span: day === null ? MINUTE : DAY };
}

/** An address as the log keeps it (IPv4 or IPv6 text), or its start before a final `*`. */
const ADDRESS = /^[0-9a-fA-F.:]{0,45}\*?$/;

export const askedOf = (query: (name: string) => string | undefined): ActivityAsked =>
  Object.fromEntries(
    ASKED_FIELDS.map((name) => [name, (query(name) ?? '').trim().slice(0, 200)]),
  ) as unknown as ActivityAsked;

/** The event select's value: one event's name, or `category:<name>` for a whole category. */
function eventFilter(event: string): Pick<ActivityFilter, 'events' | 'category'> | null {
  if (event === '') return {};
  const category = event.startsWith('category:') ? event.slice('category:'.length) : null;
  if (category !== null)
    return (ACTIVITY_CATEGORIES as readonly string[]).includes(category)
      ? { category: category as ActivityCategory }
      : null;
  return (ACTIVITY_EVENT_NAMES as readonly string[]).includes(event) ? { events: [event] } : null;
}

/** Reads the form: a user by their address (looked up), the push's id, the event, the address, the range. */
export async function readFilter(
  asked: ActivityAsked,
  users: Pick<UserStore, 'findUserByEmail'>,
): Promise<ReadFilter> {
  const problems: Partial<Record<keyof ActivityAsked, AskedProblem>> = {};
  const filter: ActivityFilter = {};
  if (asked.user !== '') {
    let found: { id: string } | undefined;
    try {
      found = await users.findUserByEmail(normalizeEmail(asked.user));
    } catch {
      found = undefined;
    }
    if (found === undefined) problems.user = 'noUser';
    else filter.userId = found.id;
  }
  if (asked.push !== '') filter.pushId = asked.push;
  const event = eventFilter(asked.event);
  if (event === null) problems.event = 'badEvent';
  else Object.assign(filter, event);
  if (asked.address !== '') {
    if (ADDRESS.test(asked.address)) filter.address = asked.address.toLowerCase();
    else problems.address = 'badAddress';
  }
  const from = asked.from === '' ? null : moment(asked.from);
  const to = asked.to === '' ? null : moment(asked.to);
  if (asked.from !== '' && from === null) problems.from = 'badDate';
  if (asked.to !== '' && to === null) problems.to = 'badDate';
  if (from !== null) filter.from = from.at;
  // "Until" a day or a minute includes the whole of it.
  if (to !== null) filter.to = to.at + to.span;
  if (from !== null && to !== null && to.at + to.span <= from.at) problems.to = 'badRange';
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, filter };
}

/** The form's fields as a query string (empty ones left out), for paging and export links. */
export function askedQuery(asked: ActivityAsked, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const name of ASKED_FIELDS) if (asked[name] !== '') params.set(name, asked[name]);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}
