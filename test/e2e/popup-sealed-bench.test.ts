import { describe, expect, it } from 'vitest';
import { measurePopupSeal } from '../../bench/popup-seal-measure.ts';
import { popupSealReport, summarise } from '../../bench/popup-seal-report.ts';
import { browserTests } from '../support/chromium.ts';

const mode = browserTests('the popup seal bench');

describe.runIf(mode.run)('the popup seal bench (Chromium, real server)', () => {
  it('measures sealed and plain 100 kB pushes in the real popup and reports their ratio', async () => {
    const [run] = await measurePopupSeal({ rounds: 2, pausesMs: [250] });
    if (!run) throw new Error('nothing measured');
    expect(run.plainMs).toHaveLength(2);
    expect(run.sealedMs).toHaveLength(2);
    const summary = summarise(run);
    expect(Number.isFinite(summary.ratio) && summary.ratio > 0).toBe(true);
    const report = popupSealReport(summary);
    console.log(report);
    expect(report).toMatch(
      /^Popup push of a 100 kB text, Push clicked 250 ms after the paste, 2 rounds each: .* sealed\/plain ratio \d+\.\d\d \(goal <= 1\.2: (met|NOT met);/,
    );
  }, 120_000);
});
