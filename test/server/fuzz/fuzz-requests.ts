import fc from 'fast-check';
import type { FuzzRoute } from './fuzz-routes.ts';
import { type FuzzTarget, METRICS_TOKEN } from './fuzz-target.ts';

export interface RequestSpec {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | undefined;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const PUSH_FIELDS = [
  'payload',
  'kind',
  'expire_after_days',
  'expire_after_views',
  'expire_after_duration',
  'passphrase',
  'name',
  'note',
  'retrieval_step',
  'deletable_by_viewer',
  'files',
];
const FORM_FIELDS = [
  '_csrf',
  'payload',
  'passphrase',
  'email',
  'password',
  'expire_after_days',
  'expire_after_views',
  'expire_after_duration',
  'kind',
  'name',
  'note',
  'retrieval_step',
  'deletable_by_viewer',
  'remove_passphrase',
  'current_password',
  'new_password',
  'new_password_again',
  'password_again',
  'confirm_email',
  'admin',
];
/** Values the page forms take, so some fuzzed forms get past their checks. */
const FORM_VALUES = ['on', 'yes', '3', '7', '1440', 'text', 'file', 'alice@example.com', 'carol@example.com'];
const NASTY = [
  '',
  '\u0000',
  '\r\nSet-Cookie: x=1',
  '\ud83d',
  '漢'.repeat(780),
  'https://example.com/\r\n',
  'javascript:alert(1)',
  '../../etc/passwd',
  '%',
  '%00',
  '0',
  '-1',
  '1e309',
  'true',
  'x'.repeat(5000),
];

const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...NASTY));
const headerText = fc
  .string({ unit: 'binary-ascii', maxLength: 30 })
  .map((s) => s.replace(/[^\x20-\x7e]/g, ''));
const encode = (s: string) => new TextEncoder().encode(s);
const uriPart = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%BD';
  }
};

const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
  fc.constantFrom('text', 'url', 'qr', 'file', 'https://example.com/'),
);
const pushObject = fc.dictionary(fc.oneof(fc.constantFrom(...PUSH_FIELDS), text), jsonValue, { maxKeys: 6 });

/** A create that may well be valid: known fields with values of the right type, some out of range. */
const plausiblePush = fc.record(
  {
    payload: fc.oneof(text, fc.constantFrom('hunter2', 'https://example.com/x', 'QR text')),
    kind: fc.constantFrom('text', 'url', 'qr', 'file'),
    expire_after_views: fc.integer({ min: 0, max: 101 }),
    expire_after_days: fc.integer({ min: 0, max: 91 }),
    expire_after_duration: fc.integer({ min: -1, max: 20 }),
    passphrase: text,
    retrieval_step: fc.boolean(),
    deletable_by_viewer: fc.boolean(),
    name: text,
    note: text,
  },
  { requiredKeys: ['payload'] },
);

/** A JSON body: a create-shaped object, any JSON, or text that is not JSON. */
const jsonBody = fc
  .oneof(
    plausiblePush.map((push) => JSON.stringify({ push })),
    pushObject.map((push) => JSON.stringify({ push })),
    fc.json(),
    text,
  )
  .map((body) => ({ type: 'application/json', body: encode(body) }));

const formPairs = (csrf: string) =>
  fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...FORM_FIELDS, ...PUSH_FIELDS.map((f) => `push[${f}]`)), text),
      fc.oneof(text, fc.constant(csrf), fc.constantFrom(...FORM_VALUES)),
    ),
    { maxLength: 6 },
  );

/** A URL-encoded form, carrying the session's CSRF token half the time as a page would. */
const urlEncodedBody = (csrf: string) =>
  fc.tuple(formPairs(csrf), fc.boolean()).map(([pairs, withCsrf]) => ({
    type: 'application/x-www-form-urlencoded',
    body: encode(
      [...(withCsrf ? [['_csrf', csrf]] : []), ...pairs]
        .map(([k = '', v = '']) => `${uriPart(k)}=${uriPart(v)}`)
        .join('&'),
    ),
  }));

