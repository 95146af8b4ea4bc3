import type { SealedReason } from '../../shared/sealed/outcome.ts';
import { type MessageKey, t } from './i18n.ts';

/** Why a sealed secret on a page did not open: the format's reasons, a link with no key, a failed fetch. */
export type OpenerProblem = SealedReason | 'no-key' | 'fetch-failed';

const SENTENCES: Record<OpenerProblem, MessageKey> = {
  'no-key': 'opener_no_key',
  'bad-key': 'opener_bad_key',
  'wrong-key-or-damaged': 'opener_wrong_key',
  truncated: 'opener_damaged',
  reordered: 'opener_damaged',
  // Only a page whose envelope line was cut off shows a payload the format does not take for one.
  'not-sealed': 'opener_damaged',
  'unsupported-version': 'opener_unsupported',
  'fetch-failed': 'opener_file_failed',
};

/** One sentence for the person on the page, in the extension's language. */
export const problemSentence = (problem: OpenerProblem): string => t(SENTENCES[problem]);
