import type { NewPushRequest } from '../../shared/api-client.ts';
import type { PushKind } from '../../shared/kinds.ts';
import { isHttpUrl } from '../../shared/normalize.ts';
import { qrPayloadProblem, urlPayloadProblem } from '../../shared/servable-payload.ts';
import { MAX_QR_PAYLOAD, MAX_TEXT_PAYLOAD } from '../../shared/settings.ts';
import { expiryFields } from './push-actions.ts';
import type { PushDefaults } from './settings-store.ts';

/** The popup's create form, as the person fills it in. */
export interface PushForm {
  kind: PushKind;
  payload: string;
  durationIndex: number;
  views: number;
  retrievalStep: boolean;
  deletableByViewer: boolean;
  passphrase: string;
  name: string;
  note: string;
}

export function formFromDefaults(defaults: PushDefaults, passphrase: string): PushForm {
  return {
    kind: 'text',
    payload: '',
    durationIndex: defaults.durationIndex,
    views: defaults.views,
    retrievalStep: defaults.retrievalStep,
    deletableByViewer: defaults.deletableByViewer,
    passphrase: defaults.passphrase ? passphrase : '',
    name: '',
    note: '',
  };
}

/** Checks the form before anything is sent, with the same limits the instance applies. */
export function formProblem(form: PushForm): string | null {
  if (form.payload.trim() === '')
    return form.kind === 'url' ? 'Enter the URL to push.' : 'Enter the secret to push.';
  if (form.kind === 'url' && !isHttpUrl(form.payload))
    return 'A URL push needs an http:// or https:// address.';
  if (form.kind === 'qr' && form.payload.length > MAX_QR_PAYLOAD) {
    return `A QR code push holds at most ${MAX_QR_PAYLOAD} characters.`;
  }
  const qrProblem = form.kind === 'qr' ? qrPayloadProblem(form.payload) : null;
  if (qrProblem !== null) return `The text ${qrProblem}`;
  const urlProblem = form.kind === 'url' ? urlPayloadProblem(form.payload.trim()) : null;
  if (urlProblem !== null) return `The URL ${urlProblem}`;
  if (form.payload.length > MAX_TEXT_PAYLOAD) return 'The secret is too large to push.';
  if (!Number.isInteger(form.views) || form.views < 1 || form.views > 100)
    return 'Views must be between 1 and 100.';
  return null;
}

export function requestFromForm(form: PushForm): NewPushRequest {
  return {
    kind: form.kind,
    payload: form.payload,
    ...expiryFields(form.durationIndex),
    expireAfterViews: form.views,
    retrievalStep: form.retrievalStep,
    deletableByViewer: form.deletableByViewer,
    passphrase: form.passphrase,
    name: form.name.trim(),
    note: form.note.trim(),
  };
}
