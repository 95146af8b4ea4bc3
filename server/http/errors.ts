import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Refusal } from '../../shared/result.ts';

/** The one error type a handler throws for an expected refusal; onError turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
  }

  static from(refusal: Refusal): HttpError {
    return new HttpError(refusal.status, refusal.body);
  }
}
