import { expect, it } from 'vitest';
import { PAYLOAD_LIMIT, payloadOversize, payloadSize } from '../../shared/payload-size.ts';
import { MAX_TEXT_PAYLOAD } from '../../shared/settings.ts';

it("is this server's text limit and Password Pusher's 1.megabyte: 1,048,576 characters", () => {
  expect(PAYLOAD_LIMIT).toBe(1_048_576);
  expect(PAYLOAD_LIMIT).toBe(MAX_TEXT_PAYLOAD);
  expect(payloadOversize(PAYLOAD_LIMIT)).toBeNull();
  expect(payloadOversize(PAYLOAD_LIMIT + 1)).toEqual({ size: PAYLOAD_LIMIT + 1, limit: PAYLOAD_LIMIT });
});

it('counts UTF-16 units, never fewer than the characters Ruby counts', () => {
  expect(payloadSize('a😀')).toBe(3);
  expect([...'a😀'].length).toBe(2);
});
