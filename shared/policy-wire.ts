import type { Policy } from './policy.ts';

/** GET /api/v2/policy: the rules in force, the built-in defaults, and where each rule is set. */
export interface PolicyJson {
  policy: Policy;
  defaults: Policy;
  /** The rules an environment setting pins, each with the setting's name: no administrator can change them. */
  pinned: Record<string, string>;
  /** Every rule's environment setting, by rule. */
  settings: Record<string, string>;
}
