import type { RequestJson, RequestState } from '../../shared/wire.ts';
import { ageText, timeLeftText } from './expiry-text.ts';
import { type MessageKey, t } from './i18n.ts';

/** One line of the popup's list of requests, in the person's words. */
export interface RequestRowModel {
  urlToken: string;
  /** The requester's name for it; else its token's start, as its notification names it. */
  title: string;
  state: RequestState;
  stateLabel: string;
  /** Time left while open, when it was answered or closed, whether it takes files, its age. */
  facts: string[];
  /** The answer link, worth copying only while open. */
  link: string;
}

const STATE_KEYS: Record<RequestState, MessageKey> = {
  open: 'request_state_open',
  answered: 'request_state_answered',
  closed: 'request_state_closed',
};

/** The state's chip in the person's words. */
export const requestStateLabel = (state: RequestState) => t(STATE_KEYS[state]);

/** The start of a request's token, as the popup and its notifications name an untitled one. */
export function requestTitle(request: Pick<RequestJson, 'name' | 'url_token'>): string {
  const name = request.name.trim();
  return name === '' ? t('requestUnnamed', request.url_token.slice(0, 6)) : name;
}

function stateFact(request: RequestJson, now: number): string {
  switch (request.state) {
    case 'open':
      return t('row_time_left', timeLeftText(Date.parse(request.close_after_at) - now));
    case 'answered':
      return t('request_answered_ago', ageText(Date.parse(request.answered_at ?? request.updated_at), now));
    case 'closed':
      return t('request_closed_ago', ageText(Date.parse(request.closed_at ?? request.close_after_at), now));
  }
}

export function requestRow(request: RequestJson, now: number): RequestRowModel {
  return {
    urlToken: request.url_token,
    title: requestTitle(request),
    state: request.state,
    stateLabel: requestStateLabel(request.state),
    facts: [
      stateFact(request, now),
      ...(request.response_file_attachments ? [t('request_takes_files')] : []),
      t('request_created_ago', ageText(Date.parse(request.created_at), now)),
    ],
    link: request.html_url,
  };
}
