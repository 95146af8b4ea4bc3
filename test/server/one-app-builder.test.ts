import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The server's app factories: the app itself, and the app as the server serves it. */
const FACTORIES = ['createApp', 'servingApp'];

/** Whether a file calls or imports one of the factories (mentioning one in words does not count). */
const buildsApp = (text: string) =>
  FACTORIES.some((name) =>
    new RegExp(`\\b${name}\\s*\\(|^\\s*import[^;]*\\b${name}\\b[^;]*from`, 'm').test(text),
  );

describe('the test app builder', () => {
  it('is the one place a test builds the app: every other test starts from it', () => {
    // This file's own examples below are not a test building an app.
    const others = sources('test').filter(
      (file) => file !== join('test', 'server', 'one-app-builder.test.ts'),
    );
    const builders = others.filter((file) => buildsApp(readFileSync(file, 'utf8')));
    expect(builders).toEqual([join('test', 'server', 'harness.ts')]);
  });

  it('tells a call or an import of a factory from a word about it', () => {
    expect(buildsApp("import { createApp } from '../../server/app.ts';")).toBe(true);
    expect(buildsApp("import {\n  type AppDeps,\n  createApp,\n} from '../server/app.ts';")).toBe(true);
    expect(buildsApp('const app = servingApp (data, config, logger);')).toBe(true);
    expect(buildsApp('/** Wired as createApp wires it. */')).toBe(false);
  });
});
