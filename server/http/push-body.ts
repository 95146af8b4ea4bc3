import type { Context } from 'hono';
import type { StoredFile } from '../store/records.ts';
import { HttpError } from './errors.ts';
import { MAX_FORM_FIELDS, tooManyFields, urlEncodedFieldsOver } from './form-field-count.ts';
import { readMultipart, type Uploads } from './multipart-body.ts';

export interface PushBody {
  /** The `push` parameter as sent, before normalisation; undefined when absent. */
  push: unknown;
  /** Files already stored (encrypted); the caller discards them if the push is not created. */
  files: StoredFile[];
  /** The request asks for a file push (a `files` key or kind "file"), which always needs a token. */
  wantsFiles: boolean;
}

/** `push[payload]`, or under the legacy API's keys, `password[payload]` say. */
const formKey = (root: string) => new RegExp(`^${root}\\[([a-z_]+)\\](\\[\\])?$`);
/** `push[gate][emails][]`: a gate's part, a list where the key ends in `[]`. */
const gateKey = (root: string) => new RegExp(`^${root}\\[gate\\]\\[([a-z_]+)\\](\\[\\])?$`);

/** A posted value as a list: a URL-encoded form gives repeated keys as an array, multipart as separate fields. */
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/**
 * The gate's parts as JSON gives them, so one reading (shared/gate.ts) checks both: lists from
 * `[]` keys, anything else as its last value.
 */
function gateOf(fields: Iterable<[string, unknown]>, root: string): Record<string, unknown> | undefined {
  const pattern = gateKey(root);
  let gate: Record<string, unknown> | undefined;
  for (const [key, value] of fields) {
    const match = pattern.exec(key);
    const part = match?.[1];
    if (part === undefined) continue;
    gate ??= {};
    if (match?.[2] === undefined) gate[part] = listOf(value).at(-1);
    else gate[part] = [...(Array.isArray(gate[part]) ? gate[part] : []), ...listOf(value)];
  }
  return gate;
}

function fromFields(
  fields: Iterable<[string, unknown]>,
  files: StoredFile[],
  sawFiles: boolean,
  root: string,
): PushBody {
  const push: Record<string, unknown> = {};
  const pattern = formKey(root);
  const all = [...fields];
  const gate = gateOf(all, root);
  if (gate !== undefined) push.gate = gate;
  let sawPush = sawFiles || gate !== undefined;
  for (const [key, value] of all) {
    const field = pattern.exec(key)?.[1];
    if (field === undefined) continue;
    sawPush = true;
    if (field === 'files') sawFiles = true;
    else push[field] = Array.isArray(value) ? value.at(-1) : value;
  }
  return { push: sawPush ? push : undefined, files, wantsFiles: sawFiles || push.kind === 'file' };
}

/**
 * Reads a create request's body, JSON, URL-encoded form or multipart with files, into one shape.
 * `root` is the key the push comes under: `push` in API v2, `password`, `file_push` or `url` in v1.
 */
export async function readPushBody(c: Context, uploads: Uploads, root = 'push'): Promise<PushBody> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const { fields, files, sawFiles } = await readMultipart(c.req.raw, uploads);
    return fromFields(fields, files, sawFiles, root);
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    let bytes: ArrayBuffer;
    try {
      bytes = await c.req.arrayBuffer();
    } catch {
      // Cut off by the client: what came can't be trusted to be the whole form.
      throw new HttpError(400, { error: 'The form body could not be read.' });
    }
    if (urlEncodedFieldsOver(new Uint8Array(bytes), MAX_FORM_FIELDS))
      throw new HttpError(413, { error: tooManyFields(MAX_FORM_FIELDS) });
    // Hono keeps the bytes just read, so parsing does not read the body again.
    const form = await c.req.parseBody({ all: true });
    return fromFields(Object.entries(form), [], false, root);
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, { error: 'The request body is not valid JSON.' });
  }
  const push =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[root] : undefined;
  const fields = typeof push === 'object' && push !== null ? (push as Record<string, unknown>) : {};
  return { push, files: [], wantsFiles: 'files' in fields || fields.kind === 'file' };
}
