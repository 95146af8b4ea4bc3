import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import { MAX_TEXT_PAYLOAD } from '../../../shared/settings.ts';
import type { DurationKeys, Translator } from '../../i18n/translator.ts';
import type { AnswerProblem } from '../../requests/request-answer.ts';
import { csrfField, type Markup, page } from '../chrome/layout.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { megabytes } from '../pushes/push-form-errors.ts';

type C = Context<PageEnv>;

const WITHIN: DurationKeys = {
  minutes: 'recipient.withinMinutes',
  hours: 'recipient.withinHours',
  days: 'recipient.withinDays',
};

/** What the answer page shows of a request: never its name or note, which are the requester's own. */
export interface AnswerPageModel {
  urlToken: string;
  message: string;
  /** The requester's address when the request shows it. */
  requester: string | null;
  /** How long it still takes an answer. */
  leftMs: number;
  /** How many times the requester may read the answer before it is deleted. */
  answerViews: number;
  /** Files may come with the answer: the limits of this server's uploads. */
  files: { count: number; sizeMb: number } | null;
  /** The link to the files the requester attached; null when none. */
  attachments: string | null;
  /** The passphrase already given, carried to the answer's post; empty when none is asked. */
  passphrase: string;
  /** What the person typed, put back after a refusal; never a file. */
  text: string;
  problem: AnswerProblem | null;
  /** Why the files were refused (too many, too large), in the page's words. */
  filesProblem: string | null;
}

function problemWords({ t }: Translator, problem: AnswerProblem, withFiles: boolean): string {
  switch (problem) {
    case 'too_long':
      return t('requests.answerTooLong', { max: MAX_TEXT_PAYLOAD });
    case 'files_not_allowed':
      return t('requests.filesNotTaken');
    case 'text_not_allowed':
      return t('policy.textAnswersOff');
    default:
      return t(withFiles ? 'requests.answerOrFileEmpty' : 'requests.answerEmpty');
  }
}

function filesField(
  words: Translator,
  limits: { count: number; sizeMb: number },
  problem: string | null,
): Markup {
  const hint = words.t('pushForm.filesHint', { count: limits.count, size: megabytes(words, limits.sizeMb) });
  const described = problem === null ? 'files-hint' : 'files-hint files-error';
  return html`<label for="files">${words.t('requests.filesLabel')}</label>
    <input id="files" name="answer[files][]" type="file" multiple aria-describedby="${described}"${problem === null ? '' : raw(' aria-invalid="true"')}>
    <p class="muted" id="files-hint">${hint}</p>
    ${problem === null ? '' : html`<p class="error" id="files-error" role="alert">${problem}</p>`}`;
}

/**
 * The request and the one form that answers it; it works without script (a plain post, files
 * included), and says why an answer was refused beside the field.
 */
export function answerFormPage(c: C, model: AnswerPageModel): Markup {
  const words = pageLanguage(c);
  const { t } = words;
  const heading =
    model.requester === null
      ? t('requests.askedBySomeone')
      : t('requests.askedBy', { email: model.requester });
  const error = model.problem === null ? '' : problemWords(words, model.problem, model.files !== null);
  const invalid = error === '' ? '' : raw(' aria-invalid="true" aria-describedby="answer-error answer-hint"');
  const multipart = model.files === null ? '' : raw(' enctype="multipart/form-data"');
  return page(
    c,
    t('requests.answerTitle'),
    html`<h1>${heading}</h1>
    <h2>${t('requests.theyAsk')}</h2>
    <pre class="secret" id="message">${model.message}</pre>
    ${
      model.attachments === null
        ? ''
        : html`<p>${t('requests.theirFiles')} <a href="${model.attachments}">${t('requests.openTheirFiles')}</a></p>`
    }
    <p>${t('requests.answerWithin', { time: words.duration(model.leftMs, WITHIN) })}</p>
    <form method="post" action="/req/${model.urlToken}"${multipart}>
      ${csrfField(c)}
      <input type="hidden" name="step" value="answer">
      ${model.passphrase === '' ? '' : html`<input type="hidden" name="passphrase" value="${model.passphrase}">`}
      <label for="answer">${t('requests.answerLabel')}</label>
      <textarea id="answer" name="payload" spellcheck="false"${model.files === null ? raw(' required') : ''}
        ${invalid === '' ? raw('aria-describedby="answer-hint"') : invalid}>${model.text}</textarea>
      <p class="muted" id="answer-hint">${model.answerViews === 1 ? t('requests.answerHint') : t('requests.answerHintReads', { count: model.answerViews })}</p>
      ${error === '' ? '' : html`<p class="error" id="answer-error" role="alert">${error}</p>`}
      ${model.files === null ? '' : filesField(words, model.files, model.filesProblem)}
      <button type="submit">${t('requests.send')}</button>
    </form>`,
  );
}

/** Asks the passphrase before the request shows; it travels in a POST body, never in the URL. */
export function requestPassphrasePage(c: C, urlToken: string, wrong: boolean): Markup {
  const { t } = pageLanguage(c);
  const invalid = wrong ? raw(' aria-invalid="true" aria-describedby="passphrase-error" autofocus') : '';
  return page(
    c,
    t('recipient.passphraseTitle'),
    html`<h1>${t('requests.passphraseHeading')}</h1>
    <p>${t('requests.passphraseAsk')}</p>
    <form method="post" action="/req/${urlToken}">
      ${csrfField(c)}
      <input type="hidden" name="step" value="unlock">
      <label for="passphrase">${t('recipient.passphraseLabel')}</label>
      <input id="passphrase" name="passphrase" type="password" autocomplete="off" required${invalid}>
      ${wrong ? html`<p class="error" id="passphrase-error" role="alert">${t('recipient.wrongPassphrase')}</p>` : ''}
      <button type="submit">${t('requests.unlock')}</button>
    </form>`,
  );
}

/** A request that takes no answer (any more), or one just answered: what happened and what to do. */
export type EndedRequest = 'answered' | 'closed' | 'unknown' | 'sent';

const ENDED = {
  answered: ['requests.answeredTitle', 'requests.answeredHeading', 'requests.answeredText'],
  closed: ['requests.closedTitle', 'requests.closedHeading', 'requests.closedText'],
  unknown: ['requests.unknownTitle', 'requests.unknownHeading', 'requests.unknownText'],
  sent: ['requests.sentTitle', 'requests.sentHeading', 'requests.sentText'],
} as const;

export function endedRequestPage(c: C, how: EndedRequest): Markup {
  const { t } = pageLanguage(c);
  const [title, heading, text] = ENDED[how];
  return page(c, t(title), html`<h1>${t(heading)}</h1><p role="status">${t(text)}</p>`);
}
