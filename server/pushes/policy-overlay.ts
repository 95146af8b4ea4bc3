import type { Policy } from '../../shared/policy.ts';
import { policyProblems, type RuleValue, ruleValueProblem, withRule } from '../../shared/policy-rules.ts';
import type { PolicyPins } from './policy-settings.ts';

/** A stored rule's value, or undefined when it is not JSON. */
function parsed(json: string): RuleValue | undefined {
  try {
    return JSON.parse(json) as RuleValue;
  } catch {
    return undefined;
  }
}

/**
 * The policy in force: the settings' policy with the administrator's saved rules laid over it,
 * except those the settings pin. A saved rule that no longer fits (a setting changed since, a
 * rule an older version knew) is passed over, so the policy in force always holds together.
 */
export function overlaySaved(base: Policy, saved: Record<string, string>, pins: PolicyPins): Policy {
  let policy = base;
  let waiting = Object.entries(saved).filter(([rule]) => pins[rule] === undefined);
  // A rule may fit only once another is in (a minimum raised above the old maximum): try again while any goes in.
  for (let progress = true; progress && waiting.length > 0; ) {
    progress = false;
    const left: [string, string][] = [];
    for (const [rule, json] of waiting) {
      const value = parsed(json);
      if (value === undefined || ruleValueProblem(rule, value) !== null) continue;
      const next = withRule(policy, rule, value);
      if (Object.keys(policyProblems(next)).length > 0) left.push([rule, json]);
      else {
        policy = next;
        progress = true;
      }
    }
    waiting = left;
  }
  return policy;
}
