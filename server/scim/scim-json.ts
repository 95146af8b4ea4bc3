import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** RFC 7644 §3.12's error types this server answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'uniqueness'
  | 'mutability'
  | 'noTarget';

/** A SCIM call's refusal: its status, its RFC 7644 error type and what a person reading the provider's log needs. */
export class ScimError extends Error {
  override name = 'ScimError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly scimType: ScimType | null = null,
  ) {
    super(detail);
  }
}

/** A SCIM answer: `application/scim+json`, never cached. */
export function scimJson(c: Context, body: unknown, status: ContentfulStatusCode = 200): Response {
  return c.body(JSON.stringify(body), status, {
    'Content-Type': 'application/scim+json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}

/** An error as RFC 7644 §3.12 shapes it: the status a string, the type only where one applies. */
export function scimErrorJson(c: Context, error: ScimError): Response {
  const body = {
    schemas: [ERROR_SCHEMA],
    status: String(error.status),
    ...(error.scimType === null ? {} : { scimType: error.scimType }),
    detail: error.detail,
  };
  return scimJson(c, body, error.status);
}

/** The body of a call as JSON, or a 400 `invalidSyntax` when it is not. */
export async function scimBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ScimError(400, 'The request body is not JSON.', 'invalidSyntax');
  }
}

/** A plain JSON object, or null. */
export const objectOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
