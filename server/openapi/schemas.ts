import { PUSH_KINDS } from '../../shared/kinds.ts';
import { closedObject, type JsonSchema, ref } from './json-schema.ts';
import { policySchema } from './policy-schema.ts';

const time = (description: string): JsonSchema => ({ type: 'string', format: 'date-time', description });
const nullableTime = (description: string): JsonSchema => ({
  type: ['string', 'null'],
  format: 'date-time',
  description,
});
const count = (description: string): JsonSchema => ({ type: 'integer', minimum: 0, description });
const url = (description: string): JsonSchema => ({ type: 'string', format: 'uri', description });

/** The keys every push object carries, in the order they are sent. */
const pushKeys: Record<string, JsonSchema> = {
  expire_after_views: count('Views allowed in all.'),
  expired: { type: 'boolean' },
  url_token: {
    type: 'string',
    description: 'The secret part of the link: at least 128 random bits, URL-safe.',
  },
  deletable_by_viewer: {
    type: ['boolean', 'null'],
    description: 'Whether a recipient may delete it; null for URL pushes.',
  },
  retrieval_step: { type: 'boolean', description: 'Whether the link first asks the recipient to click.' },
  expired_on: nullableTime('When it expired; null until then.'),
  passphrase: { type: ['string', 'null'], description: 'The passphrase; "" when none, null once expired.' },
  created_at: time('When it was created.'),
  updated_at: time('When it last changed.'),
  expire_after_days: count('Days allowed in all.'),
  days_remaining: count('Days left, rounded up.'),
  views_remaining: count('Views left.'),
  deleted: { type: 'boolean', description: 'True only when it was expired by DELETE.' },
  json_url: url('This push in the API.'),
  html_url: url(
    'The secret link a person opens: /p/{url_token}, or /p/{url_token}/r with the retrieval step.',
  ),
};
/** Sent by this server beside Password Pusher's keys; a client must not need them. */
const extraKeys: Record<string, JsonSchema> = {
  kind: {
    type: 'string',
    enum: [...PUSH_KINDS],
    description: 'The kind of push (not sent by Password Pusher).',
  },
  expires_at: time('When it expires by time (not sent by Password Pusher).'),
};
const ownerKeys: Record<string, JsonSchema> = {
  name: { type: 'string', description: "The owner's name for it; not shown to recipients." },
  note: { type: 'string', description: "The owner's note; not shown to recipients." },
};

/** A schema with keys that may be left out beside its required ones. */
const withOptional = (schema: JsonSchema, optional: Record<string, JsonSchema>): JsonSchema => ({
  ...schema,
  properties: { ...schema.properties, ...optional },
});

const error = (description: string): JsonSchema => closedObject({ error: { type: 'string' } }, description);

