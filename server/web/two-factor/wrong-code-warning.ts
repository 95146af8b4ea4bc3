import type { Context } from 'hono';
import type { Counters, SlidingLimit } from '../../limits/counters.ts';
import { type AccountNoticeDeps, sendAccountNotice } from '../../mail/account-notices.ts';
import type { UserRecord } from '../../store/records.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';

/** Wrong second-step codes in a row, after a right password, that make the account's owner hear of it. */
export const WRONG_CODES_TOLD = 3;
/** Users remembered at once in one process; past it the least recently counted are forgotten. */
const MAX_KEYS = 20_000;
/** The codes before the one that tells: the count refuses the third, which is how the third is known. */
const WRONG_CODES: SlidingLimit = {
  scope: 'second-step-wrong',
  limit: WRONG_CODES_TOLD - 1,
  windowMs: 15 * 60_000,
  maxKeys: MAX_KEYS,
};
/** One notice an hour at most: someone trying codes all day must not fill the owner's mailbox. */
const TOLD: SlidingLimit = { scope: 'second-step-told', limit: 1, windowMs: 60 * 60_000, maxKeys: MAX_KEYS };

export interface WrongCodeWarningDeps extends AccountNoticeDeps {
  /** Shared by every worker, so codes tried across processes count together and one notice goes. */
  counters: Counters;
  now: () => number;
}

/**
 * Tells the owner of an account when its second step keeps failing: someone who got past the password
 * is guessing codes, so the password is known. Three wrong codes within 15 minutes, with no right
 * one between, send one notice (at most one an hour); a right code starts the count again.
 */
export function wrongCodeWarning(deps: WrongCodeWarningDeps) {
  const { counters, now } = deps;
  return {
    async wrongCode(c: Context<PageEnv>, user: UserRecord): Promise<void> {
      const at = now();
      if (await counters.attempt(WRONG_CODES, user.id, at)) return;
      await counters.clear(WRONG_CODES, user.id);
      if (await counters.attempt(TOLD, user.id, at))
        sendAccountNotice(deps, pageLanguage(c), user, 'second_factor_failures');
    },
    async rightCode(user: UserRecord): Promise<void> {
      await counters.clear(WRONG_CODES, user.id);
    },
  };
}
