import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

/**
 * Rewrites a compacted snapshot as a release that kept none of `sections` wrote it: each (empty)
 * section and its count go, and the trailer's digest is made anew over what is left.
 */
export async function writeOlderSnapshot(path: string, sections: readonly string[]): Promise<void> {
  let lines = (await readFile(path, 'utf8')).split('\n');
  for (const name of sections) {
    const start = lines.indexOf(`"${name}":[`);
    if (start === -1) throw new Error(`the snapshot has no section ${name}`);
    // An empty section is three lines: its name, a blank line, its closing bracket.
    if (lines[start + 2]?.startsWith(']') !== true) throw new Error(`section ${name} is not empty`);
    lines = [...lines.slice(0, start), ...lines.slice(start + 3)];
  }
  const endAt = lines.findIndex((line) => line.startsWith('"end":'));
  const body = lines
    .slice(0, endAt)
    .map((line) => `${line}\n`)
    .join('');
  const end = JSON.parse(lines[endAt]?.slice(6, -1) ?? '{}') as Record<string, unknown>;
  for (const name of sections) delete end[name];
  end.sha256 = createHash('sha256').update(body).digest('hex');
  await writeFile(path, `${body}"end":${JSON.stringify(end)}}\n`);
}
