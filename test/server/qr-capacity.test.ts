import { expect, it } from 'vitest';
import { qrSvg } from '../../server/browser/qr-svg.ts';
import { QR_MAX_BYTES, qrPayloadProblem } from '../../shared/servable-payload.ts';
import { MAX_QR_PAYLOAD } from '../../shared/settings.ts';

const draws = (text: string) => {
  try {
    return qrSvg(text, 'x').startsWith('<svg');
  } catch {
    return false;
  }
};

it('agrees with the page QR code at its limit: what the rule accepts is drawn, one byte more is not', () => {
  const cases = [
    'a~'.repeat(MAX_QR_PAYLOAD / 2),
    '漢'.repeat(QR_MAX_BYTES / 3),
    `${'😀'.repeat(582)}abc`,
    `${'é'.repeat(1000)}${'漢'.repeat(24)}`,
    '9'.repeat(MAX_QR_PAYLOAD),
    'HELLO WORLD'.repeat(93),
  ];
  for (const text of cases)
    expect([text.length, qrPayloadProblem(text), draws(text)]).toEqual([text.length, null, true]);
  const over = [`${'漢'.repeat(QR_MAX_BYTES / 3)}a`, `${'😀'.repeat(582)}abcd`, '\ud83d'];
  for (const text of over) expect([qrPayloadProblem(text) === null, draws(text)]).toEqual([false, false]);
});
