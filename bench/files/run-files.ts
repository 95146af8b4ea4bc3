// The file transfers of `npm run bench`: one file through a real server on each backend, against
// the server's storage adapter moving the same bytes directly, in the same run.
import type { BenchOptions } from '../options.ts';
import { generatedContent } from './file-content.ts';
import { printFileReport } from './files-report.ts';
import { type FileBackendRun, measureFileBackend } from './measure-files.ts';

export const DEFAULT_FILE_BYTES = 256 * 2 ** 20;

/** Measures the local directory and then a bucket; true when every file target is met. */
export async function runFilesBench(options: BenchOptions): Promise<boolean> {
  const content = generatedContent(options.fileBytes ?? DEFAULT_FILE_BYTES);
  const runs: FileBackendRun[] = [];
  for (const kind of ['local', 's3'] as const) {
    process.stderr.write(
      `pushing a file of ${content.size} bytes through a server keeping files in ${kind}...\n`,
    );
    runs.push(await measureFileBackend(kind, content, options.rounds));
  }
  return printFileReport(runs);
}
