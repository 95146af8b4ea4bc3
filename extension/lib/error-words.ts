import type { ApiError } from '../../shared/api-errors.ts';
import type { InstanceUrlProblem } from '../../shared/instance-url.ts';
import { NOT_DELETABLE, NOT_YOURS } from '../../shared/wire.ts';
import { type MessageKey, t } from './i18n.ts';

export interface ErrorWords {
  title: string;
  detail: string;
}

/**
 * What the failed call was about: a 404 means "gone" for a push or a request, "wrong address" for
 * the instance, "turned off" for the instance's requests as a whole.
 */
export type ErrorSubject = 'push' | 'request' | 'requests' | 'instance';

/** Refusals Password Pusher words in English, said in the person's language instead. */
const REFUSAL_KEYS = new Map<string, MessageKey>([
  [NOT_DELETABLE.error, 'error_not_deletable'],
  [NOT_YOURS.error, 'error_not_yours'],
]);

/** An API failure as a title and a next step in the person's language; never includes secrets. */
export function errorWords(
  error: ApiError,
  context: { instance: string; hasToken: boolean; subject?: ErrorSubject },
): ErrorWords {
  const { instance } = context;
  switch (error.kind) {
    case 'offline':
      return { title: t('error_offline_title', instance), detail: t('error_offline_detail') };
    case 'unauthorized':
      return context.hasToken
        ? { title: t('error_token_rejected_title'), detail: t('error_token_rejected_detail') }
        : { title: t('error_token_needed_title'), detail: t('error_token_needed_detail') };
    case 'forbidden': {
      const refusal = REFUSAL_KEYS.get(error.message);
      const detail = refusal ? t(refusal) : error.message || t('error_forbidden_detail');
      return { title: t('error_forbidden_title'), detail };
    }
    case 'not-found':
      if (context.subject === 'instance')
        return {
          title: t('error_not_instance_title', instance),
          detail: t('error_not_found_instance_detail'),
        };
      if (context.subject === 'requests')
        return { title: t('requests_off_title', instance), detail: t('requests_off_detail') };
      return context.subject === 'request'
        ? { title: t('error_request_gone_title'), detail: t('error_request_gone_detail') }
        : { title: t('error_push_gone_title'), detail: t('error_push_gone_detail') };
    case 'not-an-instance':
      return {
        title: t('error_not_instance_title', instance),
        detail: t('error_not_instance_detail', String(error.status)),
      };
    case 'invalid': {
      const details = Object.entries(error.fields).map(([field, list]) => `${field}: ${list.join(' ')}`);
      return {
        title: t(
          context.subject?.startsWith('request') ? 'error_request_invalid_title' : 'error_invalid_title',
        ),
        detail: details.join('; ') || error.message || t('error_invalid_detail'),
      };
    }
    case 'rate-limited':
      return { title: t('error_rate_limited_title'), detail: t('error_rate_limited_detail') };
    case 'server':
      return { title: t('error_server_title', String(error.status)), detail: t('error_server_detail') };
    case 'unexpected':
      return {
        title: t('error_unexpected_title', instance),
        detail: t('error_unexpected_detail', error.status ? String(error.status) : '—'),
      };
  }
}

export function errorSentence(words: ErrorWords): string {
  return `${words.title}. ${words.detail}`;
}

const URL_PROBLEMS = {
  empty: 'url_problem_empty',
  'not-a-url': 'url_problem_not_a_url',
  scheme: 'url_problem_scheme',
  extras: 'url_problem_extras',
  insecure: 'url_problem_insecure',
} as const;

export function urlProblemWords(problem: InstanceUrlProblem): string {
  return t(URL_PROBLEMS[problem]);
}
