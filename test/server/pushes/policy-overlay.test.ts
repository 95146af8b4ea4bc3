import { describe, expect, it } from 'vitest';
import { overlaySaved } from '../../../server/pushes/policy-overlay.ts';
import { defaultPolicy } from '../../../shared/policy.ts';

describe('overlaySaved', () => {
  it('lays saved rules over the base in any order, a minimum raised with its maximum', () => {
    const saved = {
      'kinds.text.views.min': '150',
      'kinds.text.views.default': '180',
      'kinds.text.views.max': '200',
    };
    expect(overlaySaved(defaultPolicy(), saved, {}).kinds.text.views).toEqual({
      min: 150,
      max: 200,
      default: 180,
    });
  });

  it('passes over a pinned rule, an unknown one, a bad value and one that no longer fits', () => {
    const base = defaultPolicy();
    base.kinds.text.views.max = 10;
    const saved = {
      'kinds.text.views.max': '50',
      'kinds.text.views.default': '40',
      'kinds.text.colour': '"red"',
      sessionHours: 'not json',
      pushers: '"signed_in"',
    };
    const policy = overlaySaved(base, saved, { 'kinds.text.views.max': 'PWP__PW__EXPIRE_AFTER_VIEWS_MAX' });
    expect(policy.kinds.text.views).toEqual({ min: 1, max: 10, default: 5 });
    expect(policy.sessionHours).toBe(8);
    expect(policy.pushers).toBe('signed_in');
  });
});