const part = (csrf: string) =>
  fc.record({
    name: fc.oneof(
      fc.constantFrom('push[files][]', 'push[payload]', 'push[kind]', '_csrf', 'payload'),
      headerText,
    ),
    filename: fc.option(fc.oneof(headerText, fc.constant('')), { nil: undefined }),
    type: fc.option(fc.constantFrom('text/plain', 'application/octet-stream', 'image/png', 'x/\u00ff'), {
      nil: undefined,
    }),
    content: fc.oneof(text, fc.constant(csrf)),
  });

/** A multipart body, well formed or broken: a wrong or missing boundary, cut off anywhere, junk between parts. */
const multipartBody = (csrf: string) =>
  fc
    .record({
      boundary: fc.stringMatching(/^[A-Za-z0-9]{1,20}$/),
      parts: fc.array(part(csrf), { maxLength: 4 }),
      header: fc.constantFrom('right', 'wrong', 'none'),
      cut: fc.option(fc.nat(), { nil: undefined }),
      closed: fc.boolean(),
    })
    .map(({ boundary, parts, header, cut, closed }) => {
      const body = parts
        .map(
          (p) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
            `${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n` +
            `${p.type === undefined ? '' : `Content-Type: ${p.type}\r\n`}\r\n${p.content}\r\n`,
        )
        .join('');
      const whole = encode(`${body}${closed ? `--${boundary}--\r\n` : ''}`);
      const type =
        header === 'right'
          ? `multipart/form-data; boundary=${boundary}`
          : header === 'wrong'
            ? `multipart/form-data; boundary=${boundary}x`
            : 'multipart/form-data';
      return { type, body: cut === undefined ? whole : whole.slice(0, cut % (whole.length + 1)) };
    });

const rawBody = fc
  .record({
    type: fc.oneof(headerText, fc.constantFrom('text/plain', 'application/xml')),
    bytes: fc.uint8Array({ maxLength: 64 }),
  })
  .map(({ type, bytes }) => ({ type, body: new Uint8Array(bytes) }));

/** One request for a route: any method, token, query, credentials, body shape. */
export function requestFor(route: FuzzRoute, target: FuzzTarget): fc.Arbitrary<RequestSpec> {
  const { path } = route;
  const token = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...target.tokens) },
    { weight: 1, arbitrary: text.map(uriPart) },
  );
  const user = fc.oneof(fc.constantFrom(...target.userIds), text.map(uriPart));
  const link = fc.oneof(
    fc.constant(target.link),
    text.map(uriPart),
    fc.constant(`${target.link.slice(0, -1)}A`),
  );
  const auth = fc.constantFrom(
    undefined,
    undefined,
    `Bearer ${target.users.alice}`,
    `Bearer ${target.users.alice}`,
    `Bearer ${target.users.bob}`,
    `Bearer ${METRICS_TOKEN}`,
    'Bearer nope',
    'Basic YTpi',
    'Bearer ',
  );
  const query = fc.option(
    fc.array(fc.tuple(fc.constantFrom('passphrase', 'page', 'x'), fc.oneof(text, fc.constant('pw'))), {
      minLength: 1,
      maxLength: 3,
    }),
    { nil: undefined },
  );
  const csrf = target.session.csrf;
  return fc
    .record({
      method: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...route.methods) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      token,
      link,
      user,
      query,
      auth,
      cookie: fc.constantFrom(undefined, target.session.cookie, target.session.cookie, 'sp_session=forged'),
      agent: fc.option(headerText, { nil: undefined }),
      body: fc.option(fc.oneof(jsonBody, urlEncodedBody(csrf), multipartBody(csrf), rawBody), {
        nil: undefined,
      }),
    })
    .map((r) => {
      const headers: Record<string, string> = {};
      if (r.auth !== undefined) headers.authorization = r.auth;
      if (r.cookie !== undefined) headers.cookie = r.cookie;
      if (r.agent !== undefined) headers['user-agent'] = r.agent;
      const withBody = r.body !== undefined && r.method !== 'GET' && r.method !== 'HEAD';
      if (withBody && r.body !== undefined) headers['content-type'] = r.body.type;
      const search = r.query?.map(([k, v]) => `${k}=${uriPart(v)}`).join('&');
      return {
        method: r.method,
        path: `${path.replace(':token', r.token).replace(':link', r.link).replace(':user', r.user)}${search ? `?${search}` : ''}`,
        headers,
        body: withBody ? r.body?.body : undefined,
      };
    });
}
