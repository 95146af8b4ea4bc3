// What the probe (probe.ts) reports; apart from it, because importing the probe starts it.

export interface ProbeReading {
  /** Event-loop delay p99 and max since the last reset, in milliseconds: the worst process's. */
  delayP99Ms: number;
  delayMaxMs: number;
  /** Resident set size now, summed over the primary and every worker that answered. */
  rssMb: number;
  /** Each process's highest RSS since the last reset (sampled every 50 ms), summed: an upper bound. */
  peakRssMb: number;
  /** How many processes answered: 1, or the primary and its workers. */
  processes: number;
}

/** The primary's reading with its workers': RSS summed, the worst event-loop delay. */
export function combineReadings(own: ProbeReading, workers: ProbeReading[]): ProbeReading {
  return [own, ...workers].reduce((sum, r) => ({
    delayP99Ms: Math.max(sum.delayP99Ms, r.delayP99Ms),
    delayMaxMs: Math.max(sum.delayMaxMs, r.delayMaxMs),
    rssMb: sum.rssMb + r.rssMb,
    peakRssMb: sum.peakRssMb + r.peakRssMb,
    processes: sum.processes + r.processes,
  }));
}

/**
 * Whether a message from a measured process is the probe's answer to `question` ('reset' or
 * 'read'): the server sends messages of its own on the same channel (its store opening, say).
 */
export function isProbeAnswer(question: string, message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  return question === 'reset' ? 'reset' in message : 'processes' in message;
}
