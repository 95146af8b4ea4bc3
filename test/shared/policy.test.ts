import { describe, expect, it } from 'vitest';
import { defaultPolicy, settingsUnder } from '../../shared/policy.ts';
import { policyProblems, RULE_NAMES, ruleValue, withRule } from '../../shared/policy-rules.ts';
import { defaultSettings } from '../../shared/settings.ts';

describe('the policy model', () => {
  it('gives, with nothing set, exactly the settings the instance always had', () => {
    expect(settingsUnder(defaultPolicy(), defaultSettings())).toEqual(defaultSettings());
    expect(policyProblems(defaultPolicy())).toEqual({});
  });

  it('names every rule by its path, each readable and settable on its own', () => {
    expect(RULE_NAMES).toHaveLength(4 * 19 + 10);
    expect(RULE_NAMES).toContain('kinds.file.deletableByViewer.required');
    expect(RULE_NAMES).toContain('mailDomains');
    const changed = withRule(defaultPolicy(), 'kinds.qr.views.max', 3);
    expect(ruleValue(changed, 'kinds.qr.views.max')).toBe(3);
    expect(ruleValue(defaultPolicy(), 'kinds.qr.views.max')).toBe(100);
  });

  it('finds rules that contradict each other', () => {
    let policy = withRule(defaultPolicy(), 'kinds.text.views.default', 200);
    policy = withRule(policy, 'kinds.url.retrievalStep.allowed', false);
    policy = withRule(policy, 'kinds.url.retrievalStep.required', true);
    expect(policyProblems(policy)).toEqual({
      'kinds.text.views.default': 'must lie between 1 and 100',
      'kinds.url.retrievalStep.required': 'needs retrievalStep.allowed',
    });
  });
});
