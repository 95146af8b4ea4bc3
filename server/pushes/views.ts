import { daysRemaining, isExpiredAt, viewsRemaining } from '../../shared/expiry.ts';
import { isoTime } from '../../shared/iso-time.ts';
import type { PushView } from '../../shared/wire.ts';
import type { Cipher } from '../crypto/cipher.ts';
import type { ListedPush, PushRecord, StoredFile } from '../store/records.ts';

/**
 * The push as a reader sees it at `now`. The payload and file links are given only when `reveal`
 * says so, and never once the push is expired; only what the answer shows is decrypted. A listed
 * push (no payload) is shown as one whose payload is not revealed.
 */
export function pushView(
  push: PushRecord | ListedPush,
  now: number,
  cipher: Cipher,
  reveal: {
    payload: boolean;
    /** The note is owner-facing: opened only for endpoints that show it. */
    note?: boolean;
    expired?: boolean;
    fileLink?: (file: StoredFile) => string;
    /** Secrets the caller already holds in plain text, so they are not decrypted again. */
    known?: Partial<Record<'payload' | 'passphrase' | 'note', string>>;
  },
): PushView {
  const expired = reveal.expired ?? isExpiredAt(push, now);
  const open = (field: 'payload' | 'passphrase' | 'note') => {
    const sealed = field === 'payload' ? payloadOf(push) : push[field];
    return sealed === null ? '' : (reveal.known?.[field] ?? cipher.open(sealed));
  };
  const expiredOn = push.expiredOn ?? (expired ? Math.min(now, push.expiresAt) : null);
  return {
    urlToken: push.urlToken,
    kind: push.kind,
    expireAfterViews: push.expireAfterViews,
    expireAfterDays: push.expireAfterDays,
    expired,
    expiredOn: expiredOn === null ? null : isoTime(expiredOn),
    deleted: push.deleted,
    deletableByViewer: push.deletableByViewer,
    retrievalStep: push.retrievalStep,
    passphrase: expired ? null : open('passphrase'),
    createdAt: isoTime(push.createdAt),
    updatedAt: isoTime(push.updatedAt),
    expiresAt: isoTime(push.expiresAt),
    daysRemaining: daysRemaining(push, now),
    viewsRemaining: viewsRemaining(push),
    name: push.name,
    note: reveal.note ? open('note') : '',
    payload: reveal.payload && payloadOf(push) !== null ? open('payload') : null,
    files:
      reveal.payload && !expired && reveal.fileLink !== undefined
        ? push.files.map((f) => ({
            filename: f.filename,
            content_type: f.contentType,
            url: reveal.fileLink?.(f) ?? '',
          }))
        : [],
    sealed: push.sealed === true,
  };
}

const payloadOf = (push: PushRecord | ListedPush): string | null => ('payload' in push ? push.payload : null);
