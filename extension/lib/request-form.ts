import type { NewSecretRequest } from '../../shared/api-client.ts';
import { DAY, EXPIRE_DURATIONS } from '../../shared/durations.ts';
import { t } from './i18n.ts';

/** The popup's request form as typed. */
export interface RequestForm {
  message: string;
  name: string;
  /** Index into EXPIRE_DURATIONS: how long the link takes an answer. */
  durationIndex: number;
  allowFiles: boolean;
}

/** A week, as the server's own default and the web form's. */
export const REQUEST_OPEN_DEFAULT = EXPIRE_DURATIONS.findIndex((d) => d.ms === 7 * DAY);

export function emptyRequestForm(): RequestForm {
  return { message: '', name: '', durationIndex: REQUEST_OPEN_DEFAULT, allowFiles: false };
}

/** What keeps the form from being sent, in the person's words; null when it can go. */
export function requestFormProblem(form: RequestForm): string | null {
  return form.message.trim() === '' ? t('request_message_empty') : null;
}

/** The request as sent: files asked for only where the instance takes them. */
export function newSecretRequest(form: RequestForm, filesOffered: boolean): NewSecretRequest {
  return {
    message: form.message,
    name: form.name.trim() || undefined,
    closeAfterDuration: form.durationIndex,
    allowFiles: filesOffered && form.allowFiles,
  };
}
