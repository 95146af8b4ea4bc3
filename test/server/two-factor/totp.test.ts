import { describe, expect, it } from 'vitest';
import { groupedSecret, newTotpSecret, totpStep, totpUri } from '../../../server/accounts/totp.ts';

/** RFC 6238's SHA-1 test key, "12345678901234567890", in base32. */
const RFC_KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it("accepts the RFC 6238 test vectors' codes at their times, with their time steps", () => {
    // The RFC's eight-digit codes, cut to the six every authenticator app shows.
    expect(totpStep(RFC_KEY, '287082', 59_000)).toBe(1);
    expect(totpStep(RFC_KEY, '081804', 1_111_111_109_000)).toBe(37_037_036);
    expect(totpStep(RFC_KEY, '050471', 1_111_111_111_000)).toBe(37_037_037);
    expect(totpStep(RFC_KEY, '005924', 1_234_567_890_000)).toBe(41_152_263);
  });

  it('accepts the step before and after, for drifting clocks, and names that step', () => {
    expect(totpStep(RFC_KEY, '081804', 1_111_111_109_000 + 30_000)).toBe(37_037_036);
    expect(totpStep(RFC_KEY, '050471', 1_111_111_111_000 - 30_000)).toBe(37_037_037);
    expect(totpStep(RFC_KEY, '081804', 1_111_111_109_000 + 60_000)).toBeUndefined();
  });

  it('reads a code typed with a space or dash, and refuses what is not six digits', () => {
    expect(totpStep(RFC_KEY, ' 287 082 ', 59_000)).toBe(1);
    expect(totpStep(RFC_KEY, '287-082', 59_000)).toBe(1);
    for (const typed of ['', '28708', '2870821', 'abcdef', '287082x']) {
      expect(totpStep(RFC_KEY, typed, 59_000), typed).toBeUndefined();
    }
  });

  it('makes 160-bit secrets, new each time, and the URI an app scans', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(totpUri(RFC_KEY, 'alice@example.com')).toBe(
      `otpauth://totp/Secret%20Push:alice%40example.com?issuer=Secret%20Push&secret=${RFC_KEY}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(groupedSecret(RFC_KEY)).toBe('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ');
  });
});
