import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';

describe('readConfig: the policy settings', () => {
  it("pins every rule whose setting is set, Password Pusher's names and the policy's own alike", () => {
    const { policy } = readConfig({
      PWP__PW__EXPIRE_AFTER_VIEWS_MAX: '10',
      PWP__ENABLE_URL_PUSHES: 'false',
      PWP__ALLOW_ANONYMOUS: 'false',
      PWP__PW__REQUIRE_PASSPHRASE: 'true',
      PWP__PW__PASSPHRASE_MIN_LENGTH: '12',
      PWP__FILES__REQUIRE_SEALED: 'true',
      PWP__PW__REQUIRE_RETRIEVAL_STEP: 'true',
      PWP__PW__EXPIRE_AFTER_HOURS_MAX: '72',
      PWP__NOTIFY_BY_EMAIL__ALLOWED_DOMAINS: 'Example.com, @example.org',
      PWP__REQUIRE_MFA: 'true',
      PWP__LOGIN_SESSION_TIMEOUT: '2 hours',
      PWP__ENABLE_REQUESTS: 'true',
    });
    expect(policy.pins).toEqual({
      'kinds.text.views.max': 'PWP__PW__EXPIRE_AFTER_VIEWS_MAX',
      'kinds.url.allowed': 'PWP__ENABLE_URL_PUSHES',
      pushers: 'PWP__ALLOW_ANONYMOUS',
      'kinds.text.passphrase.required': 'PWP__PW__REQUIRE_PASSPHRASE',
      'kinds.text.passphrase.minLength': 'PWP__PW__PASSPHRASE_MIN_LENGTH',
      'kinds.file.sealedRequired': 'PWP__FILES__REQUIRE_SEALED',
      'kinds.text.retrievalStep.required': 'PWP__PW__REQUIRE_RETRIEVAL_STEP',
      'kinds.text.hours.max': 'PWP__PW__EXPIRE_AFTER_HOURS_MAX',
      mailDomains: 'PWP__NOTIFY_BY_EMAIL__ALLOWED_DOMAINS',
      twoFactorRequired: 'PWP__REQUIRE_MFA',
      sessionHours: 'PWP__LOGIN_SESSION_TIMEOUT',
    });
    expect(policy.base).toMatchObject({
      pushers: 'signed_in',
      requests: 'signed_in',
      mailDomains: ['example.com', 'example.org'],
      twoFactorRequired: true,
      sessionHours: 2,
      kinds: {
        text: {
          views: { min: 1, max: 10, default: 5 },
          hours: { min: 0, max: 72, default: null },
          passphrase: { required: true, minLength: 12 },
          retrievalStep: { allowed: true, default: true, required: true },
        },
        url: { allowed: false },
        file: { sealedRequired: true },
      },
    });
  });

  it('names each policy setting that cannot be read, and rules that contradict each other', () => {
    expect(() =>
      readConfig({
        PWP__LOGIN_SESSION_TIMEOUT: 'a while',
        PWP__PW__PASSPHRASE_MIN_LENGTH: 'twelve',
        PWP__PW__EXPIRE_AFTER_HOURS_MIN: '48',
        PWP__PW__EXPIRE_AFTER_HOURS_MAX: '24',
      }),
    ).toThrow(
      [
        'PWP__PW__PASSPHRASE_MIN_LENGTH must be a whole number from 1 to 256, not "twelve".',
        'PWP__LOGIN_SESSION_TIMEOUT must be a duration of at most 30 days, such as "2 hours", not "a while".',
        'PWP__PW__EXPIRE_AFTER_HOURS_MIN must not be above hours.max (24).',
      ].join('\n'),
    );
  });
});
