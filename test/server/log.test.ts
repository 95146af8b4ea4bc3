import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { describeError, redactPath, streamLogger } from '../../server/log/log.ts';

function sink() {
  const writes: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      writes.push(String(chunk));
      done();
    },
  });
  return { stream, writes };
}

describe('streamLogger', () => {
  it('writes the lines of one event-loop turn in one write, in order', async () => {
    const out = sink();
    const logger = streamLogger(out.stream, sink().stream);
    logger.info('first');
    logger.info('second');
    expect(out.writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.writes).toHaveLength(1);
    expect(out.writes[0]).toMatch(/^\S+ first\n\S+ second\n$/);
  });

  it('writes pending lines before an error, and on flush', () => {
    const out = sink();
    const err = sink();
    const logger = streamLogger(out.stream, err.stream);
    logger.info('before');
    logger.error('broken');
    expect(out.writes.join('')).toMatch(/ before\n$/);
    expect(err.writes.join('')).toMatch(/ broken\n$/);
    logger.info('last');
    logger.flush();
    expect(out.writes.join('')).toMatch(/ last\n$/);
  });
});

describe('redactPath', () => {
  it.each([
    ['/api/v2/pushes/abcdef/audit', '/api/v2/pushes/:token/audit'],
    ['/api/v2/pushes/active?page=2', '/api/v2/pushes/active'],
    ['/p/Zx9_long-token-value/r', '/p/:token/r'],
    ['/api/v2/pushes/abcDEF123456789xyz.json', '/api/v2/pushes/:token'],
    ['/api/v2/version', '/api/v2/version'],
    ['/r/abcDEF123456789xyz.json', '/r/:token'],
    ['/p/abcDEF123456789xyz/r.json', '/p/:token/r.json'],
    ['/p/abcDEF123456789xyz/audit.json', '/p/:token/audit.json'],
    ['/p/active.json', '/p/active.json'],
    ['/p.json', '/p.json'],
    ['/api/v2/notifications?after=1.n1', '/api/v2/notifications'],
    ['/api/v2/requests/open.json', '/api/v2/requests/open.json'],
    ['/api/v2/requests/abc/preview', '/api/v2/requests/:token/preview'],
    ['/req/abcDEF123456789xyz/sent', '/req/:token/sent'],
    ['/req/short', '/req/:token'],
    ['/requests/new', '/requests/new'],
    ['/requests/abc/answer', '/requests/:token/answer'],
  ])('logs %s as %s', (path, logged) => {
    expect(redactPath(path)).toBe(logged);
  });
});

describe('describeError', () => {
  it("gives an error's kind, system code and frames, never its message", () => {
    const error = Object.assign(new Error('could not parse {"payload":"hunter2"}'), { code: 'ENOSPC' });
    const described = describeError(error);
    expect(described.split('\n')[0]).toBe('Error ENOSPC');
    expect(described).toMatch(/\n\s+at /);
    expect(described).not.toContain('hunter2');
  });
});
