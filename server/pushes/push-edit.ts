import { DAY } from '../../shared/durations.ts';
import { type FieldErrors, fieldErrors, ok, type Result } from '../../shared/result.ts';
import type { Bounds, KindSettings } from '../../shared/settings.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { PushEdit } from '../store/port.ts';
import type { PushRecord } from '../store/records.ts';

/** What an owner asks to change, as the edit form sends it. */
export interface EditInput {
  name: string;
  note: string;
  /** `keep` leaves the passphrase as it is; `remove` drops it; a string sets a new one. */
  passphrase: 'keep' | 'remove' | { set: string };
  retrievalStep: boolean;
  deletableByViewer: boolean;
  /** Days from creation, as typed. */
  days: string;
  /** Views in all, as typed. */
  views: string;
}

export const NAME_MAX = 255;
export const NOTE_MAX = 10_000;

/** The least a limit may become: the kind's minimum, and above what is already used. */
export function editFloor(bounds: Bounds, used: number): number {
  return Math.max(bounds.min, used + 1);
}

/** Whole days since creation that have begun: an expiry must fall after them. */
export const daysUsed = (push: PushRecord, now: number) => Math.floor((now - push.createdAt) / DAY);

function limit(typed: string, current: number, bounds: Bounds, used: number): number | string {
  const n = /^\s*\d+\s*$/.test(typed) ? Number.parseInt(typed, 10) : Number.NaN;
  // The value it has stays allowed, even if the instance's bounds have changed since.
  if (n === current) return n;
  const floor = editFloor(bounds, used);
  if (!Number.isInteger(n) || n < floor || n > bounds.max)
    return `must be between ${floor} and ${bounds.max}`;
  return n;
}

/**
 * An owner's edit of a live push, as Password Pusher allows it: name, note, passphrase, retrieval
 * step, deletable by viewer, and days or views never at or below those already used. A limit left
 * as it was keeps the push's exact expiry (one made for 15 minutes stays 15 minutes).
 */
export function normalizeEdit(
  push: PushRecord,
  input: EditInput,
  rules: KindSettings,
  now: number,
  cipher: Cipher,
): Result<PushEdit> {
  const errors: FieldErrors = {};
  if (input.name.length > NAME_MAX) errors.name = [`must be at most ${NAME_MAX} characters`];
  if (input.note.length > NOTE_MAX) errors.note = [`must be at most ${NOTE_MAX} characters`];
  if (typeof input.passphrase === 'object' && input.passphrase.set === '')
    errors.passphrase = ['must not be empty: leave it as it is, or remove it'];
  const days = limit(input.days, push.expireAfterDays, rules.expireAfterDays, daysUsed(push, now));
  if (typeof days === 'string') errors.expire_after_days = [days];
  const views = limit(input.views, push.expireAfterViews, rules.expireAfterViews, push.countedViews);
  if (typeof views === 'string') errors.expire_after_views = [views];
  if (typeof days === 'string' || typeof views === 'string' || Object.keys(errors).length > 0)
    return fieldErrors(errors);
  const { passphrase } = input;
  return ok({
    name: input.name.trim(),
    note: input.note.trim() === '' ? null : cipher.seal(input.note),
    passphrase:
      passphrase === 'keep' ? push.passphrase : passphrase === 'remove' ? null : cipher.seal(passphrase.set),
    retrievalStep: rules.enableRetrievalStep ? input.retrievalStep : push.retrievalStep,
    deletableByViewer:
      push.deletableByViewer === null || !rules.enableDeletableByViewer
        ? push.deletableByViewer
        : input.deletableByViewer,
    expireAfterDays: days,
    expiresAt: days === push.expireAfterDays ? push.expiresAt : push.createdAt + days * DAY,
    expireAfterViews: views,
  });
}
