import type { NewPushRequest } from '../../shared/api-client.ts';
import { t } from './i18n.ts';
import { isSealed, type PushForm, requestFromForm } from './push-form.ts';
import { sealedCrypto, sealPush, UnreadableFile } from './sealed-push.ts';

/** What the popup sends for its form: as written, or sealed here first with the key kept out of it. */
export type Outgoing =
  | { ok: true; request: NewPushRequest; files: File[]; fragment: string | null }
  | { ok: false; problem: string };

export async function outgoingPush(
  form: PushForm,
  fill: (into: Uint8Array) => Uint8Array,
  subtle?: SubtleCrypto,
): Promise<Outgoing> {
  const request = requestFromForm(form);
  const files = form.kind === 'file' ? form.files : [];
  if (!isSealed(form)) return { ok: true, request, files, fragment: null };
  try {
    return { ok: true, ...(await sealPush(sealedCrypto(fill, subtle), request, files)) };
  } catch (error) {
    if (error instanceof UnreadableFile)
      return { ok: false, problem: t('seal_file_unreadable', error.fileName) };
    throw error;
  }
}
