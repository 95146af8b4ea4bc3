import type { Context } from 'hono';
import type { PageEnv } from '../chrome/page-env.ts';
import { returnToFrom } from '../chrome/return-target.ts';
import { keepTokenForDisplay, type ShownOncePlace, takeTokenForDisplay } from '../chrome/token-once.ts';

export const CODES_PATH = '/users/two_factor/backup_codes';
const PLACE: ShownOncePlace = { cookie: 'sp_backup_codes', path: CODES_PATH };

/** New backup codes waiting for the one page that shows them. */
export interface CodesShown {
  codes: string[];
  /** True when the second factor was just turned on; false for a new set replacing the old. */
  fresh: boolean;
  /** Where the page's button leads on; null: the account page. */
  continueTo: string | null;
}

/** Keeps new backup codes for the GET that shows them (post/redirect/get), sealed for this session alone. */
export function keepCodesForDisplay(
  c: Context<PageEnv>,
  shown: CodesShown,
  now: number,
  overrideBaseUrl: string | null,
): void {
  keepTokenForDisplay(c, JSON.stringify(shown), now, overrideBaseUrl, PLACE);
}

/** The codes kept for display, once: a reload shows none. */
export function takeCodesForDisplay(c: Context<PageEnv>, now: number): CodesShown | undefined {
  const kept = takeTokenForDisplay(c, now, PLACE);
  if (kept === undefined) return undefined;
  const { codes, fresh, continueTo } = JSON.parse(kept) as Record<string, unknown>;
  if (!Array.isArray(codes) || !codes.every((code) => typeof code === 'string')) return undefined;
  return { codes, fresh: fresh === true, continueTo: returnToFrom(continueTo) };
}
