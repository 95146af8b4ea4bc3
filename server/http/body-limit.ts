import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiJson } from './api-json.ts';

/**
 * The size limit of a JSON or form body (413 beyond it). Multipart bodies carry files and are
 * limited per file and per field while they stream instead.
 */
export function wholeBodyLimit(maxBytes: number): MiddlewareHandler {
  const tooLarge = (c: Context) =>
    apiJson(c, { error: `The request body is larger than ${maxBytes} bytes.` }, 413);
  const counted = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (c.req.header('content-type')?.includes('multipart/form-data')) return next();
    // A declared length is checked as a number (the HTTP parser holds the body to it), which keeps
    // the Node adapter's direct body read; only a chunked body needs the counting stream wrapper.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > maxBytes ? tooLarge(c) : next();
    }
    return counted(c, next);
  };
}
