import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  type AddressPolicy,
  hostOf,
  parseWebhookUrl,
  type ResolveHost,
  resolveHost,
  webhookAddressPolicy,
} from './address-guard.ts';
import { type ChannelSender, DeliveryFailure } from './channel.ts';
import { isWebhookMessage } from './webhook-message.ts';

export interface WebhookSenderDeps {
  /** NotifySettings.webhookAllowedNetworks: private ranges an administrator lets webhooks reach. */
  allowedNetworks: readonly string[];
  /** The clock of the signature's timestamp. */
  now?: () => number;
  resolve?: ResolveHost;
  /** For the whole try: connecting, sending and reading the answer. */
  timeoutMs?: number;
}

/** How much of a receiver's answer is read before the connection is dropped: none of it is kept. */
const ANSWER_LIMIT = 4096;

/** A new signing secret for a user's webhook, as Standard Webhooks shapes them. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/** What the log and the account page say of a webhook: its host, as its path may be a secret. */
export function webhookRecipient(url: string): string {
  const parsed = parseWebhookUrl(url);
  return parsed.ok ? hostOf(parsed.url) : 'invalid';
}

/** Standard Webhooks' `webhook-signature`: HMAC-SHA256 of `id.timestamp.body` under the secret's bytes. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

const refused = () => new DeliveryFailure('address refused', true);

/** Resolves as dns.lookup does, but fails when any address is one webhooks may not reach. */
function guardedLookup(resolve: ResolveHost, policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        if (!found.every(({ address }) => policy.permits(address))) return callback(refused(), '');
        const family = Number(String(options.family ?? 0).replace('IPv', ''));
        const usable = found.filter((a) => family === 0 || a.family === family);
        const [first] = usable;
        if (first === undefined)
          return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '');
        if (options.all === true)
          return callback(
            null,
            usable.map((a) => ({ ...a })),
          );
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/** The code of a failed connection (ECONNREFUSED, ENOTFOUND, a TLS code), never its message. */
function failureOf(error: unknown): DeliveryFailure {
  if (error instanceof DeliveryFailure) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[A-Z0-9_]+$/.test(code)) return new DeliveryFailure('error', false);
  // A header the message itself makes invalid fails the same way on every try.
  return new DeliveryFailure(code, code === 'ERR_INVALID_CHAR' || code === 'ERR_INVALID_HTTP_TOKEN');
}

/** POSTs once and resolves with the answer's status, after reading a little of its body. */
function post(
  url: URL,
  body: string,
  headers: Record<string, string>,
  lookup: LookupFunction,
  timeoutMs: number,
) {
  return new Promise<number>((resolve, reject) => {
    let status: number | undefined;
    const client = url.protocol === 'https:' ? https : http;
    // No agent: each try opens its own connection, checked by the lookup, and closes it.
    const request = client.request(url, { method: 'POST', headers, lookup, agent: false }, (answer) => {
      status = answer.statusCode ?? 0;
      let read = 0;
      answer.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_LIMIT) done();
      });
      answer.on('end', done);
      answer.on('error', done);
    });
    const timer = setTimeout(() => request.destroy(new DeliveryFailure('timeout', false)), timeoutMs);
    function done() {
      clearTimeout(timer);
      request.destroy();
      resolve(status ?? 0);
    }
    request.on('error', (error) => {
      clearTimeout(timer);
      if (status === undefined) reject(failureOf(error));
      else resolve(status);
    });
    request.end(body);
  });
}

/** Sends webhook deliveries: signed afresh at each try, only to addresses the guard permits. */
export function webhookSender(deps: WebhookSenderDeps): ChannelSender {
  const now = deps.now ?? Date.now;
  const policy = webhookAddressPolicy(deps.allowedNetworks);
  const lookup = guardedLookup(deps.resolve ?? resolveHost, policy);
  return {
    async deliver(payload) {
      if (!isWebhookMessage(payload)) throw new DeliveryFailure('not a webhook', true);
      const parsed = parseWebhookUrl(payload.url);
      if (!parsed.ok) throw new DeliveryFailure(`url ${parsed.problem}`, true);
      const host = hostOf(parsed.url);
      // A literal address is connected to without a lookup, so it is checked here.
      if (isIP(host) !== 0 && !policy.permits(host)) throw refused();
      const timestamp = Math.floor(now() / 1000);
      const headers = {
        ...payload.headers,
        'content-type': payload.contentType,
        'content-length': String(Buffer.byteLength(payload.body)),
        'webhook-id': payload.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(payload.secret, payload.id, timestamp, payload.body),
      };
      let status: number;
      try {
        status = await post(parsed.url, payload.body, headers, lookup, deps.timeoutMs ?? 10_000);
      } catch (error) {
        throw failureOf(error);
      }
      if (status >= 200 && status < 300) return;
      // 410 Gone is how Standard Webhooks receivers say "stop sending here".
      throw new DeliveryFailure(`http ${status}`, status === 410);
    },
  };
}
