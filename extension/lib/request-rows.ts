import { requestTitleSource } from '../../shared/push-title.ts';
import type { RequestJson, RequestState } from '../../shared/wire.ts';
import { ageText, timeLeftText } from './expiry-text.ts';
import { type MessageKey, t } from './i18n.ts';
import { titleWords } from './row-model.ts';

/** One line of the popup's list of requests, in the person's words. */
export interface RequestRowModel {
  urlToken: string;
  /** By the one rule: its name, else what it asks, else its note, else "Request" and when. */
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

/** A request's title by the one rule of titles (shared/push-title.ts), as its pages say it too. */
export function requestTitle(request: Pick<RequestJson, 'name' | 'note' | 'created_at' | 'request'>): string {
  const source = requestTitleSource({
    name: request.name,
    message: request.request ?? '',
    note: request.note,
    createdAt: Date.parse(request.created_at),
  });
  return titleWords(source).title;
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
