import type { ApiClient, ApiResult } from '../../shared/api-client.ts';
import type { ApiError } from '../../shared/api-errors.ts';
import type { AuditJson } from '../../shared/wire.ts';
import { errorSentence, errorWords } from './error-words.ts';
import { t } from './i18n.ts';
import { dropKey, keptKey, linkWithKey } from './kept-keys.ts';
import { markExpired } from './local-history.ts';
import type { StorageArea } from './settings-store.ts';

export interface RowActions {
  /**
   * The secret link from the preview endpoint (a sealed push's kept key in its fragment), or null
   * when it could not be had: a sealed push's link without its key opens nothing, so it is never given.
   */
  link: (urlToken: string, sealed: boolean) => Promise<string | null>;
  /** Expires the push; resolves to a sentence when refused, null when done. */
  expire: (urlToken: string) => Promise<string | null>;
  audit: (urlToken: string) => Promise<ApiResult<AuditJson[]>>;
  copy: (text: string) => Promise<boolean>;
  /** A failed request's title in the person's language, e.g. for a log that could not be read. */
  describe: (error: ApiError) => string;
}

/** The actions of a push row over one instance; expiring also updates this browser's memory. */
export function rowActions(
  client: ApiClient,
  context: { instance: string; instanceId: string; hasToken: boolean },
  storage: StorageArea,
  copy: (text: string) => Promise<boolean>,
  now: () => number,
): RowActions {
  return {
    link: async (urlToken, sealed) => {
      const fragment = await keptKey(storage, context.instanceId, urlToken, now());
      if (sealed && fragment === null) return null;
      const result = await client.preview(urlToken);
      if (!result.ok) return null;
      return linkWithKey(result.value, fragment);
    },
    expire: async (urlToken) => {
      const result = await client.expire(urlToken);
      if (result.ok || result.error.kind === 'not-found') {
        await markExpired(storage, urlToken, now());
        await dropKey(storage, context.instanceId, urlToken);
        return null;
      }
      const words = errorWords(result.error, { ...context, subject: 'push' });
      return result.error.kind === 'forbidden' && !context.hasToken
        ? `${words.detail} ${t('expire_needs_token')}`
        : errorSentence(words);
    },
    audit: (urlToken) => client.audit(urlToken),
    copy,
    describe: (error) => errorWords(error, { ...context, subject: 'push' }).title,
  };
}
