/**
 * A webhook delivery as it waits in the store (sealed whole: the URL and the secret are secrets).
 * It is signed at each try, as Standard Webhooks wants a fresh timestamp, under the same id.
 */
export interface WebhookMessage {
  /** Where it is POSTed. */
  url: string;
  /** The signing secret, `whsec_` and base64. */
  secret: string;
  /** The Standard Webhooks message id (`msg_…`): the same on every try, so a receiver can drop repeats. */
  id: string;
  /** The body exactly as sent and signed. */
  body: string;
  contentType: string;
  /** Headers a format asks for besides the signature's (ntfy's Title and Tags). */
  headers: Record<string, string>;
}

export function isWebhookMessage(payload: unknown): payload is WebhookMessage {
  const p = (payload ?? {}) as Record<string, unknown>;
  return (
    ['url', 'secret', 'id', 'body', 'contentType'].every((field) => typeof p[field] === 'string') &&
    typeof p.headers === 'object' &&
    p.headers !== null
  );
}
