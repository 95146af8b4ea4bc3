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

it('refuses a payload over the limit both instances apply, with its size and the limit', () => {
  expect(formProblem({ ...form('url', ''), kind: 'text', payload: 'a'.repeat(1_048_577) })).toBe(
    'This secret is 1.1 MB; this instance takes at most 1 MB (1,048,576 characters).',
  );
  expect(formProblem({ ...form('url', ''), kind: 'text', payload: 'a'.repeat(1_048_576) })).toBeNull();
});
