import { describe, expect, it } from 'vitest';
import { activityToKeep, allowedDetails } from '../../../server/store/activity/activity-details.ts';
import { activity } from '../store/activity-fixtures.ts';

const SECRET_KEYS = [
  'payload',
  'passphrase',
  'link',
  'url',
  'urlToken',
  'url_token',
  'token',
  'code',
  'password',
];

describe('the activity log keeps no secret', () => {
  it('refuses every key that would name a secret, whatever its value', () => {
    for (const key of SECRET_KEYS) {
      expect(allowedDetails({ [key]: 'x' })).toEqual({ kept: {}, refused: [key] });
      expect(allowedDetails({ [key]: true })).toEqual({ kept: {}, refused: [key] });
    }
  });

  it('keeps known keys only in their shape: no link, token or free text slips in through one', () => {
    expect(
      allowedDetails({
        kind: 'text',
        views: 5,
        rule: 'kinds.text.views.max',
        from: '["example.com"]',
        email: 'ann@example.com',
        name: 'Laptop',
        reason: 'https://push.example/p/Zq3k9xT2',
        to: 'https://push.example/p/Zq3k9xT2',
        days: -1,
        method: 'Password With Spaces',
        gates: 'passphrase,retrieval',
      }),
    ).toEqual({
      kept: {
        kind: 'text',
        views: 5,
        rule: 'kinds.text.views.max',
        from: '["example.com"]',
        email: 'ann@example.com',
        name: 'Laptop',
        gates: 'passphrase,retrieval',
      },
      refused: ['reason', 'to', 'days', 'method'],
    });
    expect(allowedDetails({ name: 'pwp_Zq3k9xT2abcdefghijklmnopqrstu' }).refused).toEqual(['name']);
  });

  it('names the factor a second step took, never the code typed, though a backup code looks like a word', () => {
    expect(allowedDetails({ factor: 'totp', second_factor: 'backup_code', pushes: 3, sessions: 2 })).toEqual({
      kept: { factor: 'totp', second_factor: 'backup_code', pushes: 3, sessions: 2 },
      refused: [],
    });
    expect(allowedDetails({ factor: 'abcde-fghjk', second_factor: '123456' }).refused).toEqual([
      'factor',
      'second_factor',
    ]);
  });

  it('bounds the browser a client names, and copies what it keeps', () => {
    const given = activity({ browser: 'x'.repeat(5000), details: { kind: 'file', token: 'abc' } });
    const kept = activityToKeep(given);
    expect(kept.browser).toHaveLength(400);
    expect(kept.details).toEqual({ kind: 'file' });
    expect(kept.actor).not.toBe(given.actor);
  });
});
