import type { Context } from 'hono';
import { HttpError } from './errors.ts';

export interface PushBody {
  /** The `push` parameter as sent, before normalisation; undefined when absent. */
  push: unknown;
  files: File[];
  /** The request asks for a file push (a `files` key or kind "file"), which always needs a token. */
  wantsFiles: boolean;
}

const FORM_KEY = /^push\[([a-z_]+)\](\[\])?$/;

function fromForm(form: Record<string, unknown>): PushBody {
  const push: Record<string, unknown> = {};
  const files: File[] = [];
  let sawPush = false;
  let sawFiles = false;
  for (const [key, value] of Object.entries(form)) {
    const field = FORM_KEY.exec(key)?.[1];
    if (field === undefined) continue;
    sawPush = true;
    if (field === 'files') {
      sawFiles = true;
      for (const item of [value].flat()) if (item instanceof File) files.push(item);
    } else {
      push[field] = Array.isArray(value) ? value.at(-1) : value;
    }
  }
  return { push: sawPush ? push : undefined, files, wantsFiles: sawFiles || push.kind === 'file' };
}

/** Reads a create request's body, JSON or form, into one shape. */
export async function readPushBody(c: Context): Promise<PushBody> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    return fromForm(await c.req.parseBody({ all: true }));
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, { error: 'The request body is not valid JSON.' });
  }
  const push = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).push : undefined;
  const fields = typeof push === 'object' && push !== null ? (push as Record<string, unknown>) : {};
  return { push, files: [], wantsFiles: 'files' in fields || fields.kind === 'file' };
}
