/** The goal: a sealed text push costs the person no visible wait, at most 1.2x a plain one. */
export const POPUP_SEAL_GOAL = 1.2;

/** Each round's time from the click on Push to the link on screen, in ms, one list per kind. */
export interface PopupSealRun {
  textBytes: number;
  /** How long after the paste Push was clicked: a person takes a moment, in which the text is sealed. */
  pauseMs: number;
  plainMs: number[];
  sealedMs: number[];
}

export interface PopupSealSummary {
  textBytes: number;
  pauseMs: number;
  rounds: number;
  plainMedianMs: number;
  sealedMedianMs: number;
  /** Sealed over plain, medians of the same run. */
  ratio: number;
  /** The median of each round's sealed over plain: a machine busy for a while slows both of a round. */
  pairedRatio: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

export function summarise(run: PopupSealRun): PopupSealSummary {
  const plainMedianMs = median(run.plainMs);
  const sealedMedianMs = median(run.sealedMs);
  return {
    textBytes: run.textBytes,
    pauseMs: run.pauseMs,
    rounds: Math.min(run.plainMs.length, run.sealedMs.length),
    plainMedianMs,
    sealedMedianMs,
    ratio: sealedMedianMs / plainMedianMs,
    pairedRatio: median(run.sealedMs.map((sealed, i) => sealed / (run.plainMs[i] ?? Number.NaN))),
  };
}

/** One line for the bench's output: both medians, the ratio and the verdict against the goal. */
export function popupSealReport(s: PopupSealSummary): string {
  const verdict = s.ratio <= POPUP_SEAL_GOAL ? 'met' : 'NOT met';
  return (
    `Popup push of a ${Math.round(s.textBytes / 1000)} kB text, Push clicked ${s.pauseMs} ms after the paste, ` +
    `${s.rounds} rounds each: ` +
    `plain median ${s.plainMedianMs.toFixed(1)} ms, sealed median ${s.sealedMedianMs.toFixed(1)} ms; ` +
    `sealed/plain ratio ${s.ratio.toFixed(2)} (goal <= ${POPUP_SEAL_GOAL}: ${verdict}; ` +
    `median of the rounds' own ratios ${s.pairedRatio.toFixed(2)})`
  );
}
