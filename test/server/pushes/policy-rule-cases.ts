import { EXPIRE_DURATIONS } from '../../../shared/durations.ts';

const index = (label: string) => EXPIRE_DURATIONS.findIndex((d) => d.label === label);
const URL_PUSH = { kind: 'url', payload: 'https://example.com/x' };

/** One rule a push can break, as each door that makes a push is expected to answer it. */
export interface RuleCase {
  rule: string;
  rules: Record<string, unknown>;
  /** The push in the API's fields: one that breaks the rule, one that keeps it. */
  breaks: Record<string, unknown>;
  keeps: Record<string, unknown>;
  /** The API's answer to the push that breaks it, v2 and v1 alike. */
  refusal: { status: 401 | 422; body: Record<string, unknown> };
  /** What the web form's page says, in English. */
  page: string;
  /** The web form's own fields where they differ from the API's; `keeps: null` when only a script can keep it. */
  form?: { breaks?: Record<string, unknown>; keeps?: Record<string, unknown> | null };
  /** Only a signed-in sender keeps the rule. */
  signedIn?: true;
}

export const RULE_CASES: RuleCase[] = [
  {
    rule: 'kinds.text.allowed',
    rules: { 'kinds.text.allowed': false },
    breaks: { payload: 's' },
    keeps: URL_PUSH,
    refusal: { status: 422, body: { kind: ['Text pushes are disabled (policy rule kinds.text.allowed).'] } },
    page: 'Text pushes are disabled.',
  },
  {
    rule: 'kinds.url.allowed',
    rules: { 'kinds.url.allowed': false },
    breaks: URL_PUSH,
    keeps: { payload: 's' },
    // Password Pusher's own words for a kind turned off, which its clients know, with the rule named.
    refusal: { status: 422, body: { kind: ['URL pushes are disabled (policy rule kinds.url.allowed).'] } },
    page: 'URL pushes are disabled.',
  },
  {
    rule: 'kinds.text.views.max',
    rules: { 'kinds.text.views.max': 10 },
    breaks: { payload: 's', expire_after_views: 11 },
    keeps: { payload: 's', expire_after_views: 10 },
    refusal: {
      status: 422,
      body: { expire_after_views: ['must be between 1 and 10 (policy rule kinds.text.views)'] },
    },
    page: 'Views must be between 1 and 10.',
  },
  {
    rule: 'kinds.text.views.min',
    rules: { 'kinds.text.views.min': 3 },
    breaks: { payload: 's', expire_after_views: 2 },
    keeps: { payload: 's', expire_after_views: 3 },
    refusal: {
      status: 422,
      body: { expire_after_views: ['must be between 3 and 100 (policy rule kinds.text.views)'] },
    },
    page: 'Views must be between 3 and 100.',
  },
  {
    rule: 'kinds.text.days.max',
    rules: { 'kinds.text.days.max': 3, 'kinds.text.days.default': 3 },
    breaks: { payload: 's', expire_after_days: 4 },
    keeps: { payload: 's', expire_after_days: 3 },
    refusal: {
      status: 422,
      body: { expire_after_days: ['must be between 1 and 3 (policy rule kinds.text.days)'] },
    },
    page: 'Choose one of the times offered.',
    form: {
      breaks: { payload: 's', expire_after_duration: index('7 days') },
      keeps: { payload: 's', expire_after_duration: index('3 days') },
    },
  },
  {
    rule: 'kinds.text.hours (max)',
    rules: { 'kinds.text.hours.max': 24 },
    breaks: { payload: 's', expire_after_duration: index('2 days') },
    keeps: { payload: 's', expire_after_duration: index('1 day') },
    refusal: {
      status: 422,
      body: { expire_after_duration: ['must be between 0 and 24 hours (policy rule kinds.text.hours)'] },
    },
    page: 'Lifetime allowed on this server (hours): 0 to 24.',
  },
  {
    rule: 'kinds.text.hours (min)',
    rules: { 'kinds.text.hours.min': 6 },
    breaks: { payload: 's', expire_after_duration: index('1 hour') },
    keeps: { payload: 's', expire_after_duration: index('6 hours') },
    refusal: {
      status: 422,
      body: { expire_after_duration: ['must be between 6 and 2160 hours (policy rule kinds.text.hours)'] },
    },
    page: 'Lifetime allowed on this server (hours): 6 to 2,160.',
  },
  {
    rule: 'kinds.url.hours',
    rules: { 'kinds.url.hours.max': 24 },
    breaks: { ...URL_PUSH, expire_after_duration: index('2 days') },
    keeps: { ...URL_PUSH, expire_after_duration: index('1 day') },
    refusal: {
      status: 422,
      body: { expire_after_duration: ['must be between 0 and 24 hours (policy rule kinds.url.hours)'] },
    },
    page: 'Lifetime allowed on this server (hours): 0 to 24.',
  },
  {
    rule: 'kinds.text.passphrase',
    rules: { 'kinds.text.passphrase.required': true, 'kinds.text.passphrase.minLength': 8 },
    breaks: { payload: 's', passphrase: 'seven!!' },
    keeps: { payload: 's', passphrase: 'eight!!!' },
    refusal: {
      status: 422,
      body: { passphrase: ['is required: at least 8 characters (policy rule kinds.text.passphrase)'] },
    },
    page: 'This server requires a passphrase here. Minimum length: 8.',
  },
  {
    rule: 'kinds.text.sealedRequired',
    rules: { 'kinds.text.sealedRequired': true },
    breaks: { payload: 'plain' },
    keeps: {},
    refusal: {
      status: 422,
      body: {
        payload: [
          'must be sealed in the browser: this server takes only end-to-end sealed pushes of this kind (policy rule kinds.text.sealedRequired)',
        ],
      },
    },
    page: 'This server takes only sealed (end-to-end encrypted) pushes of this kind.',
    // Only the form's script seals: without it, the page refuses what it cannot seal.
    form: { breaks: { payload: 'plain', sealed: true }, keeps: null },
  },
  {
    rule: 'kinds.text.retrievalStep.required',
    rules: { 'kinds.text.retrievalStep.required': true },
    breaks: { payload: 's', retrieval_step: false },
    keeps: { payload: 's', retrieval_step: true },
    refusal: {
      status: 422,
      body: { retrieval_step: ['must be true (policy rule kinds.text.retrievalStep.required)'] },
    },
    page: '<p class="muted" id="retrieval_step-rule">This server requires this option.</p>',
  },
  {
    rule: 'kinds.text.deletableByViewer.required',
    rules: { 'kinds.text.deletableByViewer.required': true },
    breaks: { payload: 's', deletable_by_viewer: false },
    keeps: { payload: 's', deletable_by_viewer: true },
    refusal: {
      status: 422,
      body: { deletable_by_viewer: ['must be true (policy rule kinds.text.deletableByViewer.required)'] },
    },
    page: '<p class="muted" id="deletable_by_viewer-rule">This server requires this option.</p>',
  },
  {
    rule: 'pushers',
    rules: { pushers: 'signed_in' },
    breaks: { payload: 's' },
    keeps: { payload: 's' },
    refusal: {
      status: 401,
      body: { error: 'This server takes pushes from signed-in users only (policy rule pushers).' },
    },
    page: 'This server only lets its users create secret links.',
    signedIn: true,
  },
  {
    rule: 'gates.required (email)',
    rules: { 'gates.required': 'email' },
    breaks: { payload: 's', gate: { members: true } },
    keeps: { payload: 's', gate: { emails: ['bob@client.example'] } },
    refusal: {
      status: 422,
      body: { gate: ["must name the recipients' e-mail addresses or domains (policy rule gates.required)"] },
    },
    page: '<p class="error" id="gate-error">This server requires the recipients’ e-mail addresses: only they can open the link.</p>',
    form: { breaks: { payload: 's' }, keeps: { payload: 's', gate_emails: 'bob@client.example' } },
  },
  {
    rule: 'gates.required (member)',
    rules: { 'gates.required': 'member' },
    breaks: { payload: 's', gate: { emails: ['bob@client.example'] } },
    keeps: { payload: 's', gate: { members: true } },
    refusal: {
      status: 422,
      body: { gate: ['must let only members of this server open the link (policy rule gates.required)'] },
    },
    page: 'This server requires that only members, signed in, can open the link.',
    form: { breaks: { payload: 's' }, keeps: { payload: 's', gate_members: true } },
  },
  {
    rule: 'gates.required (any)',
    rules: { 'gates.required': 'any' },
    // Burning after failures alone stands before nothing but the passphrase: no gate.
    breaks: { payload: 's', gate: { burn_after_failures: 3 } },
    keeps: { payload: 's', gate: { networks: ['192.0.2.0/24'] } },
    refusal: {
      status: 422,
      body: {
        gate: [
          'must say who may open the link (e-mail addresses, members or address ranges) (policy rule gates.required)',
        ],
      },
    },
    page: 'This server requires a gate: name the recipients’ e-mail addresses',
    form: { breaks: { payload: 's' }, keeps: { payload: 's', gate_networks: '192.0.2.0/24' } },
  },
];
