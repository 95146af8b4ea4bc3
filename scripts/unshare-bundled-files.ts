// Runs before `npm pack` (package.json `prepack`). npm's installer drops the hard-link entries of a
// tarball, and esbuild's install script makes node_modules/esbuild/bin/esbuild a hard link of its
// platform binary: packed as is, the bundled esbuild arrives without its bin and fails to install.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';

interface Manifest {
  bundleDependencies?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** Where Node would find package `name` required from `from`: the nearest node_modules above it. */
function installedDir(name: string, from: string, root: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === dirname(dir)) return undefined;
  }
}

/** The directories of the packages `npm pack` bundles: the bundleDependencies and all they depend on. */
export function bundledPackageDirs(root: string): string[] {
  const found = new Set<string>();
  const visit = (name: string, from: string) => {
    const dir = installedDir(name, from, root);
    if (dir === undefined || found.has(dir)) return;
    found.add(dir);
    const { dependencies = {}, optionalDependencies = {}, peerDependencies = {} } = manifestOf(dir);
    for (const dep of Object.keys({ ...dependencies, ...optionalDependencies, ...peerDependencies }))
      visit(dep, dir);
  };
  for (const name of manifestOf(root).bundleDependencies ?? []) visit(name, root);
  return [...found];
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Gives each file under `dirs` that has other hard links a copy of its own; returns the files changed. */
export function unshareHardLinks(dirs: string[]): string[] {
  const changed: string[] = [];
  for (const dir of dirs)
    for (const file of filesUnder(dir)) {
      const { nlink, mode } = statSync(file);
      if (nlink < 2) continue;
      const copy = `${file}.unshared`;
      copyFileSync(file, copy);
      chmodSync(copy, mode);
      // A rename replaces the link in one step: a process running the old file keeps it.
      renameSync(copy, file);
      changed.push(file);
    }
  return changed;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === import.meta.filename) {
  const root = resolve(import.meta.dirname, '..');
  for (const file of unshareHardLinks(bundledPackageDirs(root)))
    console.log(`prepack: ${file.slice(root.length + 1)} is now a file of its own, not a hard link`);
}
