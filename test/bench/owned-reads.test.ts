import { describe, expect, it } from 'vitest';
import type { Measured } from '../../bench/load.ts';
import {
  ANONYMOUS_READ,
  judgeOwnedReads,
  NOTIFIED_OWNER_READ,
  ownedReadRows,
  QUIET_OWNER_READ,
} from '../../bench/owned-reads.ts';

const scenario = (name: string, rps: number, noticesMs?: number | null): Measured => ({
  name,
  requests: 8000,
  rps,
  p50Ms: 2,
  p99Ms: 12,
  unexpected: 0,
  delayP99Ms: 5,
  peakRssMb: 150,
  ...(noticesMs === undefined ? {} : { noticesMs }),
});

describe('one-view reads of owned pushes, judged against the anonymous read', () => {
  it('passes each owned read at 90% of the anonymous rate or more, and fails it below', () => {
    const measured = [
      scenario(ANONYMOUS_READ, 10_000),
      scenario(QUIET_OWNER_READ, 9_000),
      scenario(NOTIFIED_OWNER_READ, 8_950, 4_200),
    ];
    expect(judgeOwnedReads(measured, 'at 10000')).toEqual([
      {
        what: `${QUIET_OWNER_READ} vs ${ANONYMOUS_READ}, at 10000`,
        value: 90,
        target: '>= 90%',
        ok: true,
      },
      {
        what: `${NOTIFIED_OWNER_READ} vs ${ANONYMOUS_READ}, at 10000`,
        value: 89.5,
        target: '>= 90%',
        ok: false,
      },
    ]);
  });

  it('fails a read that was not measured, as a run without its anonymous read', () => {
    const checks = judgeOwnedReads([scenario(QUIET_OWNER_READ, 9_000)], 'at 0');
    expect(checks.map((c) => [c.value, c.ok])).toEqual([
      [null, false],
      [null, false],
    ]);
  });

  it('lists each owned read beside the anonymous one, with how long its notices took to arrive', () => {
    const measured = [
      scenario('create', 5_000),
      scenario(ANONYMOUS_READ, 8_000),
      scenario(QUIET_OWNER_READ, 7_600),
      scenario(NOTIFIED_OWNER_READ, 6_000, 26_240),
    ];
    expect(ownedReadRows(100, measured)).toEqual([
      {
        stored: 100,
        scenario: QUIET_OWNER_READ,
        'req/s': '7600',
        'anonymous req/s': '8000',
        'vs anonymous': '95%',
        'p99 ms': 12,
        'notices arrived after s': '',
      },
      {
        stored: 100,
        scenario: NOTIFIED_OWNER_READ,
        'req/s': '6000',
        'anonymous req/s': '8000',
        'vs anonymous': '75%',
        'p99 ms': 12,
        'notices arrived after s': '26.2',
      },
    ]);
    expect(ownedReadRows(0, [scenario(NOTIFIED_OWNER_READ, 1, null)])[0]?.['notices arrived after s']).toBe(
      'not all',
    );
  });
});
