import { isoTime } from '../../shared/iso-time.ts';

export interface Logger {
  info(line: string): void;
  error(line: string): void;
}

/**
 * Writes to stdout and stderr. Request lines are gathered and written once per turn of the event
 * loop: a write per request cost the server a system call on every answer.
 */
export function streamLogger(
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
  /** Written before every line: which worker wrote it, when several share one output. */
  tag = '',
) {
  let pending: string[] = [];
  // Lines of one millisecond share their timestamp: formatting a date per request line showed in profiles.
  let stampedAt = Number.NaN;
  let stamp = '';
  const timestamp = () => {
    const now = Date.now();
    if (now !== stampedAt) {
      stampedAt = now;
      stamp = isoTime(now);
    }
    return stamp;
  };
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    out.write(text);
  };
  const logger: Logger & { flush(): void } = {
    info: (line) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push(`${timestamp()} ${tag}${line}\n`);
    },
    error: (line) => {
      flush();
      err.write(`${timestamp()} ${tag}${line}\n`);
    },
    flush,
  };
  return logger;
}

export const consoleLogger = streamLogger();

const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{12,}$/;
const TOKEN_PARENTS = new Set(['pushes', 'p', 'f', 'r', 'files', 'req', 'requests']);
const NAMED_ROUTES = new Set([
  'active',
  'expired',
  'preview',
  'audit',
  'r',
  'notifications',
  'open',
  'answered',
  'closed',
  'new',
  'sent',
  'answer',
  'close',
]);

/**
 * A request path fit for a log: no query string, and every segment that could be a secret
 * link's token or an API token replaced, so a log never holds a working link.
 */
export function redactPath(path: string): string {
  const query = path.indexOf('?');
  const segments = (query === -1 ? path : path.slice(0, query)).split('/');
  let parent = '';
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] ?? '';
    const bare = segment.endsWith('.json') ? segment.slice(0, -5) : segment;
    if (segment !== '' && !NAMED_ROUTES.has(bare)) {
      if (TOKEN_PARENTS.has(parent) || TOKEN_SEGMENT.test(bare)) segments[i] = ':token';
    }
    parent = segment;
  }
  return segments.join('/');
}

/** Only the kind of failure and where it happened: an error's message may quote request data. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'non-Error value thrown';
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '));
  // A system error's code (ENOSPC, EACCES) says what went wrong and quotes nothing.
  const code = (error as NodeJS.ErrnoException).code;
  return [typeof code === 'string' ? `${error.name} ${code}` : error.name, ...frames.slice(0, 5)].join('\n');
}
