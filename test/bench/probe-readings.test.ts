import { describe, expect, it } from 'vitest';
import { combineReadings } from '../../bench/probe-readings.ts';

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
