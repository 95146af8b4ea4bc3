import type { Context } from 'hono';
import type { FieldErrors } from '../../../shared/result.ts';
import { HttpError } from '../../http/errors.ts';
import { readMultipart, type Uploads } from '../../http/multipart-body.ts';
import { FilesUnavailableError } from '../../pushes/files-unavailable.ts';
import type { StoredFile } from '../../store/records.ts';
import { tooLargePage, unreadablePage } from './form-body.ts';
import type { PageEnv } from './page-env.ts';

/** A page form as posted: its fields, and the files its upload stored. */
export interface PostedForm {
  body: Record<string, unknown>;
  files: StoredFile[];
}

/**
 * A form whose files were refused, none kept: 401 when files need a signed-in sender, 422 when a
 * file broke a limit (`errors` says which), 503 when storage could not take them (`errors` is
 * empty; the caller sets Retry-After). Its other fields are read, so the page can answer.
 */
export interface RefusedFiles {
  refusedFiles: { status: 401 | 422 | 503; body: Record<string, string>; errors: FieldErrors };
}

/**
 * Reads a page form as posted, a multipart one streaming its files into `uploads`. A body too
 * large or not readable is its message page already; refused files are the caller's to word.
 */
export async function readPostedForm(
  c: Context<PageEnv>,
  uploads: Uploads,
): Promise<PostedForm | RefusedFiles | Response> {
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data'))
    return { body: await c.req.parseBody(), files: [] };
  const fields: [string, string][] = [];
  try {
    const read = await readMultipart(c.req.raw, uploads, fields);
    return { body: Object.fromEntries(read.fields), files: read.files };
  } catch (error) {
    if (error instanceof FilesUnavailableError) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      return { refusedFiles: { status: 503, body: Object.fromEntries(fields), errors: {} } };
    }
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 413) return tooLargePage(c, error.body.error);
    if (error.status !== 401 && error.status !== 422) return unreadablePage(c);
    const errors = error.body as FieldErrors;
    return { refusedFiles: { status: error.status, body: Object.fromEntries(fields), errors } };
  }
}
