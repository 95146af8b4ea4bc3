import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the middleware reads and writes of the test server's request context (Koa's). */
interface Context {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
export type Middleware = (ctx: Context, next: () => Promise<void>) => Promise<void>;

const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * ListMultipartUploads and AbortMultipartUpload, which the test server (s3rver 4.0.4) lacks,
 * answered from its own record of unfinished uploads (`<bucket>/._S3rver_uploads/<id>/key`).
 * They are answered where it refuses them, after its signature check has passed: a request it
 * would refuse for its signature is refused as before.
 */
export function unfinishedUploadsAnswers(directory: string): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const [, bucket, key] = /^\/([^/]+)(?:\/(.+))?$/.exec(ctx.path) ?? [];
      if (bucket === undefined) throw error;
      const uploads = join(directory, bucket, '._S3rver_uploads');
      if (code === 'NotImplemented' && ctx.method === 'GET' && key === undefined && 'uploads' in ctx.query) {
        ctx.status = 200;
        ctx.type = 'application/xml';
        ctx.body = listing(uploads, ctx.query);
        return;
      }
      const uploadId = one(ctx.query.uploadId);
      if (code === 'MethodNotAllowed' && ctx.method === 'DELETE' && key !== undefined && uploadId) {
        const upload = join(uploads, uploadId);
        const known = existsSync(join(upload, 'key'));
        if (known && readFileSync(join(upload, 'key'), 'utf8') === decodeURIComponent(key)) {
          rmSync(upload, { recursive: true, force: true });
          ctx.status = 204;
          ctx.body = null;
          return;
        }
        ctx.status = 404;
        ctx.type = 'application/xml';
        ctx.body =
          '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
        return;
      }
      throw error;
    }
  };
}

function listing(uploads: string, query: Context['query']): string {
  const all = (existsSync(uploads) ? readdirSync(uploads) : [])
    .filter((id) => existsSync(join(uploads, id, 'key')))
    .map((id) => ({
      id,
      key: readFileSync(join(uploads, id, 'key'), 'utf8'),
      initiated: statSync(join(uploads, id, 'key')).mtime.toISOString(),
    }))
    .sort((x, y) => (x.key === y.key ? x.id.localeCompare(y.id) : x.key.localeCompare(y.key)));
  const keyMarker = one(query['key-marker']) ?? '';
  const idMarker = one(query['upload-id-marker']) ?? '';
  const after = all.filter((u) => u.key > keyMarker || (u.key === keyMarker && u.id > idMarker));
  const max = Number(one(query['max-uploads']) ?? 1000);
  const page = after.slice(0, max);
  const last = page.at(-1);
  const truncated = after.length > page.length && last !== undefined;
  return (
    '<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult>' +
    `<IsTruncated>${truncated}</IsTruncated>` +
    (truncated
      ? `<NextKeyMarker>${xml(last.key)}</NextKeyMarker><NextUploadIdMarker>${last.id}</NextUploadIdMarker>`
      : '') +
    page
      .map(
        (u) =>
          `<Upload><Key>${xml(u.key)}</Key><UploadId>${u.id}</UploadId><Initiated>${u.initiated}</Initiated></Upload>`,
      )
      .join('') +
    '</ListMultipartUploadsResult>'
  );
}
