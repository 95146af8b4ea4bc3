import { expect, it } from 'vitest';
import { formFromDefaults, formProblem } from '../../extension/lib/push-form.ts';
import { defaultPushDefaults } from '../../extension/lib/settings-store.ts';

const form = (kind: 'qr' | 'url', payload: string) => ({
  ...formFromDefaults(defaultPushDefaults(), ''),
  kind,
  payload,
});

it("refuses before sending what the instance's secret link could not show, by the shared rule", () => {
  expect(formProblem(form('qr', '漢'.repeat(780)))).toBe(
    'The text is too long for a QR code: at most 2331 bytes of UTF-8, and this is 2340.',
  );
  expect(formProblem(form('qr', '漢'.repeat(777)))).toBeNull();
  expect(formProblem(form('url', 'https://example.com/\r\nx'))).toBe(
    'The URL must not contain control characters (such as line breaks).',
  );
  expect(formProblem(form('url', 'https://example.com/'))).toBeNull();
});
