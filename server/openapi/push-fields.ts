import type { JsonSchema } from './json-schema.ts';

/** The `push` object of a create, as pwpush clients send it (numbers and flags may come as text). */
export const pushFields: JsonSchema = {
  type: 'object',
  description: 'Unknown keys are ignored.',
  properties: {
    kind: {
      type: 'string',
      enum: ['text', 'url', 'qr', 'file'],
      description: 'Default: file with files, else text.',
    },
    payload: {
      type: 'string',
      description: 'The secret: text up to 1 MiB, an http(s) URL, or QR text up to 1,024 characters.',
    },
    passphrase: { type: 'string', description: 'Asked of the recipient before the payload is shown.' },
    name: { type: 'string', description: 'For the owner only.' },
    note: { type: 'string', description: 'For the owner only.' },
    expire_after_days: {
      type: ['integer', 'string'],
      description: "Whole days; the kind's default when omitted.",
    },
    expire_after_views: {
      type: ['integer', 'string'],
      description: "Views; the kind's default when omitted.",
    },
    expire_after_duration: {
      type: ['integer', 'string'],
      description: 'An index 0-17 (15 minutes to 3 months); wins over expire_after_days.',
    },
    deletable_by_viewer: {
      type: ['boolean', 'string', 'integer'],
      description: 'Whether a recipient may delete it.',
    },
    retrieval_step: {
      type: ['boolean', 'string', 'integer'],
      description: 'Whether the link first asks for a click.',
    },
    gate: {
      type: 'object',
      additionalProperties: false,
      description:
        'Ours, never sent by Password Pusher clients: who may open the push (`emails`, `members`, `networks`, `burn_after_failures`). A reader the gate does not admit gets 403.',
      properties: {
        emails: { type: ['array', 'string'], items: { type: 'string' } },
        members: { type: ['boolean', 'string'] },
        networks: { type: ['array', 'string'], items: { type: 'string' } },
        burn_after_failures: { type: ['integer', 'string'] },
      },
    },
    notify_emails_to: {
      type: 'string',
      description:
        'Up to 5 comma-separated addresses to mail the secret link to, one mail each; needs a token and `email_auto_dispatch`.',
    },
    notify_emails_to_locale: {
      type: 'string',
      description: "The language of those mails and of the link in them (`?locale=`); else the sender's.",
    },
  },
};
