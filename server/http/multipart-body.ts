import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import Busboy from '@fastify/busboy';
import { naming } from '../../shared/policy-named.ts';
import type { StoredFile } from '../store/records.ts';
import { TOKEN_REQUIRED } from './auth.ts';
import { HttpError } from './errors.ts';
import { MAX_FORM_FIELDS, tooManyFields } from './form-field-count.ts';

/** Where uploaded files go, and how many and how large they may be. */
export interface Uploads {
  /** False when the caller may not attach files (no token): the first file part is refused with 401. */
  allowed: boolean;
  /** The key the push comes under, so files are `<filesField>[files][]`; `push` when omitted. */
  filesField?: string;
  maxFiles: number;
  maxFileBytes: number;
  /** The policy's rules that set the limits, named in their refusals; absent where the settings set them. */
  rules?: { maxFiles?: string; maxFileBytes?: string };
  /** All non-file fields together. */
  maxFieldBytes: number;
  save(stream: Readable, info: { filename: string; contentType: string }): Promise<StoredFile>;
  discard(files: StoredFile[]): Promise<void>;
}

export interface MultipartBody {
  fields: [string, string][];
  files: StoredFile[];
  /** Whether a `push[files][]` part came, even an empty one. */
  sawFiles: boolean;
}

const named = (message: string, rule: string | undefined) =>
  rule === undefined ? message : naming(message, rule);

const filesKey = (root: string) => new RegExp(`^${root}\\[files\\](\\[\\])?$`);

/**
 * Reads a multipart create request as it streams: each file is encrypted to disk as it arrives, and
 * the upload stops at the first file over the count or size limit, so no limit waits for the whole body.
 */
export function readMultipart(
  request: Request,
  uploads: Uploads,
  /** Collects the fields as they arrive; a caller's own array keeps those read before a refusal. */
  fields: [string, string][] = [],
): Promise<MultipartBody> {
  const unreadable = new HttpError(400, { error: 'The multipart body could not be read.' });
  return new Promise((resolve, reject) => {
    const saves: Promise<StoredFile>[] = [];
    const active = new Set<Readable>();
    let fieldBytes = 0;
    let fileCount = 0;
    let sawFiles = false;
    let failure: { error: unknown } | undefined;
    const isFilesPart = filesKey(uploads.filesField ?? 'push');
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        limits: {
          fileSize: uploads.maxFileBytes,
          fieldSize: uploads.maxFieldBytes,
          // Busboy stops at this count as it streams, so no part past it is ever parsed.
          parts: uploads.maxFiles + MAX_FORM_FIELDS,
        },
      });
    } catch {
      // No boundary, or not multipart at all.
      return reject(unreadable);
    }
    const input = request.body
      ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>)
      : Readable.from([]);

    const settle = async () => {
      const results = await Promise.allSettled(saves);
      const files = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const rejected = results.find((r) => r.status === 'rejected');
      const error = failure ?? (rejected === undefined ? undefined : { error: rejected.reason });
      if (error === undefined) return resolve({ fields, files, sawFiles });
      await uploads.discard(files);
      reject(error.error);
    };
    /** The first refusal, or a save's failure, ends the upload: the rest of the body is not read. */
    const fail = (error: unknown) => {
      if (failure !== undefined) return;
      failure = { error };
      input.unpipe(busboy);
      input.destroy();
      // The saves see a premature close, reject, and remove what they wrote.
      for (const stream of active) stream.destroy();
      void settle();
    };
    const tooLarge = () =>
      new HttpError(413, { error: `The form fields are larger than ${uploads.maxFieldBytes} bytes.` });

    const countField = (bytes: number) => {
      fieldBytes += bytes;
      return fieldBytes <= uploads.maxFieldBytes;
    };
    /** A file part that is not an upload is read and dropped, but its bytes count with the fields'. */
    const drop = (stream: Readable) => {
      stream.on('error', () => {});
      stream.on('data', (chunk: Buffer) => {
        if (!countField(chunk.length)) fail(tooLarge());
      });
    };

    busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (!countField(Buffer.byteLength(value)) || valueTruncated) return fail(tooLarge());
      fields.push([name, value]);
    });
    busboy.on('file', (name, stream, filename, _encoding, mimeType) => {
      if (failure !== undefined) return stream.resume();
      if (!isFilesPart.test(name)) return drop(stream);
      sawFiles = true;
      // A browser form sends an empty, nameless part when no file was chosen.
      if (filename === '') return drop(stream);
      if (!uploads.allowed || ++fileCount > uploads.maxFiles) stream.resume();
      if (!uploads.allowed) return fail(new HttpError(401, TOKEN_REQUIRED));
      if (fileCount > uploads.maxFiles) {
        return fail(
          new HttpError(422, {
            files: [
              named(`You can only attach up to ${uploads.maxFiles} files per push.`, uploads.rules?.maxFiles),
            ],
          }),
        );
      }
      const mb = Math.round(uploads.maxFileBytes / 1024 / 1024);
      stream.on('limit', () =>
        fail(
          new HttpError(422, {
            files: [
              named(
                `${filename} is too large: each file may be at most ${mb} MB.`,
                uploads.rules?.maxFileBytes,
              ),
            ],
          }),
        ),
      );
      // The save reports a failed part; this keeps a late error from the parser from going unhandled.
      stream.on('error', () => {});
      active.add(stream);
      stream.on('end', () => active.delete(stream));
      const saved = uploads.save(stream, { filename, contentType: mimeType || 'application/octet-stream' });
      // A refusal waits for the body's end, where a limit broken later takes precedence; a storage
      // failure ends the upload now, as it stops taking the file and nothing else would end the reading.
      saved.catch((error: unknown) => {
        if (!(error instanceof HttpError)) fail(error);
      });
      saves.push(saved);
    });
    busboy.on('partsLimit', () => fail(new HttpError(413, { error: tooManyFields(MAX_FORM_FIELDS) })));
    busboy.on('error', () => fail(unreadable));
    busboy.on('finish', () => {
      if (failure === undefined) void settle();
    });
    input.on('error', () => fail(new HttpError(400, { error: 'The upload was interrupted.' })));
    input.pipe(busboy);
  });
}
