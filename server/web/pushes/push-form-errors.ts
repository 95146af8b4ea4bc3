import { DAY, EXPIRE_DURATIONS } from '../../../shared/durations.ts';
import { isHttpUrl } from '../../../shared/normalize.ts';
import type { FieldErrors } from '../../../shared/result.ts';
import { isWellFormed, QR_MAX_BYTES, utf8Length } from '../../../shared/servable-payload.ts';
import { type InstanceSettings, MAX_QR_PAYLOAD, MAX_TEXT_PAYLOAD } from '../../../shared/settings.ts';
import { kindLabel } from '../../i18n/title-words.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { RefusedPush } from '../../pushes/create-push.ts';
import { durationChoices, type PushFormValues } from './push-form-fields.ts';
import { placeLinkMailErrors } from './push-form-gate-mail.ts';
import { linkMailErrors } from './push-form-link-mails.ts';
import { breachPageErrors } from './push-form-policy.ts';

/** What home-routes refuses a file with when the server keeps no files; matched by identity, never shown. */
export const FILES_OFF = 'Files cannot be pushed on this server.';

/**
 * The instance's refusals in the page's words, beside the field they concern. The API words them
 * in English; which rule refused is told by the field and the values typed, never by that text.
 */
export function pageErrors(
  words: Translator,
  errors: FieldErrors,
  values: PushFormValues,
  settings: InstanceSettings,
): FieldErrors {
  const { t } = words;
  const views = settings.kinds[values.kind].expireAfterViews;
  const shown: FieldErrors = {};
  for (const field of Object.keys(errors)) {
    switch (field) {
      case 'payload':
        shown.payload = [payloadWords(words, values)];
        break;
      case 'expire_after_views':
        shown.views = [t('pushForm.viewsBetween', { min: views.min, max: views.max })];
        break;
      case 'expire_after_days':
      case 'expire_after_duration':
        shown.duration = [durationWords(words, values, settings)];
        break;
      case 'kind':
        shown.kind = [t('pushForm.kindDisabled', { kind: kindLabel(words, values.kind) })];
        break;
      case 'files':
        shown.files = [
          values.kind === 'file'
            ? t('pushForm.tooManyFiles', { count: settings.maxFileUploads })
            : t('pushForm.filesOnlyForFilePushes'),
        ];
        break;
      default:
        shown[field] = [t('pushForm.notAccepted')];
    }
  }
  return shown;
}

/** Everything that refused a push, beside the fields it concerns, in the page's words. */
export function refusedPushErrors(
  words: Translator,
  refused: RefusedPush,
  values: PushFormValues,
  settings: InstanceSettings,
): FieldErrors {
  const { rules, linkMails, breaches = [] } = refused;
  const ruled =
    breaches.length > 0
      ? breachPageErrors(words, breaches)
      : rules === null
        ? {}
        : pageErrors(words, rules.body as FieldErrors, values, settings);
  return placeLinkMailErrors(
    { ...ruled, ...refused.readErrors, ...linkMailErrors(words, linkMails) },
    values.notifyEmailsTo,
  );
}

/** The life a form asked for, from its duration's index or its `days-N`; null when it is neither. */
function askedLife(duration: string): number | null {
  const days = /^days-(\d+)$/.exec(duration)?.[1];
  if (days !== undefined) return Number(days) * DAY;
  return /^\d+$/.test(duration) ? (EXPIRE_DURATIONS[Number(duration)]?.ms ?? null) : null;
}

/** A time past the kind's longest (the form was loaded before the maximum was lowered) is told the longest offered. */
function durationWords(words: Translator, values: PushFormValues, settings: InstanceSettings): string {
  const rules = settings.kinds[values.kind];
  const longest = durationChoices(words, rules).at(-1);
  const asked = askedLife(values.duration);
  if (longest === undefined || asked === null || asked <= rules.expireAfterDays.max * DAY)
    return words.t('pushForm.chooseOfferedTime');
  return words.t('pushForm.longestTime', { time: longest.label });
}

function payloadWords({ t }: Translator, values: PushFormValues): string {
  const typed = values.payload.trim();
  if (values.kind === 'url') {
    if (typed === '') return t('pushForm.enterUrl');
    if (!isHttpUrl(typed)) return t('pushForm.urlNotHttp');
    return t('pushForm.urlControlCharacters');
  }
  if (typed === '') return values.kind === 'qr' ? t('pushForm.enterQrText') : t('pushForm.enterSecret');
  const text = values.payload;
  if (values.kind === 'qr') {
    if (text.length > MAX_QR_PAYLOAD) return t('pushForm.qrTooManyCharacters', { max: MAX_QR_PAYLOAD });
    if (!isWellFormed(text)) return t('pushForm.qrNotUnicode');
    return t('pushForm.qrTooManyBytes', { max: QR_MAX_BYTES, count: utf8Length(text) });
  }
  if (text.length > MAX_TEXT_PAYLOAD) return t('pushForm.secretTooLarge', { max: MAX_TEXT_PAYLOAD });
  return t('pushForm.notAccepted');
}

/** The multipart reader's words for a file over the size limit; the name is the uploader's own. */
const FILE_TOO_LARGE = /^(.*) is too large: each file may be at most \d+ MB\.$/s;

/**
 * A refused upload's field errors in the page's words. The multipart reader refuses in English
 * with no code; the shape of its two file refusals tells them apart, and anything else is ours.
 */
export function uploadErrors(
  words: Translator,
  errors: FieldErrors,
  settings: InstanceSettings,
): FieldErrors {
  const { t } = words;
  const said = errors.files?.[0] ?? '';
  const name = FILE_TOO_LARGE.exec(said)?.[1];
  if (name !== undefined)
    return { files: [t('pushForm.fileTooLarge', { name, size: megabytes(words, settings.maxFileSizeMb) })] };
  if (said === FILES_OFF) return { files: [t('pushForm.filesOff')] };
  return { files: [t('pushForm.tooManyFiles', { count: settings.maxFileUploads })] };
}

/** "10 MB" as the language writes it. */
export const megabytes = ({ t }: Translator, mb: number) => t('pushForm.sizeMb', { size: mb });
