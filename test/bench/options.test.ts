import { describe, expect, it } from 'vitest';
import { BenchOptionsError, parseBenchOptions } from '../../bench/options.ts';

describe('npm run bench options', () => {
  it('measures the embedded store alone at 0, 10,000 and 100,000 when given nothing', () => {
    expect(parseBenchOptions([], {})).toEqual({
      store: 'embedded',
      sizes: [0, 10_000, 100_000],
      rounds: 2,
      workers: [1, 2],
    });
  });

  it('adds PostgreSQL with 1 and 2 workers at 0 and 100,000 with --store postgres, in either spelling', () => {
    const expected = { store: 'postgres', sizes: [0, 100_000], rounds: 2, workers: [1, 2] };
    expect(parseBenchOptions(['--store', 'postgres'], {})).toEqual(expected);
    expect(parseBenchOptions(['--store=postgres'], {})).toEqual(expected);
  });

  it('still takes BENCH_SIZES, BENCH_ROUNDS and BENCH_WORKERS from the environment', () => {
    const env = { BENCH_SIZES: '0, 1000', BENCH_ROUNDS: '1', BENCH_WORKERS: '1,4' };
    expect(parseBenchOptions(['--store', 'postgres'], env)).toEqual({
      store: 'postgres',
      sizes: [0, 1000],
      rounds: 1,
      workers: [1, 4],
    });
    expect(parseBenchOptions([], { BENCH_SIZES: '500' }).sizes).toEqual([500]);
  });

  it('refuses an unknown store, a missing value, an unknown argument and unreadable numbers', () => {
    expect(() => parseBenchOptions(['--store', 'mysql'], {})).toThrow(BenchOptionsError);
    expect(() => parseBenchOptions(['--store'], {})).toThrow('--store takes "embedded" or "postgres".');
    expect(() => parseBenchOptions(['--stores=postgres'], {})).toThrow(
      'Unknown argument "--stores=postgres"',
    );
    expect(() => parseBenchOptions([], { BENCH_SIZES: '0,ten' })).toThrow(
      'BENCH_SIZES must be whole numbers',
    );
    expect(() => parseBenchOptions([], { BENCH_ROUNDS: '0' })).toThrow('BENCH_ROUNDS');
    expect(() => parseBenchOptions([], { BENCH_WORKERS: '0' })).toThrow('BENCH_WORKERS');
  });

  it('runs the file transfers alone with BENCH_ONLY=files, at the size BENCH_FILE_MB gives', () => {
    expect(parseBenchOptions([], { BENCH_ONLY: 'files', BENCH_FILE_MB: '16' })).toMatchObject({
      only: 'files',
      fileBytes: 16 * 2 ** 20,
    });
    const none = parseBenchOptions([], {});
    expect(['only' in none, 'fileBytes' in none]).toEqual([false, false]);
    expect(() => parseBenchOptions([], { BENCH_ONLY: 'pages' })).toThrow('BENCH_ONLY takes "files".');
    expect(() => parseBenchOptions([], { BENCH_FILE_MB: '0' })).toThrow('BENCH_FILE_MB');
  });

  it('runs the activity log’s search alone with BENCH_ONLY=activity', () => {
    expect(parseBenchOptions([], { BENCH_ONLY: 'activity' })).toMatchObject({ only: 'activity' });
    expect(() => parseBenchOptions([], { BENCH_ONLY: 'pages' })).toThrow('BENCH_ONLY=activity');
  });
});
