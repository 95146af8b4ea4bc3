import { relative, sep } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Browser and server-process files: a few seconds to a minute each, against milliseconds for the rest. */
const startsFirst = (root: string, spec: TestSpecification) =>
  relative(root, spec.moduleId).startsWith(`test${sep}e2e${sep}`);

/**
 * Starts the end-to-end files first, so the run does not end on one long file while the other
 * workers sit idle. Within each part vitest's own order holds: longest first once a run has
 * recorded durations, largest file first on a fresh clone.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    return [...sorted.filter((f) => startsFirst(root, f)), ...sorted.filter((f) => !startsFirst(root, f))];
  }
}
