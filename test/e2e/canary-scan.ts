import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The forms a secret could take in storage when kept in the clear: text, hex (bytea), base64. */
export function clearForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  return [
    secret,
    bytes.toString('hex'),
    bytes.toString('base64').replace(/=+$/, ''),
    bytes.toString('base64url'),
  ];
}

/** The labels of the canaries that appear in `haystack` in any clear form. */
export function canariesIn(haystack: Buffer | string, canaries: Record<string, string>): string[] {
  const text = Buffer.isBuffer(haystack) ? haystack : Buffer.from(haystack, 'utf8');
  const lower = Buffer.from(text.toString('latin1').toLowerCase(), 'latin1');
  return Object.entries(canaries)
    .filter(([, secret]) =>
      clearForms(secret).some((form) => text.includes(form) || lower.includes(form.toLowerCase())),
    )
    .map(([label]) => label);
}

/** Every file under `dir` (recursively), with the canaries found in its name or its bytes. */
export function canariesInTree(
  dir: string,
  canaries: Record<string, string>,
): { file: string; found: string[] }[] {
  const found: { file: string; found: string[] }[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const hits = [...new Set([...canariesIn(file, canaries), ...canariesIn(readFileSync(file), canaries)])];
    if (hits.length > 0) found.push({ file, found: hits });
  }
  return found;
}

/** How many regular files are under `dir`, so a scan can show it looked at something. */
export function filesUnder(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}
