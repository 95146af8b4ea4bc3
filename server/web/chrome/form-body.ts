import type { Context, MiddlewareHandler } from 'hono';
import {
  MAX_FORM_FIELDS,
  multipartPartsOver,
  tooManyFields,
  urlEncodedFieldsOver,
} from '../../http/form-field-count.ts';
import { messagePage } from './message-pages.ts';
import type { PageEnv } from './page-env.ts';
import { pageLanguage } from './page-language.ts';

type C = Context<PageEnv>;

/**
 * 413 in the page's words. `said` is the refusal's English text, used only to tell the field count
 * refusal (which names its limit) from a body too large in bytes.
 */
export function tooLargePage(c: C, said?: unknown): Response | Promise<Response> {
  const { t } = pageLanguage(c);
  // The limit as a string: written without grouping, as the API's answer writes it.
  const limit = String(MAX_FORM_FIELDS);
  const text =
    said === tooManyFields(MAX_FORM_FIELDS)
      ? t('pushForm.tooManyFields', { count: limit })
      : t('pushForm.tooLargeText');
  return c.html(messagePage(c, t('pushForm.tooLargeTitle'), text, 'error'), 413);
}

/** 400 for a body that could not be parsed (malformed multipart, a body cut off). */
export function unreadablePage(c: C): Response | Promise<Response> {
  const { t } = pageLanguage(c);
  return c.html(
    messagePage(c, t('pushForm.notUnderstoodTitle'), t('pushForm.notUnderstoodText'), 'error'),
    400,
  );
}

class TooLarge extends Error {}
class TooManyFields extends Error {}

/** The whole body, refused past `maxBytes` as it streams, so a body of no declared length can't grow without end. */
async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/** Whether a whole body, URL-encoded or multipart, has more fields than any page form needs. */
function tooManyFieldsIn(body: Uint8Array, contentType: string): boolean {
  if (contentType.includes('application/x-www-form-urlencoded'))
    return urlEncodedFieldsOver(body, MAX_FORM_FIELDS);
  if (contentType.includes('multipart/form-data'))
    return multipartPartsOver(body, contentType, MAX_FORM_FIELDS);
  return false;
}

/**
 * Reads a page form's body before any route sees it: 413 past the limit, whatever its parts, or
 * past MAX_FORM_FIELDS fields (counted before parsing); 400 when it can't be read (malformed
 * multipart, a body cut off), instead of a failure with a stack.
 * Hono keeps the parsed form, so a route's parseBody() gets it without reading again.
 */
export function pageFormBody(maxBytes: number): MiddlewareHandler<PageEnv> {
  return async (c, next) => {
    // The method first: reading a GET's body makes the server build a whole Request for it.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const { body } = c.req.raw;
    if (body === null) return next();
    if (Number(c.req.header('content-length') ?? 0) > maxBytes) return tooLargePage(c);
    try {
      const whole = await readLimited(body, maxBytes);
      if (tooManyFieldsIn(whole, c.req.header('content-type') ?? '')) throw new TooManyFields();
      c.req.raw = new Request(c.req.raw, { body: whole });
      await c.req.parseBody();
    } catch (error) {
      if (error instanceof TooManyFields) return tooLargePage(c, tooManyFields(MAX_FORM_FIELDS));
      return error instanceof TooLarge ? tooLargePage(c) : unreadablePage(c);
    }
    return next();
  };
}
