import { describe, expect, it } from 'vitest';
import { combineReadings, isProbeAnswer } from '../../bench/probe-readings.ts';
import { STORE_OPEN_MESSAGE } from '../../server/cluster/worker-signals.ts';

const reading = (delayP99Ms: number, rssMb: number, peakRssMb: number) => ({
  delayP99Ms,
  delayMaxMs: delayP99Ms * 2,
  rssMb,
  peakRssMb,
  processes: 1,
});

describe('the probe of a cluster', () => {
  it('sums the memory of the primary and its workers and keeps the worst event-loop delay', () => {
    const primary = reading(1, 60, 61);
    expect(combineReadings(primary, [reading(7, 150, 180), reading(9, 140, 170)])).toEqual({
      delayP99Ms: 9,
      delayMaxMs: 18,
      rssMb: 350,
      peakRssMb: 411,
      processes: 3,
    });
  });

  it('reports a process without workers as it is', () => {
    expect(combineReadings(reading(3, 100, 120), [])).toEqual(reading(3, 100, 120));
  });
});

describe('answers from a measured process', () => {
  it("takes the probe's answers and passes over the server's own messages on the channel", () => {
    expect(isProbeAnswer('read', reading(5, 100, 120))).toBe(true);
    expect(isProbeAnswer('reset', { reset: true })).toBe(true);
    // A server tells its parent when its store opens: read as a probe answer, every reading after it came one late.
    expect(isProbeAnswer('read', STORE_OPEN_MESSAGE)).toBe(false);
    expect(isProbeAnswer('reset', STORE_OPEN_MESSAGE)).toBe(false);
    expect(isProbeAnswer('read', { reset: true })).toBe(false);
    expect(isProbeAnswer('reset', reading(5, 100, 120))).toBe(false);
  });
});
