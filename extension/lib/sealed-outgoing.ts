import type { NewPushRequest } from '../../shared/api-client.ts';
import type { SealedCrypto } from '../../shared/sealed/outcome.ts';
import { t } from './i18n.ts';
import { isSealed, type PushForm, requestFromForm } from './push-form.ts';
import type { SealAhead } from './sealed-ahead.ts';
import { sealPush, UnreadableFile } from './sealed-push.ts';

/** What the popup sends for its form: as written, or sealed here first with the key kept out of it. */
export type Outgoing =
  | { ok: true; request: NewPushRequest; files: File[]; fragment: string | null }
  | { ok: false; problem: string };

export async function outgoingPush(
  form: PushForm,
  crypto: SealedCrypto,
  ahead: SealAhead | null = null,
): Promise<Outgoing> {
  const request = requestFromForm(form);
  const files = form.kind === 'file' ? form.files : [];
  if (!isSealed(form)) return { ok: true, request, files, fragment: null };
  try {
    const made = (await ahead?.take(request.payload)) ?? null;
    return { ok: true, ...(await sealPush(crypto, request, files, made)) };
  } catch (error) {
    if (error instanceof UnreadableFile)
      return { ok: false, problem: t('seal_file_unreadable', error.fileName) };
    throw error;
  }
}