export const schemas: Record<string, JsonSchema> = {
  PushCreated: withOptional(
    closedObject(
      { ...pushKeys, ...ownerKeys, ...extraKeys },
      'A push as its creator and owner see it: no payload.',
    ),
    {
      sealed: {
        const: true,
        description:
          'Sent only when true: the push is sealed end to end, and only the link with its key opens it (not sent by Password Pusher).',
      },
    },
  ),
  PushListed: closedObject(
    {
      ...pushKeys,
      ...ownerKeys,
      ...extraKeys,
      title_hint: {
        type: 'object',
        description:
          'What a title needs beyond name and note (not sent by Password Pusher): the first file’s name and how many files, or a live URL push’s host (never the URL).',
        properties: {
          file_name: { type: 'string' },
          file_count: { type: 'integer', minimum: 1 },
          url_host: { type: 'string' },
        },
        additionalProperties: false,
      },
    },
    'A push as its owner’s list shows it: no payload.',
  ),
  PushShown: closedObject(
    {
      ...pushKeys,
      payload: {
        type: ['string', 'null'],
        description: 'The secret (the URL of a URL push); null once expired.',
      },
      files: {
        type: 'array',
        items: ref('FileLink'),
        description: 'Download links of a file push; [] otherwise.',
      },
      ...extraKeys,
    },
    'A push as a read hands it out.',
  ),
  PushDeleted: closedObject({ ...pushKeys, ...extraKeys }, 'A push just expired by DELETE.'),
  FileLink: closedObject({
    filename: { type: 'string' },
    content_type: { type: 'string' },
    url: url('A download link that works for a few minutes.'),
  }),
  Preview: closedObject({ url: url('The secret link (html_url).') }),
  AuditLog: closedObject({ logs: { type: 'array', items: ref('AuditEntry') } }),
  AuditEntry: {
    ...closedObject({
      ip: { type: 'string', description: 'The client address; "" when unknown.' },
      user_agent: { type: 'string' },
      referrer: { type: 'string' },
      kind: {
        type: 'string',
        enum: [
          'creation',
          'view',
          'failed_view',
          'expire',
          'failed_passphrase',
          'owner_view',
          'gate_passed',
          'failed_gate',
        ],
      },
      created_at: time('When it happened.'),
      updated_at: time('The same as created_at.'),
      expired_by: {
        type: 'string',
        enum: ['owner', 'viewer'],
        description: 'On `expire` entries: who expired the push (not sent by Password Pusher).',
      },
      gate: {
        type: 'string',
        description:
          'Ours, on `gate_passed` and `failed_gate` entries: how the gate let the reader through, or the step that kept them out.',
      },
    }),
    required: ['ip', 'user_agent', 'referrer', 'kind', 'created_at', 'updated_at'],
  },
  Version: closedObject({
    application_version: { type: 'string', description: 'The Password Pusher release whose API is served.' },
    secret_push_version: {
      type: 'string',
      description: "This server's own release (not sent by Password Pusher).",
    },
    api_version: { type: 'string' },
    edition: { type: 'string' },
    features: closedObject({
      anonymous_access: { type: 'boolean' },
      api_token_authentication: { type: 'boolean' },
      accounts: closedObject({ enabled: { type: 'boolean' } }),
      pushes: closedObject({
        enabled: { type: 'boolean' },
        email_auto_dispatch: {
          type: 'boolean',
          description: 'Whether `notify_emails_to` is taken: mail is set up and link mails are on.',
        },
        file_attachments: closedObject({
          enabled: { type: 'boolean' },
          requires_authentication: { type: 'boolean' },
        }),
        url_pushes: closedObject({ enabled: { type: 'boolean' } }),
        qr_code_pushes: closedObject({ enabled: { type: 'boolean' } }),
      }),
      // email_auto_dispatch is sent only with requests on, as on Password Pusher's paid edition.
      requests: {
        type: 'object',
        properties: { enabled: { type: 'boolean' }, email_auto_dispatch: { type: 'boolean' } },
        required: ['enabled'],
        additionalProperties: false,
      },
    }),
    secret_push_features: closedObject(
      {
        extension_sign_in: closedObject({ enabled: { type: 'boolean' } }),
        notifications: closedObject({ enabled: { type: 'boolean' } }),
        policy: closedObject({ enabled: { type: 'boolean' } }),
        gates: {
          type: 'object',
          properties: {
            enabled: { type: 'boolean' },
            kinds: {
              type: 'array',
              items: { type: 'string', enum: ['email', 'member', 'network'] },
              description:
                'The gates this server can keep: `email` only when it sends mail. Absent on servers before it: all.',
            },
          },
          required: ['enabled'],
          additionalProperties: false,
        },
      },
      "This server's capabilities beyond Password Pusher's API (not sent by Password Pusher).",
    ),
  }),
  Policy: policySchema,
  NotificationFeed: closedObject({
    notifications: {
      type: 'array',
      items: {
        ...closedObject(
          {
            id: { type: 'string' },
            event: { type: 'string', enum: ['view', 'failed_passphrase', 'expire', 'request_answered'] },
            url_token: { type: 'string' },
            name: { type: 'string' },
            kind: { type: 'string', enum: [...PUSH_KINDS, 'request'] },
            created_at: time('When it happened.'),
            viewer: closedObject(
              {
                address: { type: 'string' },
                verified_by: { type: 'string', enum: ['code', 'sign_in'] },
              },
              'Ours, on a view through a gate: who opened it, verified by a mailed code or signed in.',
            ),
          },
          'One event of a push of yours (or of a request of yours).',
        ),
        required: ['id', 'event', 'url_token', 'name', 'kind', 'created_at'],
      },
    },
    next: { type: 'string', description: 'Where to ask from next time.' },
    more: { type: 'boolean', description: 'Whether more events wait: ask again from `next` at once.' },
  }),
  Error: error('A refusal, in one sentence.'),
  PassphraseRequired: closedObject(
    { error: { type: 'string' }, message: { type: 'string' }, status: { const: 'unauthorized' } },
    'A missing or wrong passphrase.',
  ),
  FieldErrors: {
    type: 'object',
    description: 'Input that was refused: each field named with its messages.',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    minProperties: 1,
  },
};
