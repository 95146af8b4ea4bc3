import type { NewPushRequest } from '../../shared/api-client.ts';
import type { PushKind } from '../../shared/kinds.ts';
import { isHttpUrl } from '../../shared/normalize.ts';
import { payloadOversize, payloadSize } from '../../shared/payload-size.ts';
import { isWellFormed, QR_MAX_BYTES, urlPayloadProblem, utf8Length } from '../../shared/servable-payload.ts';
import { MAX_QR_PAYLOAD } from '../../shared/settings.ts';
import { formatBytes } from './byte-size.ts';
import { filesProblem } from './file-limits.ts';
import { emptyGateForm, type GateForm, gateOf, gateProblem } from './gate-form.ts';
import { formatNumber, t } from './i18n.ts';
import { expiryFields } from './push-actions.ts';
import { canSeal, sealedOversize } from './sealed-limits.ts';
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
  /** The files of a file push, as picked or dropped; never kept beyond the popup. */
  files: File[];
  /** Sealed in this browser before sending; only text and file pushes are (canSeal). */
  sealed: boolean;
  /** The "Recipient" section; empty where the instance has no gates (CreatePanel). */
  gate: GateForm;
}

/** Whether this form's push is sealed: asked for, and of a kind that can be. */
export const isSealed = (form: Pick<PushForm, 'kind' | 'sealed'>): boolean =>
  form.sealed && canSeal(form.kind);

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
    files: [],
    sealed: false,
    gate: { ...(defaults.gate ?? emptyGateForm()) },
  };
}

/** Checks the form before anything is sent, with the same limits the instance applies. */
export function formProblem(form: PushForm): string | null {
  if (form.kind === 'file') {
    const problem = filesProblem(form.files);
    if (problem) return problem;
  } else if (form.payload.trim() === '')
    return t(form.kind === 'url' ? 'form_enter_url' : 'form_enter_secret');
  if (form.kind === 'url' && !isHttpUrl(form.payload)) return t('form_url_needs_http');
  if (form.kind === 'qr' && form.payload.length > MAX_QR_PAYLOAD)
    return t('form_qr_too_long', MAX_QR_PAYLOAD);
  if (form.kind === 'qr' && !isWellFormed(form.payload)) return t('form_qr_not_text');
  if (form.kind === 'qr' && utf8Length(form.payload) > QR_MAX_BYTES)
    return t('form_qr_too_many_bytes', QR_MAX_BYTES, utf8Length(form.payload));
  if (form.kind === 'url' && urlPayloadProblem(form.payload.trim()) !== null) return t('form_url_unusable');
  const oversize = payloadOversize(payloadSize(form.payload));
  if (oversize) return oversizeWords(oversize);
  const sealedSize = isSealed(form)
    ? sealedOversize(form.payload, form.kind === 'file' ? form.files : [])
    : null;
  if (sealedSize) return sealedOversizeWords(sealedSize);
  if (!Number.isInteger(form.views) || form.views < 1 || form.views > 100)
    return t('form_views_bounds', 1, 100);
  return gateProblem(form.gate);
}

/** A payload refused for its size, with both numbers: "This secret is 6 MB; this instance takes at most 1 MB". */
export function oversizeWords({ size, limit }: { size: number; limit: number }): string {
  return t('secret_over_limit', formatBytes(size, 'up'), formatBytes(limit), formatNumber(limit));
}

/** A text refused because its envelope would not fit: "Sealed, this secret takes 1.2 MB; ...". */
export function sealedOversizeWords({ size, limit }: { size: number; limit: number }): string {
  return t('seal_over_limit', formatBytes(size, 'up'), formatBytes(limit), formatNumber(limit));
}

export function requestFromForm(form: PushForm): NewPushRequest {
  const gate = gateOf(form.gate);
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
    ...(gate === null ? {} : { gate }),
  };
}
