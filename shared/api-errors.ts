import { NOT_DELETABLE, NOT_YOURS } from './wire.ts';

/** What went wrong with a request, in categories a person can act on. */
export type ApiErrorKind =
  | 'offline'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'invalid'
  | 'rate-limited'
  | 'server'
  | 'not-an-instance'
  | 'unexpected';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no answer came back at all. */
  status: number;
  /** The instance's own sentence, or '' (pwpush sends some 401s with an empty body). */
  message: string;
  /** Field errors of a 422, as `{"payload": ["Payload is required."]}`. */
  fields: Record<string, string[]>;
}

function errorSentence(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const error = (body as Record<string, unknown>).error;
  return typeof error === 'string' ? error : '';
}

function fieldList(body: unknown): Record<string, string[]> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) fields[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return fields;
}

const REFUSALS = new Set<string>([NOT_DELETABLE.error, NOT_YOURS.error]);

/** Sorts a non-2xx answer; `body` is the parsed JSON, or undefined when it was empty or not JSON. */
export function classifyAnswer(status: number, body: unknown): ApiError {
  const message = errorSentence(body);
  const error = (kind: ApiErrorKind): ApiError => ({ kind, status, message, fields: {} });
  // pwpush refuses a viewer's delete with 401; that is a refusal, not a bad token.
  if ((status === 401 || status === 403) && REFUSALS.has(message)) return error('forbidden');
  if (status === 401) return error('unauthorized');
  if (status === 403) return error('forbidden');
  if (status === 404) return error('not-found');
  // 413: a body over the instance's limit; its sentence says which.
  if (status === 422 || status === 400 || status === 413)
    return { ...error('invalid'), fields: fieldList(body) };
  if (status === 429) return error('rate-limited');
  if (status >= 500) return error('server');
  return error('unexpected');
}

export function offlineError(): ApiError {
  return { kind: 'offline', status: 0, message: '', fields: {} };
}

/** An answer that is not Password Pusher's JSON (an HTML page, another API): the address is wrong. */
export function notAnInstance(status: number): ApiError {
  return { kind: 'not-an-instance', status, message: '', fields: {} };
}

export function unexpectedAnswer(status: number): ApiError {
  return { kind: 'unexpected', status, message: '', fields: {} };
}

export interface ErrorContext {
  /** The instance's address, as the person typed it. */
  instance: string;
  hasToken: boolean;
}

/** A title and a next step, for a notification or an error banner. Never includes secrets. */
export function describeApiError(error: ApiError, context: ErrorContext): { title: string; detail: string } {
  const { instance } = context;
  switch (error.kind) {
    case 'offline':
      return {
        title: `Could not reach ${instance}`,
        detail: 'Check that you are online and that the instance is running, then try again.',
      };
    case 'unauthorized':
      return context.hasToken
        ? {
            title: 'The instance did not accept your API token',
            detail: 'Open the Secret Push options and check the token, or create a new one.',
          }
        : {
            title: 'This instance needs an API token',
            detail: 'Open the Secret Push options and add an API token for this instance.',
          };
    case 'forbidden':
      return { title: 'Not allowed', detail: error.message || 'The instance refused this action.' };
    case 'not-found':
      return {
        title: 'Not found',
        detail: `The push is gone, or ${instance} is not a Password Pusher instance. Check the URL.`,
      };
    case 'invalid': {
      const details = Object.entries(error.fields).map(([field, list]) => `${field}: ${list.join(' ')}`);
      return {
        title: 'The instance refused the push',
        detail: details.join('; ') || error.message || 'Check the values and try again.',
      };
    }
    case 'rate-limited':
      return {
        title: 'Too many requests',
        detail: 'The instance asks you to slow down. Wait a minute and try again.',
      };
    case 'server':
      return {
        title: `The instance had a problem (${error.status})`,
        detail: 'This is on the server side. Try again later, or tell whoever runs it.',
      };
    case 'not-an-instance':
      return {
        title: `${instance} is not a Password Pusher instance`,
        detail: `It answered ${error.status} with something other than the Password Pusher API. Check the address.`,
      };
    case 'unexpected':
      return {
        title: `Unexpected answer from ${instance}`,
        detail: `It answered ${error.status || 'nothing usable'}. Check that the URL points at a Password Pusher instance.`,
      };
  }
}
