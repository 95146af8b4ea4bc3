// Rewrites vectors.json from the current code: only for a new format version, never to make a test pass.
import { writeFileSync } from 'node:fs';
import { buildVectors } from './vector-cases.ts';

const path = new URL('./vectors.json', import.meta.url);
writeFileSync(path, `${JSON.stringify(await buildVectors(), null, 2)}\n`);
