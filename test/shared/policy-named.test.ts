import { describe, expect, it } from 'vitest';
import { defaultPolicy } from '../../shared/policy.ts';
import { askedKind, limitRules, nameRules } from '../../shared/policy-named.ts';
import { withRule } from '../../shared/policy-rules.ts';
import { defaultSettings } from '../../shared/settings.ts';

describe("the API's refusals with the policy's own limits named", () => {
  const settings = defaultSettings();
  const refusal = {
    kind: ['URL pushes are disabled.'],
    expire_after_days: ['must be between 1 and 3'],
    expire_after_views: ['must be between 1 and 100'],
    expire_after_duration: ['must not be longer than 3 days'],
    files: ['You can only attach up to 2 files per push.'],
  };

  it("names a kind the administrator turned off, a narrowed bound and a smaller file count, and leaves the rest in Password Pusher's words", () => {
    let policy = withRule(defaultPolicy(), 'kinds.url.allowed', false);
    policy = withRule(policy, 'kinds.url.days.max', 3);
    policy = withRule(policy, 'files.maxCount', 2);
    expect(nameRules(refusal, 'url', policy, { ...settings, enableUrlPushes: true })).toEqual({
      kind: ['URL pushes are disabled (policy rule kinds.url.allowed).'],
      expire_after_days: ['must be between 1 and 3 (policy rule kinds.url.days)'],
      expire_after_views: ['must be between 1 and 100'],
      expire_after_duration: ['must not be longer than 3 days (policy rule kinds.url.days)'],
      files: ['You can only attach up to 2 files per push (policy rule files.maxCount).'],
    });
  });

  it("names nothing the server's settings set: a kind they turn off, their bounds", () => {
    const policy = withRule(defaultPolicy(), 'kinds.url.allowed', false);
    expect(nameRules(refusal, 'url', policy, { ...settings, enableUrlPushes: false })).toEqual(refusal);
    expect(nameRules(refusal, 'text', defaultPolicy(), settings)).toEqual(refusal);
    expect(nameRules(refusal, null, defaultPolicy(), settings)).toEqual(refusal);
  });

  it('reads the kind asked as the API does, and names the file limits the policy sets apart', () => {
    expect(askedKind({}, 0)).toBe('text');
    expect(askedKind({}, 2)).toBe('file');
    expect(askedKind({ kind: 'qr' }, 0)).toBe('qr');
    expect(askedKind({ kind: 'movie' }, 0)).toBeNull();
    expect(limitRules({ maxCount: 2, maxSizeMb: settings.maxFileSizeMb }, settings)).toEqual({
      maxFiles: 'files.maxCount',
    });
    expect(limitRules({ maxCount: settings.maxFileUploads, maxSizeMb: 1 }, settings)).toEqual({
      maxFileBytes: 'files.maxSizeMb',
    });
  });
});
