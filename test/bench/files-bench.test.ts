import { describe, expect, it } from 'vitest';
import { generatedContent } from '../../bench/files/file-content.ts';
import { fileRows, judgeFileRuns } from '../../bench/files/files-report.ts';
import { measureFileBackend } from '../../bench/files/measure-files.ts';

const SIZE = 3 * 2 ** 20 + 12_345;

describe('the files bench', () => {
  it('pushes a file through a real server on the local directory and on a bucket, and reports both ways against direct storage', async () => {
    const content = generatedContent(SIZE);
    const runs = [await measureFileBackend('local', content, 1), await measureFileBackend('s3', content, 1)];
    for (const run of runs) {
      expect(run).toMatchObject({ fileBytes: SIZE, rounds: 1, digestsChecked: 4, digestMismatches: 0 });
      for (const t of [run.upload, run.download]) {
        expect(Object.keys(t).sort()).toEqual([
          'coldGrowthBytes',
          'directMs',
          'serverCpuShare',
          'serverGrowthBytes',
          'serverMs',
        ]);
        expect(Object.values(t).every(Number.isFinite)).toBe(true);
        expect(t.serverMs > 0 && t.directMs > 0 && t.serverCpuShare >= 0).toBe(true);
      }
    }
    expect(fileRows(runs).map((row) => [row.backend, row.transfer])).toEqual([
      ['local', 'upload'],
      ['local', 'download'],
      ['s3', 'upload'],
      ['s3', 'download'],
    ]);
    const checks = judgeFileRuns(runs);
    expect(checks.map((c) => c.what)).toEqual(
      ['local', 's3'].flatMap((backend) => [
        `${backend} upload of 3 MB, server vs ${backend === 'local' ? 'a plain file write and read' : 'direct'}`,
        `${backend} upload of 3 MB, server RSS growth`,
        `${backend} upload of 3 MB, server RSS growth, first file after start`,
        `${backend} download of 3 MB, server vs ${backend === 'local' ? 'a plain file write and read' : 'direct'}`,
        `${backend} download of 3 MB, server RSS growth`,
        `${backend} download of 3 MB, server RSS growth, first file after start`,
        `${backend} downloads with the bytes sent (SHA-256)`,
      ]),
    );
    expect(checks.filter((c) => c.what.includes('SHA-256'))).toEqual([
      { what: 'local downloads with the bytes sent (SHA-256)', value: '4 of 4', target: 'all', ok: true },
      { what: 's3 downloads with the bytes sent (SHA-256)', value: '4 of 4', target: 'all', ok: true },
    ]);
    // Throughput is judged against the same S3 client only; the directory's ratio is shown.
    expect(checks.filter((c) => c.what.includes(' vs ')).map((c) => c.target)).toEqual([
      'shown only',
      'shown only',
      '>= 70%',
      '>= 70%',
    ]);
  }, 60_000);

  it('fails the digest check when what comes back is not what was sent', async () => {
    const content = { ...generatedContent(SIZE), digest: generatedContent(SIZE).digest };
    const run = await measureFileBackend('local', content, 1);
    expect([run.digestsChecked, run.digestMismatches]).toEqual([4, 4]);
    expect(judgeFileRuns([run]).find((c) => c.what.includes('SHA-256'))).toEqual({
      what: 'local downloads with the bytes sent (SHA-256)',
      value: '0 of 4',
      target: 'all',
      ok: false,
    });
  }, 60_000);
});
