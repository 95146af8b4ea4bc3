import { HUMAN_LINE } from './sealed-text.ts';

const MARK = 'SP-SEALED-';

/** A sealed push's envelope lines by kind: the text's, when there is text, and one per file's name. */
export interface SealedLines {
  text: string | undefined;
  fileNames: string[];
}

/**
 * A sealed push's payload: the first line for people, the text's line when there is one, then
 * the file names' lines in the order the files were uploaded. `textEnvelope` is sealText's output.
 */
export function sealedPayload(textEnvelope: string | undefined, fileNameLines: readonly string[]): string {
  return [textEnvelope ?? HUMAN_LINE, ...fileNameLines].join('\n');
}

/** Whether a payload holds an envelope: a line that starts with `SP-SEALED-`, blank space around it aside. */
export const looksSealed = (payload: string): boolean =>
  payload.split('\n').some((line) => line.trim().startsWith(MARK));

/** The envelope lines of a payload, by kind; undefined when it holds none. */
export function sealedLines(payload: string): SealedLines | undefined {
  const lines = payload
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith(MARK));
  if (lines.length === 0) return undefined;
  const letter = (line: string) => line.split('.')[1];
  return {
    text: lines.find((line) => letter(line) === 't'),
    fileNames: lines.filter((line) => letter(line) === 'n'),
  };
}

/** The name a sealed file is uploaded under: its place, so the server learns nothing from it. */
export const sealedUploadName = (index: number): string => `${index + 1}.sealed`;

/** The place of a sealed file from its uploaded name, or undefined when it is not one. */
export function sealedUploadIndex(filename: string): number | undefined {
  const match = /^([1-9]\d{0,3})\.sealed$/.exec(filename);
  return match === null ? undefined : Number(match[1]) - 1;
}
