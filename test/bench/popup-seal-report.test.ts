import { describe, expect, it } from 'vitest';
import { popupSealReport, summarise } from '../../bench/popup-seal-report.ts';

describe('the popup seal bench report', () => {
  it('compares the medians of one run, and the median of each round’s own ratio', () => {
    const summary = summarise({
      textBytes: 100_000,
      pauseMs: 250,
      plainMs: [30, 10, 20, 40],
      sealedMs: [33, 12, 22, 80],
    });
    expect(summary).toEqual({
      textBytes: 100_000,
      pauseMs: 250,
      rounds: 4,
      plainMedianMs: 25,
      sealedMedianMs: 27.5,
      ratio: 1.1,
      pairedRatio: expect.closeTo(1.15, 10),
    });
    expect(popupSealReport(summary)).toBe(
      'Popup push of a 100 kB text, Push clicked 250 ms after the paste, 4 rounds each: ' +
        'plain median 25.0 ms, sealed median 27.5 ms; sealed/plain ratio 1.10 ' +
        "(goal <= 1.2: met; median of the rounds' own ratios 1.15)",
    );
  });

  it('says when the goal is not met', () => {
    const summary = summarise({ textBytes: 100_000, pauseMs: 0, plainMs: [10], sealedMs: [15] });
    expect(popupSealReport(summary)).toMatch(/ratio 1\.50 \(goal <= 1\.2: NOT met;/);
  });
});
