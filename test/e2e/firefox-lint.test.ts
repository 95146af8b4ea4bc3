import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

interface LintMessage {
  code: string;
  file?: string;
  message: string;
}

interface LintReport {
  errors: LintMessage[];
  warnings: LintMessage[];
  notices: LintMessage[];
}

/** The Firefox build as it goes to the add-on store: `wxt build -b firefox`. */
function buildFirefox(): string {
  const built = spawnSync(resolve('node_modules/.bin/wxt'), ['build', '-b', 'firefox', '--mode', 'lint'], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`Firefox build failed:\n${built.stdout}\n${built.stderr}`);
  return resolve('.output/firefox-mv2-lint');
}

/** Runs Mozilla's add-on linter through web-ext; it works offline, and the update check is turned off. */
function lint(dir: string): LintReport {
  const run = spawnSync(
    resolve('node_modules/.bin/web-ext'),
    ['lint', '--source-dir', dir, '--no-config-discovery', '--output', 'json'],
    { encoding: 'utf8', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
  );
  return JSON.parse(run.stdout) as LintReport;
}

/** Libraries are bundled into the vendor chunk (wxt.config.ts), so any warning elsewhere is ours. */
const fromLibraries = (m: LintMessage) => /^chunks\/vendor-[\w-]+\.js$/.test(m.file ?? '');

describe('the Firefox build under web-ext lint', () => {
  let dir = '';
  let report: LintReport;
  beforeAll(() => {
    dir = buildFirefox();
    report = lint(dir);
  }, 120_000);

  it('has no error, no notice and no warning from our code', () => {
    expect(report.errors).toEqual([]);
    expect(report.notices).toEqual([]);
    expect(report.warnings.filter((m) => !fromLibraries(m))).toEqual([]);
  });

  it('warns of libraries only where Preact sets innerHTML for dangerouslySetInnerHTML, which we never use', () => {
    expect(report.warnings.filter(fromLibraries).map((m) => m.code)).toEqual(
      report.warnings.map(() => 'UNSAFE_VAR_ASSIGNMENT'),
    );
    const sources = readdirSync('extension', { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.tsx?$/.test(f),
    );
    for (const file of sources) {
      expect([
        file,
        readFileSync(join('extension', file), 'utf8').includes('dangerouslySetInnerHTML'),
      ]).toEqual([file, false]);
    }
  });

  it('asks for a Firefox that reads data_collection_permissions', () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.browser_specific_settings).toEqual({
      gecko: {
        id: 'secret-push@secret-push.dev',
        strict_min_version: '140.0',
        data_collection_permissions: { required: ['none'] },
      },
      gecko_android: { strict_min_version: '142.0' },
    });
  });
});
