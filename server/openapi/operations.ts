import type { JsonSchema } from './json-schema.ts';
import { ref } from './json-schema.ts';
import { pushFields } from './push-fields.ts';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  /** Absent: the operation's own default (anyone, with or without a token). */
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const answer = (description: string, schema: JsonSchema) => ({ description, content: json(schema) });
const refused = (description: string) => answer(description, ref('Error'));

const urlToken: Parameter = {
  name: 'url_token',
  in: 'path',
  required: true,
  description: "The push's url_token.",
  schema: { type: 'string' },
};
const page: Parameter = {
  name: 'page',
  in: 'query',
  required: false,
  description: 'Page of 50, from 1 to 200; 1 when omitted.',
  schema: { type: 'integer', minimum: 1, maximum: 200 },
};

/** A token is optional: without one the caller is anonymous (when the server allows it). */
export const OPTIONAL_TOKEN: Record<string, string[]>[] = [
  {},
  { bearer: [] },
  { userEmail: [], userToken: [] },
];
/** A token is required. */
export const TOKEN: Record<string, string[]>[] = [{ bearer: [] }, { userEmail: [], userToken: [] }];

const badToken = refused('The token matches no user, or a token is required and missing.');
const notFound = refused('No push has this url_token.');
const badPage = refused('page is not a whole number from 1 to 200.');

export const operations: Record<string, Record<string, Operation>> = {
  '/api/v2/version': {
    get: {
      operationId: 'getVersion',
      summary: 'What this server offers',
      description:
        'The Password Pusher release whose API is served and the features turned on. Public; a token is not checked.',
      tags: ['Server'],
      security: [{}],
      responses: { 200: answer('The version and features.', ref('Version')) },
    },
  },
  '/api/v2/policy': {
    get: {
      operationId: 'getPolicy',
      summary: "This server's policy",
      description:
        'Every rule in force for pushes, requests, link mails and sign-in, the built-in defaults, and the rules environment settings pin (not in Password Pusher). Public; a token is not checked.',
      tags: ['Server'],
      security: [{}],
      responses: { 200: answer('The policy.', ref('Policy')) },
    },
  },
  '/api/v2/notifications': {
    get: {
      operationId: 'listNotifications',
      summary: 'Events of your pushes',
      description:
        'Views, wrong passphrases, expiries and answered requests of your pushes, oldest first, kept for a week (not in Password Pusher). Ask again from `next`.',
      tags: ['Your pushes'],
      security: TOKEN,
      parameters: [
        {
          name: 'after',
          in: 'query',
          required: false,
          description: 'The `next` of an earlier answer; from the oldest event kept when omitted.',
          schema: { type: 'string' },
        },
      ],
      responses: {
        200: answer('The events after the cursor.', ref('NotificationFeed')),
        400: refused('after is not a cursor this feed gave.'),
        401: badToken,
      },
    },
  },
  '/api/v2/pushes': {
    post: {
      operationId: 'createPush',
      summary: 'Create a push',
      description:
        'Text, URL and QR pushes as JSON or a form; file pushes as multipart/form-data with `push[files][]` parts (a token is required).',
      tags: ['Pushes'],
      security: OPTIONAL_TOKEN,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', properties: { push: pushFields }, required: ['push'] },
          },
          'multipart/form-data': {
            schema: {
              type: 'object',
              description: 'Each field of `push` as `push[field]`, and each file as a `push[files][]` part.',
              properties: {
                'push[payload]': { type: 'string' },
                'push[kind]': { type: 'string' },
                'push[files][]': { type: 'array', items: { type: 'string', format: 'binary' } },
              },
            },
          },
        },
      },
      responses: {
        201: answer('Created.', ref('PushCreated')),
        400: refused('No `push` object, or a body that is not valid JSON.'),
        401: badToken,
        413: refused('The body is larger than the server takes.'),
        422: answer('A field was refused.', ref('FieldErrors')),
      },
    },
  },
  '/api/v2/pushes/{url_token}': {
    get: {
      operationId: 'showPush',
      summary: 'Read a push',
      description:
        "Hands out the payload and counts a view (the owner's own reads do not count). Once expired: 200 with `expired: true` and no payload.",
      tags: ['Pushes'],
      security: OPTIONAL_TOKEN,
      parameters: [
        urlToken,
        {
          name: 'passphrase',
          in: 'query',
          required: false,
          description: "The push's passphrase, if it has one.",
          schema: { type: 'string' },
        },
      ],
      responses: {
        200: answer('The push with its payload.', ref('PushShown')),
        401: answer('A missing or wrong passphrase, or a token that matches no user.', {
          oneOf: [ref('PassphraseRequired'), ref('Error')],
        }),
        404: notFound,
        429: refused('More than 5 passphrase attempts on this push in a minute.'),
      },
    },
    delete: {
      operationId: 'expirePush',
      summary: 'Expire a push now',
      description:
        'For its owner, or for anyone when it is deletable by viewers. The payload is purged at once.',
      tags: ['Pushes'],
      security: OPTIONAL_TOKEN,
      parameters: [urlToken],
      responses: {
        200: answer('Expired.', ref('PushDeleted')),
        401: refused('Not deletable by viewers and no token sent, or a token that matches no user.'),
        403: refused('Not deletable by viewers, and the caller is not its owner.'),
        404: notFound,
      },
    },
  },
  '/api/v2/pushes/{url_token}/preview': {
    get: {
      operationId: 'previewPush',
      summary: 'The secret link of a push',
      description: 'Counts no view and logs nothing; works for expired pushes too.',
      tags: ['Pushes'],
      security: OPTIONAL_TOKEN,
      parameters: [urlToken],
      responses: { 200: answer('The link.', ref('Preview')), 401: badToken, 404: notFound },
    },
  },
  '/api/v2/pushes/{url_token}/audit': {
    get: {
      operationId: 'auditPush',
      summary: "A push's audit log",
      description: 'Newest first, 50 a page. Only for its owner.',
      tags: ['Your pushes'],
      security: TOKEN,
      parameters: [urlToken, page],
      responses: {
        200: answer('The entries.', ref('AuditLog')),
        400: badPage,
        401: badToken,
        403: refused("The push is not the caller's."),
        404: notFound,
      },
    },
  },
  '/api/v2/pushes/active': {
    get: {
      operationId: 'listActivePushes',
      summary: 'Your pushes that have not expired',
      description: 'Newest first, 50 a page.',
      tags: ['Your pushes'],
      security: TOKEN,
      parameters: [page],
      responses: {
        200: answer('The pushes.', { type: 'array', items: ref('PushListed') }),
        400: badPage,
        401: badToken,
      },
    },
  },
  '/api/v2/pushes/expired': {
    get: {
      operationId: 'listExpiredPushes',
      summary: 'Your expired pushes',
      description:
        'Newest first, 50 a page. A push past its days or views is listed here even before anyone reads it again.',
      tags: ['Your pushes'],
      security: TOKEN,
      parameters: [page],
      responses: {
        200: answer('The pushes.', { type: 'array', items: ref('PushListed') }),
        400: badPage,
        401: badToken,
      },
    },
  },
  '/api/v2/openapi.json': {
    get: {
      operationId: 'getOpenApi',
      summary: 'This description',
      description: 'OpenAPI 3.1, as JSON. Public.',
      tags: ['Server'],
      security: [{}],
      responses: { 200: answer('The description.', { type: 'object' }) },
    },
  },
};
