import {
  type ApiClient,
  type ApiResult,
  createApiClient,
  type NewPushRequest,
} from '../../shared/api-client.ts';
import { daysCovering, EXPIRE_DURATIONS } from '../../shared/durations.ts';
import type { PushKind } from '../../shared/kinds.ts';
import { generatePassphrase } from '../../shared/passphrase.ts';
import type { PushSummary } from '../../shared/push-summary.ts';
import { gateOf } from './gate-form.ts';
import { keepKey } from './kept-keys.ts';
import { keepPassphrase } from './kept-passphrases.ts';
import { hintFor, rememberHint, rememberPush, toLocalPush } from './local-history.ts';
import type { Instance, PushDefaults, StorageArea } from './settings-store.ts';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** When this browser last made a push; the viewed watch starts again when it changes. */
export const LAST_PUSH_KEY = 'lastPushAt';

/** Gives up on an instance that does not answer, so nothing waits forever. */
export function fetchWithTimeout(fetch: Fetch, ms: number): Fetch {
  return async (url, init) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ms);
    try {
      return await fetch(url, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  };
}

export function clientFor(instance: Pick<Instance, 'baseUrl' | 'token'>, fetch: Fetch): ApiClient {
  return createApiClient({ baseUrl: instance.baseUrl, token: instance.token || undefined, fetch });
}

/** The expiry fields of a request: the exact duration, and the whole days pwpush OSS reads instead. */
export function expiryFields(
  durationIndex: number,
): Pick<NewPushRequest, 'expireAfterDuration' | 'expireAfterDays'> {
  const choice = EXPIRE_DURATIONS[durationIndex] ?? EXPIRE_DURATIONS[12];
  return { expireAfterDuration: durationIndex, expireAfterDays: daysCovering(choice?.ms ?? 0) };
}

/**
 * A push of `payload` with the instance's saved defaults, as the context menu makes it; the
 * default gate goes only where `gates` says the instance reads one.
 */
export function requestFromDefaults(
  kind: PushKind,
  payload: string,
  defaults: PushDefaults,
  randomBytes: (into: Uint8Array) => Uint8Array,
  gates = false,
): NewPushRequest {
  const gate = gates && defaults.gate ? gateOf(defaults.gate) : null;
  return {
    kind,
    payload,
    ...expiryFields(defaults.durationIndex),
    expireAfterViews: defaults.views,
    retrievalStep: defaults.retrievalStep,
    deletableByViewer: defaults.deletableByViewer,
    passphrase: defaults.passphrase ? generatePassphrase(randomBytes) : undefined,
    ...(gate === null ? {} : { gate }),
  };
}

/** How a push is sent and what this browser keeps of it besides its metadata. */
export interface CreateOptions {
  /** Sends the push another way (a file upload); by default the client's JSON create. */
  send?: () => Promise<ApiResult<PushSummary>>;
  /** A file push's file names: the list shows the first when the push has no name. */
  fileNames?: string[];
  /** A sealed push's key (`k1=...`), kept here until the push expires so its rows copy the whole link. */
  fragment?: string | null;
}

/**
 * Creates a push; without a token the instance will not list it later, so its metadata is kept
 * locally (never the payload). A passphrase or a sealed push's key is kept apart, until the push
 * expires, so the popup can show it again.
 */
export async function createAndRemember(
  client: ApiClient,
  instance: Instance,
  request: NewPushRequest,
  area: StorageArea,
  { send = () => client.create(request), fileNames = [], fragment = null }: CreateOptions = {},
): Promise<ApiResult<PushSummary>> {
  const result = await send();
  if (!result.ok) return result;
  const { urlToken, expiresAt, createdAt } = result.value;
  // Started at once: the key has its own storage entry, and nothing below reads it.
  const kept = fragment
    ? keepKey(area, { instanceId: instance.id, urlToken, fragment, expiresAt }, createdAt)
    : undefined;
  if (!instance.token) await rememberPush(area, toLocalPush(instance.id, result.value));
  const hint = hintFor(instance.id, urlToken, request, fileNames);
  if (hint) await rememberHint(area, hint);
  await area.set({ [LAST_PUSH_KEY]: createdAt });
  if (request.passphrase) {
    const entry = { instanceId: instance.id, urlToken, passphrase: request.passphrase, expiresAt };
    await keepPassphrase(area, entry, createdAt);
  }
  await kept;
  return result;
}
